// The graph's commands: layout and fit, image export, find an agent or caller, focus on one caller
// or path, and whether the nodes without a path are shown.
import { memo, useId, useState } from 'react';
import { Button } from '../../components/button';
import { DownloadIcon } from '../../components/icons';
import type { CallerContext } from '../../core/caller';
import type { DelegationPath } from '../../core/paths';
import { focusFrom, focusValue, type GraphFocus } from './focus';
import type { ImageFormat } from './export-image';

export interface GraphToolbarProps {
  readonly empty: boolean;
  readonly pinned: boolean;
  readonly busy: boolean;
  readonly callers: readonly CallerContext[];
  readonly paths: readonly DelegationPath[];
  /** Every name Find knows: agents, then callers. */
  readonly names: readonly string[];
  readonly focus: GraphFocus;
  readonly aside: number;
  readonly showAside: boolean;
  readonly onRelayout: () => void;
  readonly onFit: () => void;
  readonly onExport: (format: ImageFormat) => void;
  readonly onFind: (name: string) => void;
  readonly onFocus: (focus: GraphFocus) => void;
  readonly onShowAside: (show: boolean) => void;
}

const route = (path: DelegationPath) => [path.callerId, ...path.hops].join(' → ');

// The lists below are drawn again only when they change: the toolbar renders with the graph, at
// every pointer move of a drag, and at 300 agents its 220 focus options and 320 names made it the
// graph panel's costliest component in those renders (18 of 213 ms of rendering in a CPU profile
// of the bench's 40-move drag, on an unminified build, load 8).
const NameOptions = memo(function NameOptions({ names }: { readonly names: readonly string[] }) {
  return names.map((name) => <option key={name} value={name} />);
});

const FocusOptions = memo(function FocusOptions({
  callers,
  paths,
}: {
  readonly callers: readonly CallerContext[];
  readonly paths: readonly DelegationPath[];
}) {
  return (
    <>
      {callers.length > 0 && (
        <optgroup label="Paths of one caller">
          {callers.map((c) => (
            <option key={c.agentId} value={focusValue({ kind: 'caller', callerId: c.agentId })}>
              {c.agentId}
            </option>
          ))}
        </optgroup>
      )}
      {paths.length > 0 && (
        <optgroup label="One path">
          {paths.map((p) => (
            <option key={p.id} value={focusValue({ kind: 'path', pathId: p.id })}>
              {p.id}: {route(p)}
            </option>
          ))}
        </optgroup>
      )}
    </>
  );
});

export function GraphToolbar(props: GraphToolbarProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const { empty, busy } = props;
  return (
    <div className="graph-toolbar" role="toolbar" aria-label="Graph">
      <div className="graph-toolbar-group">
        <Button size="sm" onClick={props.onRelayout} disabled={!props.pinned}>
          Re-layout
        </Button>
        <Button size="sm" onClick={props.onFit} disabled={empty}>
          Fit view
        </Button>
        <Button
          size="sm"
          icon={<DownloadIcon />}
          disabled={empty}
          busy={busy}
          onClick={() => props.onExport('png')}
        >
          Export PNG
        </Button>
        <Button
          size="sm"
          icon={<DownloadIcon />}
          disabled={empty}
          busy={busy}
          onClick={() => props.onExport('svg')}
        >
          Export SVG
        </Button>
      </div>
      <form
        className="graph-toolbar-group graph-find"
        role="search"
        aria-label="Find in the graph"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim() !== '') props.onFind(query.trim());
        }}
      >
        <label htmlFor={`${id}-find`} className="graph-toolbar-label">
          Find
        </label>
        <input
          id={`${id}-find`}
          className="input graph-find-input"
          type="search"
          list={`${id}-names`}
          value={query}
          placeholder="agent or caller"
          autoComplete="off"
          spellCheck={false}
          disabled={empty}
          onChange={(event) => setQuery(event.target.value)}
        />
        <datalist id={`${id}-names`}>
          <NameOptions names={props.names} />
        </datalist>
        <Button size="sm" type="submit" disabled={empty || query.trim() === ''}>
          Centre
        </Button>
      </form>
      <div className="graph-toolbar-group">
        <label htmlFor={`${id}-focus`} className="graph-toolbar-label">
          Focus
        </label>
        <select
          id={`${id}-focus`}
          className="select graph-focus"
          value={focusValue(props.focus)}
          disabled={empty}
          onChange={(event) => props.onFocus(focusFrom(event.target.value))}
        >
          <option value="">Every path</option>
          <FocusOptions callers={props.callers} paths={props.paths} />
        </select>
      </div>
      {props.aside > 0 && (
        <label className="graph-toolbar-group graph-aside-toggle">
          <input
            type="checkbox"
            checked={props.showAside}
            onChange={(event) => props.onShowAside(event.target.checked)}
          />
          Show {props.aside} {props.aside === 1 ? 'node' : 'nodes'} without a path
        </label>
      )}
    </div>
  );
}
