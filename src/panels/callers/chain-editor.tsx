// The delegation chain as an ordered list: the agents that delegated before this caller, oldest
// first. Its length is the caller's depth, and a card already in it would close a cycle.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, IconButton } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import { ArrowDownIcon, ArrowUpIcon } from '../../components/panel-icons';

export interface ChainEditorProps {
  readonly chain: readonly string[];
  /** Replaces the chain; `field` groups a run of typing in one entry into one undo step. */
  readonly onChange: (next: string[], field?: string) => void;
  /** Agent names offered while typing (cards and callers). */
  readonly suggestions: readonly string[];
}

type Focus = { readonly index: number; readonly action: 'up' | 'down' | 'remove' };

const nameOf = (agent: string, index: number) => (agent === '' ? `entry ${index + 1}` : agent);

export function ChainEditor({ chain, onChange, suggestions }: ChainEditorProps) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const addInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const pendingFocus = useRef<Focus | undefined>(undefined);

  // After a move or removal the list re-renders by position: put focus back on the control that
  // now holds the moved item (or the next one), so keyboard users keep their place.
  useEffect(() => {
    const focus = pendingFocus.current;
    if (focus === undefined) return;
    pendingFocus.current = undefined;
    const row = list.current?.children[Math.min(focus.index, chain.length - 1)];
    // At either end the arrow just used is disabled: the other arrow is the useful next press.
    const order =
      focus.action === 'up'
        ? ['up', 'down']
        : focus.action === 'down'
          ? ['down', 'up']
          : ['remove'];
    const target = order
      .map((action) => row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`))
      .find((button) => button && !button.disabled);
    (target ?? row?.querySelector('input') ?? addInput.current)?.focus();
  });

  const move = (from: number, to: number) => {
    const next = [...chain];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    pendingFocus.current = { index: to, action: to < from ? 'up' : 'down' };
    onChange(next);
  };
  const remove = (index: number) => {
    pendingFocus.current = { index, action: 'remove' };
    onChange(chain.filter((_, i) => i !== index));
  };
  const add = () => {
    const agent = draft.trim();
    if (agent === '') return;
    onChange([...chain, agent]);
    setDraft('');
  };
  const onAddKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset className="callers-chain">
      <legend className="field-label">Delegation chain</legend>
      <p className="field-hint">
        The agents that delegated before this caller, oldest first. Depth {chain.length}; an agent
        already in the chain cannot be delegated to again.
      </p>
      {chain.length === 0 ? (
        <p className="callers-chain-empty">Empty: this caller starts the delegation.</p>
      ) : (
        <ol className="callers-chain-list" ref={list}>
          {chain.map((agent, index) => (
            <li key={index} className="callers-chain-item">
              <span className="callers-chain-step" aria-hidden="true">
                {index + 1}
              </span>
              <input
                className="input"
                aria-label={`Chain entry ${index + 1}`}
                value={agent}
                list={`${id}-agents`}
                spellCheck={false}
                onChange={(event) =>
                  onChange(
                    chain.map((a, i) => (i === index ? event.target.value : a)),
                    `chain ${index + 1}`,
                  )
                }
              />
              <IconButton
                size="sm"
                label={`Move ${nameOf(agent, index)} up`}
                icon={<ArrowUpIcon />}
                data-action="up"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              />
              <IconButton
                size="sm"
                label={`Move ${nameOf(agent, index)} down`}
                icon={<ArrowDownIcon />}
                data-action="down"
                disabled={index === chain.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <IconButton
                size="sm"
                label={`Remove ${nameOf(agent, index)} from the chain`}
                icon={<CloseIcon />}
                data-action="remove"
                onClick={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="callers-chain-add">
        <input
          ref={addInput}
          className="input"
          aria-label="Agent to add to the chain"
          placeholder="agent name"
          value={draft}
          list={`${id}-agents`}
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onAddKey}
        />
        <Button size="sm" disabled={draft.trim() === ''} onClick={add}>
          Add to chain
        </Button>
      </div>
      <datalist id={`${id}-agents`}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </fieldset>
  );
}
