// What the agent can do on the wire, and the media types it reads and writes by default.
import type { AgentCard } from '../../core/card';
import { CheckField } from './choice-fields';
import { Section } from './section';
import { cardSection } from './section-memo';
import { TagInput } from '../../components/tag-input';
import { MEDIA_TYPES } from './suggestions';

type Capability = keyof AgentCard['capabilities'];

export const CapabilitiesSection = cardSection(
  ['capabilities', 'defaultInputModes', 'defaultOutputModes'],
  function CapabilitiesSection({ card, edit }) {
    const set = (key: Capability, on: boolean) => {
      const capabilities = { ...card.capabilities, [key]: on };
      // stateTransitionHistory is optional in A2A: off means left out, as most cards publish it.
      if (key === 'stateTransitionHistory' && !on) delete capabilities.stateTransitionHistory;
      edit({ capabilities });
    };
    return (
      <Section title="Capabilities and modes">
        <div className="cards-checks">
          <CheckField
            label="Streaming"
            checked={card.capabilities.streaming}
            onChange={(on) => set('streaming', on)}
            hint="message/stream over server-sent events"
          />
          <CheckField
            label="Push notifications"
            checked={card.capabilities.pushNotifications}
            onChange={(on) => set('pushNotifications', on)}
            hint="calls back a webhook the caller registers"
          />
          <CheckField
            label="State transition history"
            checked={card.capabilities.stateTransitionHistory === true}
            onChange={(on) => set('stateTransitionHistory', on)}
            hint="tasks keep their status history"
          />
        </div>
        <div className="cards-grid">
          <div className="cards-span">
            <TagInput
              label="Default input modes"
              itemName="input mode"
              suggestions={MEDIA_TYPES}
              values={card.defaultInputModes}
              onChange={(defaultInputModes) => edit({ defaultInputModes })}
              hint="Media types, e.g. text/plain, application/json"
            />
          </div>
          <div className="cards-span">
            <TagInput
              label="Default output modes"
              itemName="output mode"
              suggestions={MEDIA_TYPES}
              values={card.defaultOutputModes}
              onChange={(defaultOutputModes) => edit({ defaultOutputModes })}
            />
          </div>
        </div>
      </Section>
    );
  },
);
