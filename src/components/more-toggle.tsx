// The line under a list drawn in part: how many items are left out, and a button that draws them
// all or goes back to the first ones. PathJson (lines) and the Lifecycle artifact list (parts)
// use it.
import { Button } from './button';
import './more-toggle.css';

export interface MoreToggleProps {
  /** Whether every item is drawn. */
  readonly all: boolean;
  /** What the line says, for the state it is in. */
  readonly text: string;
  /** The button's words: to draw all, and to go back to the first items. */
  readonly showAll: string;
  readonly showFirst: string;
  /** What the button acts on, for its accessible name ("… of Big"). */
  readonly of: string;
  readonly onToggle: () => void;
  readonly className?: string;
}

export function MoreToggle({
  all,
  text,
  showAll,
  showFirst,
  of,
  onToggle,
  className,
}: MoreToggleProps) {
  const words = all ? showFirst : showAll;
  return (
    <p className={`more-toggle ${className ?? ''}`.trim()}>
      <span>{text}</span>
      <Button size="sm" aria-label={`${words} of ${of}`} onClick={onToggle}>
        {words}
      </Button>
    </p>
  );
}
