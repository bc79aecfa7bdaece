import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Deferred } from '../../src/components/deferred';

/** Records, at each commit it takes part in, whether the deferred paragraph was in the page. */
function Probe({ seen }: { readonly seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelector('[data-testid="below"]') !== null);
  });
  return <p>Above the fold</p>;
}

describe('Deferred', () => {
  it('leaves its children out of the first commit and draws them in the next', () => {
    const seen: boolean[] = [];
    render(
      <>
        <Probe seen={seen} />
        <Deferred>
          <p data-testid="below">Below the fold</p>
        </Deferred>
      </>,
    );
    // The probe rendered once, in the first commit, which did not hold the deferred paragraph.
    expect(seen).toEqual([false]);
    expect(screen.getByTestId('below')).toHaveTextContent('Below the fold');
  });

  it('keeps its children drawn when the page around it renders again', () => {
    const { rerender } = render(
      <Deferred>
        <p data-testid="below">one</p>
      </Deferred>,
    );
    rerender(
      <Deferred>
        <p data-testid="below">two</p>
      </Deferred>,
    );
    expect(screen.getByTestId('below')).toHaveTextContent('two');
  });
});
