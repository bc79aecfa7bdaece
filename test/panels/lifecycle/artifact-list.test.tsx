// An artifact streamed in many parts shows its first 20 and says how many follow; the rest are
// drawn on request. Counts worked by hand from the artifacts given.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ArtifactList } from '../../../src/panels/lifecycle/artifact-list';

const parts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ kind: 'text' as const, text: `chunk ${i + 1}` }));

const drawnParts = (item: HTMLElement) =>
  [...item.querySelectorAll('.lifecycle-part')].map((p) => p.textContent);

describe('the artifact list', () => {
  it('draws every part of a short artifact, with no count and no button', () => {
    render(
      <ArtifactList
        artifacts={[
          { artifactId: 'a1', name: 'report', parts: parts(20) },
          { artifactId: 'a2', parts: [{ kind: 'data', data: { hit: false } }] },
        ]}
      />,
    );
    const [report, unnamed] = screen.getAllByRole('listitem');
    if (report === undefined || unnamed === undefined) throw new Error('two artifacts');
    expect(drawnParts(report)).toHaveLength(20);
    expect(within(report).queryByRole('button')).toBeNull();
    expect(unnamed).toHaveTextContent('unnamed (a2)');
    expect(drawnParts(unnamed)).toEqual(['data: {"hit":false}']);
  });

  it('draws the first 20 parts of a long artifact, counts the rest, and shows them on request', async () => {
    const user = userEvent.setup();
    render(
      <ArtifactList artifacts={[{ artifactId: 'a1', name: 'stream', parts: parts(5_000) }]} />,
    );
    const item = screen.getByRole('listitem');
    expect(drawnParts(item)).toHaveLength(20);
    expect(drawnParts(item).at(-1)).toBe('chunk 20');
    expect(item).toHaveTextContent('4,980 more parts, 5,000 in all.');

    await user.click(within(item).getByRole('button', { name: 'Show all parts of stream' }));
    expect(drawnParts(item)).toHaveLength(5_000);
    expect(drawnParts(item).at(-1)).toBe('chunk 5000');
    expect(item).toHaveTextContent('All 5,000 parts.');

    await user.click(within(item).getByRole('button', { name: 'Show the first parts of stream' }));
    expect(drawnParts(item)).toHaveLength(20);
  });

  it('counts parts as they arrive while the first ones stay drawn', () => {
    const { rerender } = render(
      <ArtifactList artifacts={[{ artifactId: 'a1', name: 'stream', parts: parts(21) }]} />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('1 more part, 21 in all.');
    rerender(<ArtifactList artifacts={[{ artifactId: 'a1', name: 'stream', parts: parts(30) }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('10 more parts, 30 in all.');
    expect(drawnParts(screen.getByRole('listitem'))).toHaveLength(20);
  });
});
