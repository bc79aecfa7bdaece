// OAuth scopes of one flow: each a name and what it grants.
import { Button, IconButton } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import { PlusIcon } from '../../components/panel-icons';
import { edits } from '../../store';
import { TextField } from './text-field';

export interface ScopesEditorProps {
  /** Names the flow in labels: "Client credentials". */
  readonly flowLabel: string;
  readonly scopes: Readonly<Record<string, string>>;
  readonly onChange: (scopes: Record<string, string>, field?: string) => string | undefined;
}

export function ScopesEditor({ flowLabel, scopes, onChange }: ScopesEditorProps) {
  const entries = Object.entries(scopes);
  const rebuild = (next: [string, string][], field?: string) =>
    onChange(Object.fromEntries(next), field);
  const rename = (from: string, to: string) => {
    if (to.trim() === '') return 'a scope needs a name';
    if (to !== from && Object.hasOwn(scopes, to))
      return `the scope ${JSON.stringify(to)} is already listed`;
    return rebuild(
      entries.map(([k, v]) => [k === from ? to : k, v]),
      `${flowLabel} scope name`,
    );
  };
  const add = () => {
    const name = edits.uniqueName('scope', new Set(Object.keys(scopes)));
    rebuild([...entries, [name, '']]);
  };
  return (
    <div className="field cards-span">
      <span className="field-label">{flowLabel} scopes</span>
      {entries.length === 0 ? (
        <p className="cards-hint">No scopes declared.</p>
      ) : (
        <ul className="cards-scopes">
          {entries.map(([name, description], i) => (
            <li key={i} className="cards-scope">
              <TextField
                label={`Scope ${i + 1}`}
                mono
                value={name}
                apply={(to) => rename(name, to)}
              />
              <TextField
                label={`Scope ${i + 1} grants`}
                value={description}
                apply={(text) =>
                  rebuild(
                    entries.map(([k, v]) => [k, k === name ? text : v]),
                    `${flowLabel} scope description`,
                  )
                }
              />
              <IconButton
                size="sm"
                className="cards-scope-remove"
                label={`Remove scope ${name}`}
                icon={<CloseIcon />}
                onClick={() => rebuild(entries.filter(([k]) => k !== name))}
              />
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button size="sm" variant="ghost" icon={<PlusIcon />} onClick={add}>
          Add scope
        </Button>
      </div>
    </div>
  );
}
