import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonView } from '../../src/components/json-view';

describe('JsonView', () => {
  it('pretty-prints JSON with two-space indentation', () => {
    render(<JsonView label="Request" value={{ a: [1, true, null], b: {} }} />);
    expect(screen.getByLabelText('Request').textContent).toBe(
      JSON.stringify({ a: [1, true, null], b: {} }, null, 2),
    );
  });

  it('shows markup in strings as text, never as HTML', () => {
    const { container } = render(
      <JsonView label="Untrusted" value={{ html: '<img src=x onerror=alert(1)>' }} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('"<img src=x onerror=alert(1)>"')).toBeInTheDocument();
  });
});
