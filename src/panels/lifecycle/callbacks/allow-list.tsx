// The workspace's callback allow-list, edited through the store's undoable host actions.
import { useId, useState, type FormEvent } from 'react';
import { Button, IconButton } from '../../../components/button';
import { FieldError } from '../../../components/field';
import { CloseIcon } from '../../../components/icons';
import { useWorkbench, useWorkbenchActions } from '../../../store';

export function AllowList() {
  const id = useId();
  const hosts = useWorkbench((s) => s.workspace.callbackHosts);
  const { addCallbackHost, removeCallbackHost } = useWorkbenchActions();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = addCallbackHost(draft);
    if (result.ok) {
      setDraft('');
      setError(undefined);
    } else setError(result.error.message);
  };
  return (
    <div className="lifecycle-allow-list">
      <h3 id={`${id}-title`}>Callback allow-list</h3>
      <p className="field-hint">
        Hosts the server may call back, from the workspace. Only https on the default port, to an
        exact host, passes.
      </p>
      {hosts.length === 0 ? (
        <p className="muted">Empty: every callback is refused.</p>
      ) : (
        <ul className="lifecycle-hosts" aria-labelledby={`${id}-title`}>
          {hosts.map((host) => (
            <li key={host} className="lifecycle-host">
              <code>{host}</code>
              <IconButton
                size="sm"
                label={`Remove ${host} from the allow-list`}
                icon={<CloseIcon size={14} />}
                onClick={() => removeCallbackHost(host)}
              />
            </li>
          ))}
        </ul>
      )}
      <form className="lifecycle-inline-form" onSubmit={add}>
        <label className="visually-hidden" htmlFor={`${id}-host`}>
          Host to allow
        </label>
        <input
          id={`${id}-host`}
          className="input"
          value={draft}
          placeholder="hooks.example.com"
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={error === undefined ? undefined : `${id}-error`}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" size="sm" disabled={draft.trim() === ''}>
          Allow host
        </Button>
      </form>
      {error !== undefined && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
