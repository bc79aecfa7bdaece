import { render, screen } from '@testing-library/react';
import { ReactFlow, ReactFlowProvider } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import { FocusShown } from '../../../src/panels/graph/focus';
import { NodesBare, zoomBand } from '../../../src/panels/graph/labels-shown';
import { nodeTypes } from '../../../src/panels/graph/nodes';
import { toFlow, type GraphNode } from '../../../src/panels/graph/to-flow';
import { agent, reportsOf, workspaceWith } from './fixture';

describe('nodes drawn far out', () => {
  // desk → a → ghost (no card), and c with no path.
  const ws = workspaceWith([{ id: 'p', callerId: 'desk', hops: ['a', 'ghost'] }], {
    cards: [agent('a'), agent('c')],
  });
  const { nodes } = toFlow(ws, reportsOf(ws));
  const draw = (bare: boolean, drawn: readonly GraphNode[] = nodes, focus?: Set<string>) =>
    render(
      <ReactFlowProvider>
        <FocusShown value={focus && { nodes: focus, edges: new Set() }}>
          <NodesBare value={bare}>
            <ReactFlow nodes={[...drawn]} edges={[]} nodeTypes={nodeTypes} />
          </NodesBare>
        </FocusShown>
      </ReactFlowProvider>,
    );
  // jsdom cannot measure, so React Flow keeps nodes hidden; they are in the document all the same.
  const wrapper = (id: string) => screen.getByTestId(`rf__node-${id}`);
  const box = (id: string) => wrapper(id).querySelector('.graph-node');
  const handles = (id: string) => wrapper(id).querySelectorAll('.react-flow__handle').length;

  it('are their boxes in their kinds’ looks, with their handles and names for a screen reader', () => {
    draw(true);
    expect(box('caller:desk')?.className).toBe('graph-node graph-node-caller graph-node-bare');
    expect(box('a')?.className).toBe('graph-node graph-node-agent graph-node-bare');
    expect(box('missing:ghost')?.className).toBe('graph-node graph-node-missing graph-node-bare');
    for (const id of ['caller:desk', 'a', 'missing:ghost', 'c']) {
      expect(wrapper(id)).toHaveTextContent(/^$/);
    }
    // The same handles as in full, so nothing moves or is measured again when the zoom changes.
    expect([handles('caller:desk'), handles('a'), handles('missing:ghost')]).toEqual([1, 2, 2]);
    expect(wrapper('a')).toHaveAttribute('aria-label', expect.stringMatching(/^Agent a: /));
  });

  it('draw a selected node in full, and every node in full when not far out', () => {
    const picked = nodes.map((n) => (n.id === 'a' ? { ...n, selected: true } : n));
    const { unmount } = draw(true, picked);
    expect(box('a')?.className).toBe('graph-node graph-node-agent');
    expect(wrapper('a')).toHaveTextContent('a');
    expect(box('c')?.className).toBe('graph-node graph-node-agent graph-node-bare');
    unmount();
    draw(false);
    expect(wrapper('caller:desk')).toHaveTextContent('desk');
    expect(wrapper('missing:ghost')).toHaveTextContent('No agent card');
    expect(box('c')?.className).toBe('graph-node graph-node-agent');
    expect([handles('caller:desk'), handles('a'), handles('missing:ghost')]).toEqual([1, 2, 2]);
  });

  it('dim the boxes a focus leaves out', () => {
    draw(true, nodes, new Set(['caller:desk', 'a']));
    expect(box('a')?.className).toBe('graph-node graph-node-agent graph-node-bare');
    expect(box('c')?.className).toBe('graph-node graph-node-agent graph-node-bare graph-dim');
  });
});

describe('zoom bands', () => {
  it('read labels from 0.25, draw nodes bare below 0.15, and nodes without labels between', () => {
    expect([1, 0.25, 0.2499, 0.15, 0.1499, 0.05].map(zoomBand)).toEqual([
      'readable',
      'readable',
      'unlabelled',
      'unlabelled',
      'bare',
      'bare',
    ]);
  });
});
