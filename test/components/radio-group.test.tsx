import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup, type RadioOption } from '../../src/components/radio-group';

type Size = 'small' | 'medium' | 'large';

const SIZES: ReadonlyArray<RadioOption<Size>> = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

const ICONS: ReadonlyArray<RadioOption<Size>> = [
  { value: 'small', label: <svg aria-hidden="true" />, name: 'Small size' },
  { value: 'large', label: <svg aria-hidden="true" />, name: 'Large size' },
];

/** A group that keeps its choice, and lists every change it was told of. */
function Example({
  legend,
  options = SIZES,
  changes = [],
  legendClassName,
}: {
  legend: string;
  options?: ReadonlyArray<RadioOption<Size>>;
  changes?: Size[];
  legendClassName?: string;
}) {
  const [size, setSize] = useState<Size>('medium');
  return (
    <RadioGroup
      legend={legend}
      legendClassName={legendClassName}
      options={options}
      value={size}
      onChange={(next) => {
        changes.push(next);
        setSize(next);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend, each option named by its words', () => {
    render(<Example legend="Size" />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['small', 'medium', 'large']);
    expect(within(group).getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Small' })).not.toBeChecked();
  });

  it('names an icon option by its name, which is also its tooltip', () => {
    render(<Example legend="Size" options={ICONS} />);
    expect(screen.getByRole('radio', { name: 'Large size' })).toBeInTheDocument();
    expect(screen.getByTitle('Large size')).toContainElement(
      screen.getByRole('radio', { name: 'Large size' }),
    );
  });

  it('is one Tab stop, on the chosen option, and the arrow keys move the choice', async () => {
    const user = userEvent.setup();
    const changes: Size[] = [];
    render(
      <>
        <button type="button">Before</button>
        <Example legend="Size" changes={changes} />
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Large' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    expect(changes).toEqual(['large', 'medium', 'small']);
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('chooses an option clicked on its words', async () => {
    const user = userEvent.setup();
    const changes: Size[] = [];
    render(<Example legend="Size" changes={changes} />);
    await user.click(screen.getByText('Large'));
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(changes).toEqual(['large']);
  });

  it('keeps two groups on one page apart', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Example legend="Shirt" />
        <Example legend="Shoes" />
      </>,
    );
    const shirt = within(screen.getByRole('group', { name: 'Shirt' }));
    const shoes = within(screen.getByRole('group', { name: 'Shoes' }));
    await user.click(shirt.getByRole('radio', { name: 'Large' }));
    expect(shirt.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(shoes.getByRole('radio', { name: 'Medium' })).toBeChecked();
  });

  it('draws its legend only when given the class to draw it with', () => {
    render(
      <>
        <Example legend="Hidden" />
        <Example legend="Shown" legendClassName="field-label" />
      </>,
    );
    expect(screen.getByText('Hidden')).toHaveClass('visually-hidden');
    expect(screen.getByText('Shown')).toHaveClass('field-label');
    expect(screen.getByText('Shown')).not.toHaveClass('visually-hidden');
  });
});
