import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Deferred } from '../../src/components/deferred';
import { parsedIntoPage } from '../helpers/server-markup';

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

  it('in a built view: drawn by the server at once, where it defers otherwise', () => {
    const html = (inBuiltView: boolean) =>
      renderToString(
        <div>
          <p>Above the fold</p>
          <Deferred inBuiltView={inBuiltView}>
            <p>Beside it</p>
          </Deferred>
        </div>,
      );
    expect(html(true)).toBe('<div><p>Above the fold</p><p>Beside it</p></div>');
    expect(html(false)).toBe('<div><p>Above the fold</p></div>');
  });

  it('in a built view: hydration keeps what the server drew, with no mismatch', async () => {
    const view = (
      <div>
        <Deferred inBuiltView>
          <p data-testid="beside">Beside it</p>
        </Deferred>
      </div>
    );
    const container = parsedIntoPage(renderToString(view));
    const drawn = container.querySelector('[data-testid="beside"]');
    expect(drawn).not.toBeNull();
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, view, { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="beside"]')).toBe(drawn);
    act(() => root?.unmount());
    container.remove();
  });

  it('in a built view: a render in the browser alone still leaves it out of the first commit', () => {
    const seen: boolean[] = [];
    render(
      <>
        <Probe seen={seen} />
        <Deferred inBuiltView>
          <p data-testid="below">Below the fold</p>
        </Deferred>
      </>,
    );
    expect(seen).toEqual([false]);
    expect(screen.getByTestId('below')).toBeInTheDocument();
  });
});
