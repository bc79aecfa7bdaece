// Every field of the shown card. The platform's unpublished metadata comes right after the identity
// because discovery and admission turn on it, and it is set apart so nobody mistakes it for card.
import type { AgentCard } from '../../core/card';
import { Deferred } from '../../components/deferred';
import { AsPublished } from './as-published';
import { CapabilitiesSection } from './capabilities-section';
import { CardChanges, CardWhatIf } from './card-changes';
import { IdentitySection } from './identity-section';
import { InterfacesSection } from './interfaces-section';
import { LiveCardCheck } from './live-card-check';
import { PlatformSection } from './platform-section';
import { ProviderSection } from './provider-section';
import { RequirementsSection } from './requirements-section';
import { SchemesSection } from './schemes-section';
import { SignaturesSection } from './signatures-section';
import { SkillsSection } from './skills-section';
import { useCardEdit } from './use-card-edit';

export interface CardEditorProps {
  readonly card: AgentCard;
  readonly index: number;
}

export function CardEditor({ card, index }: CardEditorProps) {
  const edit = useCardEdit(card.name, index);
  return (
    <div className="cards-editor">
      <CardChanges name={card.name} />
      <IdentitySection card={card} edit={edit} />
      <InterfacesSection card={card} edit={edit} />
      {/* Below the fold when the panel opens (1440 × 900 and smaller): drawn a render later. */}
      <Deferred>
        <SignaturesSection card={card} />
        <AsPublished card={card} index={index} />
        <PlatformSection card={card} edit={edit} />
        <CardWhatIf name={card.name} prefix="platform" />
        <ProviderSection card={card} edit={edit} />
        <CapabilitiesSection card={card} edit={edit} />
        <SkillsSection card={card} edit={edit} />
        <SchemesSection card={card} edit={edit} />
        <CardWhatIf name={card.name} prefix="securitySchemes" />
        <RequirementsSection card={card} edit={edit} />
        <LiveCardCheck card={card} />
      </Deferred>
    </div>
  );
}
