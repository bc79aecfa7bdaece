// Security requirements: alternatives a caller chooses from. Within one alternative every ticked
// scheme is needed, with the scopes listed for it.
import { FieldError } from '../../components/field';
import type { AgentCard } from '../../core/card';
import { Button, IconButton } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import { PlusIcon } from '../../components/panel-icons';
import { CheckField } from './choice-fields';
import { Section } from './section';
import { cardSection } from './section-memo';
import { TagInput } from '../../components/tag-input';

type Requirement = AgentCard['security'][number];
type Security = Pick<AgentCard, 'securitySchemes' | 'security'>;

/** The scopes `requirement` lists for `name`; only own keys count (names come from user text). */
const scopesOf = (requirement: Requirement, name: string) =>
  Object.hasOwn(requirement, name) ? requirement[name] : undefined;

/** Scopes a scheme declares, for a hint next to the scopes input. */
function declaredScopes(card: Security, name: string): string[] {
  const scheme = Object.hasOwn(card.securitySchemes, name) ? card.securitySchemes[name] : undefined;
  if (scheme?.type !== 'oauth2') return [];
  return [
    ...new Set(Object.values(scheme.flows).flatMap((flow) => Object.keys(flow?.scopes ?? {}))),
  ];
}

function RequirementEditor({
  card,
  requirement,
  index,
  onChange,
  onRemove,
}: {
  readonly card: Security;
  readonly requirement: Requirement;
  readonly index: number;
  readonly onChange: (next: Requirement) => void;
  readonly onRemove: () => void;
}) {
  const n = index + 1;
  const declared = Object.keys(card.securitySchemes);
  const undeclared = Object.keys(requirement).filter((k) => !declared.includes(k));
  const set = (name: string, scopes: string[] | undefined) =>
    onChange(
      Object.fromEntries(
        [...declared, ...undeclared].flatMap((k) => {
          const value = k === name ? scopes : scopesOf(requirement, k);
          return value === undefined ? [] : [[k, value]];
        }),
      ),
    );
  return (
    <li className="cards-item">
      <fieldset className="cards-item-fieldset">
        <legend className="cards-item-legend">
          <span className="cards-item-number">Alternative {n}</span>
        </legend>
        <div className="cards-item-actions">
          <IconButton
            size="sm"
            label={`Remove alternative ${n}`}
            icon={<CloseIcon />}
            onClick={onRemove}
          />
        </div>
        {Object.keys(requirement).length === 0 && (
          <FieldError>
            Nothing ticked: this alternative lets any caller in without authenticating.
          </FieldError>
        )}
        <ul className="cards-requirement">
          {[...declared, ...undeclared].map((name) => {
            const scopes = scopesOf(requirement, name);
            const known = declaredScopes(card, name);
            return (
              <li key={name} className="cards-requirement-row">
                <CheckField
                  label={`Require ${name}`}
                  checked={scopes !== undefined}
                  onChange={(on) => set(name, on ? [] : undefined)}
                  hint={declared.includes(name) ? undefined : 'not a declared scheme'}
                />
                {scopes !== undefined && (
                  <TagInput
                    label={`Scopes for ${name} in alternative ${n}`}
                    itemName="scope"
                    suggestions={known}
                    emptyText="No scopes: the scheme alone is enough."
                    values={scopes}
                    onChange={(next) => set(name, next)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
    </li>
  );
}

export const RequirementsSection = cardSection(
  ['securitySchemes', 'security'],
  function RequirementsSection({ card, edit }) {
    const setSecurity = (security: Requirement[]) => edit({ security });
    const first = Object.keys(card.securitySchemes)[0];
    return (
      <Section
        title="Security requirements"
        description="A caller must satisfy one alternative: every scheme ticked in it, with its scopes."
        actions={
          <Button
            size="sm"
            icon={<PlusIcon />}
            disabled={first === undefined}
            onClick={() => {
              if (first !== undefined) setSecurity([...card.security, { [first]: [] }]);
            }}
          >
            Add alternative
          </Button>
        }
      >
        {card.security.length === 0 ? (
          <p className="cards-empty-note">
            No requirements: the card does not ask callers to authenticate.
          </p>
        ) : (
          <ol className="cards-items">
            {card.security.map((requirement, index) => (
              <RequirementEditor
                key={index}
                card={card}
                requirement={requirement}
                index={index}
                onChange={(next) =>
                  setSecurity(card.security.map((r, i) => (i === index ? next : r)))
                }
                onRemove={() => setSecurity(card.security.filter((_, i) => i !== index))}
              />
            ))}
          </ol>
        )}
      </Section>
    );
  },
);
