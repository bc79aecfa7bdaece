// Small pure helpers that build card patches from one edited field.
import type { AgentCard } from '../../core/card';

/** A patch setting an optional text field, or removing it when the text is empty. */
export const optionalText = (text: string): string | undefined => (text === '' ? undefined : text);

/** The provider with one field changed; an empty provider is removed rather than kept blank. */
export function withProvider(
  provider: AgentCard['provider'],
  key: 'organization' | 'url',
  text: string,
): Pick<AgentCard, 'provider'> {
  const next = { organization: '', url: '', ...provider, [key]: text };
  return { provider: next.organization === '' && next.url === '' ? undefined : next };
}

/** `items` with the item at `from` moved to `to` (both in range). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** `value` without its `key` property (for optional fields emptied by the user). */
export function omit<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)) as Omit<T, K>;
}
