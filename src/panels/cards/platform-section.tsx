// The platform's own facts about the agent. They drive discovery and admission and are never
// part of the published card, so the section looks different and says so.
import { CLASSIFICATIONS } from '../../core/classification';
import { EyeOffIcon } from '../../components/panel-icons';
import { SelectField } from '../../components/select-field';
import { Section } from './section';
import { cardSection } from './section-memo';
import { useShallow } from 'zustand/react/shallow';
import { TagInput } from '../../components/tag-input';
import { useWorkbench } from '../../store';
import { tenantSuggestions } from './suggestions';
import { TextField } from './text-field';

export const PlatformSection = cardSection(['platform'], function PlatformSection({ card, edit }) {
  const platform = card.platform;
  const tenants = useWorkbench(useShallow((s) => tenantSuggestions(s.workspace)));
  return (
    <Section
      className="cards-platform"
      title="Platform metadata — not published"
      description={
        <>
          <EyeOffIcon /> Kept by the platform for discovery and admission; never appears in the
          published JSON.
        </>
      }
    >
      <div className="cards-grid">
        <TextField
          label="Owner"
          mono
          value={platform.owner}
          apply={(owner) => edit({ platform: { ...platform, owner } }, 'owner')}
        />
        <SelectField
          label="Max data classification"
          value={platform.maxDataClassification}
          options={CLASSIFICATIONS}
          onChange={(maxDataClassification) =>
            edit({ platform: { ...platform, maxDataClassification } })
          }
        />
        <div className="cards-span">
          <TagInput
            label="Tenants"
            itemName="tenant"
            suggestions={tenants}
            emptyText="No tenants."
            values={platform.tenants}
            onChange={(tenants) => edit({ platform: { ...platform, tenants } })}
            hint={
              platform.tenants.length === 0
                ? 'No tenants: callers of every tenant may see and call it.'
                : 'Only callers of these tenants may see and call it.'
            }
          />
        </div>
      </div>
    </Section>
  );
});
