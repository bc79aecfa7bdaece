// The keyboard way to draw a connection: pick the next agent (and, when several paths end at this
// agent, which path to extend), then add the hop.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';

export interface AddHopFormProps {
  /** Agent names to choose the next hop from. */
  readonly agents: readonly string[];
  /** The paths the hop can extend; none means the form starts a new path. */
  readonly paths?: readonly string[];
  readonly submitLabel: string;
  readonly onSubmit: (agent: string, pathId: string | undefined) => void;
}

export function AddHopForm({ agents, paths, submitLabel, onSubmit }: AddHopFormProps) {
  const id = useId();
  const [agent, setAgent] = useState('');
  const [path, setPath] = useState('');
  const chosenAgent = agents.includes(agent) ? agent : (agents[0] ?? '');
  const chosenPath = paths?.includes(path) ? path : paths?.[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenAgent !== '') onSubmit(chosenAgent, chosenPath);
  };
  if (agents.length === 0) {
    return <p className="graph-details-empty">There are no agent cards to delegate to.</p>;
  }
  return (
    <form className="graph-hop-form" onSubmit={submit}>
      {paths !== undefined && paths.length > 1 && (
        <label className="graph-field" htmlFor={`${id}-path`}>
          <span>Path to extend</span>
          <select
            id={`${id}-path`}
            className="select"
            value={chosenPath}
            onChange={(e) => setPath(e.target.value)}
          >
            {paths.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="graph-field" htmlFor={`${id}-agent`}>
        <span>Next agent</span>
        <select
          id={`${id}-agent`}
          className="select"
          value={chosenAgent}
          onChange={(e) => setAgent(e.target.value)}
        >
          {agents.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="primary" size="sm">
        {submitLabel}
      </Button>
    </form>
  );
}
