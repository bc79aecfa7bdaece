// Long text goes into a field the way a user pastes it: one click, one paste. Typed key by key,
// every character re-renders the panel, which on a loaded machine takes longer than the test.
// user.type stays where typing itself is what a test checks (Enter, a comma, a refused keystroke).
import type { UserEvent } from '@testing-library/user-event';

/** Clicks `field`, which puts the caret at the end of its text, and pastes `text` there. */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
