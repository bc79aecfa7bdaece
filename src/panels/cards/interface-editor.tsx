// One interface of the card: its URL, binding and protocol version, with its place in the list.
import type { CardInterface } from '../../core/card-interfaces';
import { knownTransport } from '../../core/card-interfaces';
import { IconButton } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import { DownIcon, UpIcon } from '../../components/panel-icons';
import { SelectField } from '../../components/select-field';
import { TextField } from './text-field';

const BINDING_NAMES: Readonly<Record<string, string>> = {
  JSONRPC: 'JSON-RPC',
  'HTTP+JSON': 'HTTP+JSON',
  GRPC: 'gRPC',
};

export interface InterfaceEditorProps {
  readonly item: CardInterface;
  readonly index: number;
  /** The bindings offered: the known ones, and this interface's own when it is none of them. */
  readonly bindings: readonly string[];
  /** Stores the changed interface; answers why it was not stored. */
  readonly apply: (item: CardInterface, field?: string) => string | undefined;
  /** Absent when the move is not possible (the first interface must have a known binding). */
  readonly onMoveUp: (() => void) | undefined;
  readonly onMoveDown: (() => void) | undefined;
  readonly onRemove: (() => void) | undefined;
}

export function InterfaceEditor({
  item,
  index,
  bindings,
  apply,
  onMoveUp,
  onMoveDown,
  onRemove,
}: InterfaceEditorProps) {
  const n = index + 1;
  const known = knownTransport(item.binding) !== undefined;
  return (
    <li className="cards-item">
      <fieldset className="cards-item-fieldset">
        <legend className="cards-item-legend">
          <span className="cards-item-number">Interface {n}</span>{' '}
          <span className="cards-item-title">
            {index === 0 ? 'preferred' : (BINDING_NAMES[item.binding] ?? item.binding)}
          </span>
        </legend>
        <div className="cards-item-actions">
          <IconButton
            size="sm"
            label={`Move interface ${n} up`}
            icon={<UpIcon />}
            disabled={onMoveUp === undefined}
            onClick={() => onMoveUp?.()}
          />
          <IconButton
            size="sm"
            label={`Move interface ${n} down`}
            icon={<DownIcon />}
            disabled={onMoveDown === undefined}
            onClick={() => onMoveDown?.()}
          />
          <IconButton
            size="sm"
            label={`Remove interface ${n}`}
            icon={<CloseIcon />}
            disabled={onRemove === undefined}
            onClick={() => onRemove?.()}
          />
        </div>
        <div className="cards-grid">
          <TextField
            className="cards-span"
            label="URL"
            mono
            placeholder={
              item.binding === 'GRPC' ? 'agent.your-domain:443' : 'https://agents.your-domain/agent'
            }
            value={item.url}
            apply={(url) => apply({ ...item, url }, `interface ${n} url`)}
          />
          <SelectField
            label="Binding"
            value={item.binding}
            options={bindings}
            names={BINDING_NAMES}
            hint={
              known
                ? undefined
                : 'Kept as the card wrote it; it cannot be the preferred interface, and live mode cannot call it.'
            }
            onChange={(binding) => apply({ ...item, binding })}
          />
          <TextField
            label="Protocol version"
            mono
            value={item.protocolVersion}
            apply={(protocolVersion) =>
              apply({ ...item, protocolVersion }, `interface ${n} protocol version`)
            }
          />
        </div>
      </fieldset>
    </li>
  );
}
