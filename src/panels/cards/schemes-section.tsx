// Security schemes by name, and buttons to add one of each type.
import { SCHEME_TYPES } from '../../core/card';
import { Button } from '../../components/button';
import { PlusIcon } from '../../components/panel-icons';
import {
  addScheme,
  removeScheme,
  renameScheme,
  schemeNameProblem,
  SCHEME_NAMES,
  setScheme,
} from './schemes';
import { SchemeEditor } from './scheme-editor';
import { Section } from './section';
import { cardSection } from './section-memo';

export const SchemesSection = cardSection(
  ['securitySchemes', 'security'],
  function SchemesSection({ card, edit }) {
    const entries = Object.entries(card.securitySchemes);
    return (
      <Section
        title="Security schemes"
        description="How callers may authenticate. Admission requires OAuth 2.0 or mutual TLS."
      >
        {entries.length === 0 ? (
          <p className="cards-empty-note">No schemes: callers cannot authenticate to this agent.</p>
        ) : (
          <ul className="cards-items">
            {entries.map(([name, scheme], index) => (
              <SchemeEditor
                // Keyed by position so renaming a scheme keeps the field (and its focus) in place.
                key={index}
                name={name}
                scheme={scheme}
                apply={(next, field) => edit(setScheme(card, name, next), field)}
                rename={(to) =>
                  schemeNameProblem(card, name, to) ??
                  edit(renameScheme(card, name, to), `scheme ${index + 1} name`)
                }
                onRemove={() => edit(removeScheme(card, name))}
              />
            ))}
          </ul>
        )}
        <div className="cards-add-row" role="group" aria-label="Add a security scheme">
          <span className="cards-add-label" aria-hidden="true">
            Add
          </span>
          {SCHEME_TYPES.map((type) => (
            <Button
              key={type}
              size="sm"
              icon={<PlusIcon />}
              aria-label={`Add ${SCHEME_NAMES[type]} scheme`}
              onClick={() => edit(addScheme(card, type))}
            >
              {SCHEME_NAMES[type]}
            </Button>
          ))}
        </div>
      </Section>
    );
  },
);
