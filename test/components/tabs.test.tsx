import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../../src/components/tabs';

function Example() {
  const [tab, setTab] = useState<'one' | 'two' | 'three'>('one');
  return (
    <Tabs
      label="Example"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'one', label: 'One' },
        { id: 'two', label: 'Two', badge: 3 },
        { id: 'three', label: 'Three' },
      ]}
    >
      <p>Content of {tab}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the selected panel and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Content of one');
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Two 3' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Content of three');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Content of one');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('tabindex', '-1');
  });
});
