// Who provides the agent and where to read about it.
import { optionalText, withProvider } from './card-fields';
import { Section } from './section';
import { cardSection } from './section-memo';
import { TextField } from './text-field';

export const ProviderSection = cardSection(
  ['provider', 'documentationUrl', 'iconUrl'],
  function ProviderSection({ card, edit }) {
    return (
      <Section title="Provider and links" description="Optional; empty fields are not published.">
        <div className="cards-grid">
          <TextField
            label="Provider organization"
            value={card.provider?.organization ?? ''}
            apply={(text) =>
              edit(withProvider(card.provider, 'organization', text), 'provider organization')
            }
          />
          <TextField
            label="Provider URL"
            type="url"
            mono
            value={card.provider?.url ?? ''}
            apply={(text) => edit(withProvider(card.provider, 'url', text), 'provider URL')}
          />
          <TextField
            label="Documentation URL"
            type="url"
            mono
            value={card.documentationUrl ?? ''}
            apply={(text) => edit({ documentationUrl: optionalText(text) }, 'documentation URL')}
          />
          <TextField
            label="Icon URL"
            type="url"
            mono
            value={card.iconUrl ?? ''}
            apply={(text) => edit({ iconUrl: optionalText(text) }, 'icon URL')}
          />
        </div>
      </Section>
    );
  },
);
