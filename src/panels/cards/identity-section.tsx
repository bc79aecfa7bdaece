// Name, description and version: what a caller reads first. Where to call the agent is the
// Interfaces section's.
import { Section } from './section';
import { cardSection } from './section-memo';
import { TextField } from './text-field';

export const IdentitySection = cardSection(
  ['name', 'description', 'version'],
  function IdentitySection({ card, edit }) {
    return (
      <Section title="Identity" description="What discovery shows and callers read first.">
        <div className="cards-grid">
          <TextField
            className="cards-span"
            label="Name"
            name="card-name"
            value={card.name}
            mono
            apply={(name) => edit({ name }, 'name')}
            hint="Unique in the workspace; delegation paths and callers refer to it."
          />
          <TextField
            className="cards-span"
            label="Description"
            value={card.description}
            multiline
            apply={(description) => edit({ description }, 'description')}
            hint="Callers' models read this; say what the agent does, not how."
          />
          <TextField
            label="Version"
            value={card.version}
            mono
            apply={(version) => edit({ version }, 'version')}
          />
        </div>
      </Section>
    );
  },
);
