// The card's interfaces: every URL and binding callers may use, in the order the agent prefers
// them. The first is the card's url, preferredTransport and protocolVersion; reordering moves a
// whole interface, its own version with it.
import { TRANSPORTS } from '../../core/card';
import {
  cardInterfaces,
  interfaceFields,
  knownTransport,
  type CardInterface,
} from '../../core/card-interfaces';
import { Button } from '../../components/button';
import { PlusIcon } from '../../components/panel-icons';
import { move } from './card-fields';
import { InterfaceEditor } from './interface-editor';
import { Section } from './section';
import { cardSection } from './section-memo';

export const InterfacesSection = cardSection(
  ['url', 'preferredTransport', 'protocolVersion', 'otherInterfaces'],
  function InterfacesSection({ card, edit }) {
    const list = cardInterfaces(card);
    /** The list stored as the card's fields, or why it cannot be. */
    const store = (next: readonly CardInterface[], field?: string) => {
      const fields = interfaceFields(next);
      return fields.ok
        ? edit({ otherInterfaces: undefined, ...fields.value }, field)
        : fields.error.message;
    };
    /** True when `next` can be stored (its first binding is a known one). */
    const storable = (next: readonly CardInterface[]) => interfaceFields(next).ok;
    const add = () =>
      store([...list, { url: '', binding: 'JSONRPC', protocolVersion: card.protocolVersion }]);
    return (
      <Section
        title="Interfaces"
        description={`${list.length} ${list.length === 1 ? 'interface' : 'interfaces'}, in the order the agent prefers them: the first is the card's url and preferredTransport.`}
        actions={
          <Button size="sm" icon={<PlusIcon />} onClick={add}>
            Add interface
          </Button>
        }
      >
        <ol className="cards-items">
          {list.map((item, index) => {
            const moved = (to: number) => move(list, index, to);
            const removed = list.filter((_, i) => i !== index);
            return (
              <InterfaceEditor
                // Interfaces are edited in place; the index is their identity while shown.
                key={index}
                item={item}
                index={index}
                bindings={
                  index === 0 || knownTransport(item.binding) !== undefined
                    ? TRANSPORTS
                    : [...TRANSPORTS, item.binding]
                }
                apply={(next, field) =>
                  index === 0 && next.protocolVersion !== item.protocolVersion
                    ? // The card's own version: later interfaces without one of their own follow it.
                      edit({ protocolVersion: next.protocolVersion }, field)
                    : store(
                        list.map((i, at) => (at === index ? next : i)),
                        field,
                      )
                }
                onMoveUp={
                  index > 0 && storable(moved(index - 1))
                    ? () => store(moved(index - 1))
                    : undefined
                }
                onMoveDown={
                  index < list.length - 1 && storable(moved(index + 1))
                    ? () => store(moved(index + 1))
                    : undefined
                }
                onRemove={list.length > 1 && storable(removed) ? () => store(removed) : undefined}
              />
            );
          })}
        </ol>
      </Section>
    );
  },
);
