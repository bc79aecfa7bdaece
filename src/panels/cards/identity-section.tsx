// Name, description, endpoint, versions and transport: what a caller reads first.
import { TRANSPORTS } from '../../core/card';
import { SelectField } from '../../components/select-field';
import { Section } from './section';
import { cardSection } from './section-memo';
import { TextField } from './text-field';

export const IdentitySection = cardSection(
  ['name', 'description', 'url', 'version', 'protocolVersion', 'preferredTransport'],
  function IdentitySection({ card, edit }) {
    return (
      <Section title="Identity" description="What discovery shows and callers connect to.">
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
            className="cards-span"
            label="Endpoint URL"
            type="url"
            mono
            placeholder="https://agents.your-domain/agent-name"
            value={card.url}
            apply={(url) => edit({ url }, 'url')}
          />
          <TextField
            label="Version"
            value={card.version}
            mono
            apply={(version) => edit({ version }, 'version')}
          />
          <TextField
            label="Protocol version"
            value={card.protocolVersion}
            mono
            apply={(protocolVersion) => edit({ protocolVersion }, 'protocol version')}
          />
          <SelectField
            label="Preferred transport"
            value={card.preferredTransport}
            options={TRANSPORTS}
            onChange={(preferredTransport) => edit({ preferredTransport })}
          />
        </div>
      </Section>
    );
  },
);
