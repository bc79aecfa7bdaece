// One skill: id, name, description, tags and examples, with its place in the list.
import type { Skill } from '../../core/card';
import { IconButton } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import { DownIcon, UpIcon } from '../../components/panel-icons';
import { ExampleList } from './example-list';
import { TagInput } from '../../components/tag-input';
import { TextField } from './text-field';

export interface SkillEditorProps {
  readonly skill: Skill;
  readonly index: number;
  readonly count: number;
  /** Stores the changed skill; `field` merges a run of typing into one undo step. */
  readonly apply: (skill: Skill, field?: string) => string | undefined;
  /** The ids of the other skills, which this one may not reuse. */
  readonly otherIds: readonly string[];
  readonly onMove: (to: number) => void;
  readonly onRemove: () => void;
  /** Tags other skills use, offered as one-click additions. */
  readonly tagOptions: readonly string[];
}

export function SkillEditor({
  skill,
  index,
  count,
  apply,
  otherIds,
  onMove,
  onRemove,
  tagOptions,
}: SkillEditorProps) {
  const n = index + 1;
  const title = skill.name.trim() === '' ? skill.id : skill.name;
  return (
    <li className="cards-item">
      <fieldset className="cards-item-fieldset">
        <legend className="cards-item-legend">
          <span className="cards-item-number">Skill {n}</span>{' '}
          <span className="cards-item-title">{title}</span>
        </legend>
        <div className="cards-item-actions">
          <IconButton
            size="sm"
            label={`Move skill ${n} up`}
            icon={<UpIcon />}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          />
          <IconButton
            size="sm"
            label={`Move skill ${n} down`}
            icon={<DownIcon />}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          />
          <IconButton
            size="sm"
            label={`Remove skill ${n}`}
            icon={<CloseIcon />}
            onClick={onRemove}
          />
        </div>
        <div className="cards-grid">
          <TextField
            label="Skill ID"
            mono
            value={skill.id}
            apply={(id) =>
              otherIds.includes(id)
                ? `another skill already has the id ${JSON.stringify(id)}`
                : apply({ ...skill, id }, `skill ${n} id`)
            }
          />
          <TextField
            label="Skill name"
            value={skill.name}
            apply={(name) => apply({ ...skill, name }, `skill ${n} name`)}
          />
          <TextField
            className="cards-span"
            label="Skill description"
            multiline
            value={skill.description}
            apply={(description) => apply({ ...skill, description }, `skill ${n} description`)}
          />
          <div className="cards-span">
            <TagInput
              label="Skill tags"
              itemName="tag"
              suggestions={tagOptions}
              emptyText="No tags."
              values={skill.tags}
              onChange={(tags) => apply({ ...skill, tags })}
              hint="Discovery ranks agents by the tags a caller asks for."
            />
          </div>
          <ExampleList
            examples={skill.examples}
            onChange={(examples, field) =>
              apply({ ...skill, examples }, field && `skill ${n} ${field}`)
            }
          />
        </div>
      </fieldset>
    </li>
  );
}
