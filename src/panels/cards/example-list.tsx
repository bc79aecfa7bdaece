// Example prompts for a skill, one input each.
import { Button, IconButton } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import { PlusIcon } from '../../components/panel-icons';

export interface ExampleListProps {
  readonly examples: readonly string[];
  /** `field` is set for typing, so a run of keystrokes is one undo step. */
  readonly onChange: (examples: string[], field?: string) => void;
}

export function ExampleList({ examples, onChange }: ExampleListProps) {
  return (
    <div className="field cards-span">
      <span className="field-label">Examples</span>
      {examples.length > 0 && (
        <ol className="cards-examples">
          {examples.map((example, i) => (
            <li key={i} className="cards-example">
              <input
                className="input"
                aria-label={`Example ${i + 1}`}
                value={example}
                onChange={(e) =>
                  onChange(
                    examples.map((x, j) => (j === i ? e.target.value : x)),
                    `example ${i + 1}`,
                  )
                }
              />
              <IconButton
                size="sm"
                label={`Remove example ${i + 1}`}
                icon={<CloseIcon />}
                onClick={() => onChange(examples.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button
          size="sm"
          variant="ghost"
          icon={<PlusIcon />}
          onClick={() => onChange([...examples, ''])}
        >
          Add example
        </Button>
      </div>
    </div>
  );
}
