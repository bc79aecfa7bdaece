// The card's skills: what discovery matches callers' tags against.
import type { Skill } from '../../core/card';
import { Button } from '../../components/button';
import { useShallow } from 'zustand/react/shallow';
import { edits, useWorkbench } from '../../store';
import { tagSuggestions } from './suggestions';
import { PlusIcon } from '../../components/panel-icons';
import { move } from './card-fields';
import { Section } from './section';
import { cardSection } from './section-memo';
import { SkillEditor } from './skill-editor';

export const SkillsSection = cardSection(['skills'], function SkillsSection({ card, edit }) {
  const tags = useWorkbench(useShallow((s) => tagSuggestions(s.workspace)));
  const setSkills = (skills: Skill[], field?: string) => edit({ skills }, field);
  const addSkill = () => {
    const id = edits.uniqueName('skill', new Set(card.skills.map((s) => s.id)));
    setSkills([...card.skills, { id, name: 'New skill', description: '', tags: [], examples: [] }]);
  };
  return (
    <Section
      title="Skills"
      description={
        card.skills.length === 0
          ? 'No skills yet: discovery cannot match this agent to any tag.'
          : `${card.skills.length} ${card.skills.length === 1 ? 'skill' : 'skills'}, in the order callers see them.`
      }
      actions={
        <Button size="sm" icon={<PlusIcon />} onClick={addSkill}>
          Add skill
        </Button>
      }
    >
      {card.skills.length > 0 && (
        <ol className="cards-items">
          {card.skills.map((skill, index) => (
            <SkillEditor
              // Skills are edited in place; the index is their identity while the card is shown.
              key={index}
              skill={skill}
              index={index}
              count={card.skills.length}
              otherIds={card.skills.filter((_, i) => i !== index).map((s) => s.id)}
              apply={(next, field) =>
                setSkills(
                  card.skills.map((s, i) => (i === index ? next : s)),
                  field,
                )
              }
              onMove={(to) => setSkills(move(card.skills, index, to))}
              tagOptions={tags}
              onRemove={() => setSkills(card.skills.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      )}
    </Section>
  );
});
