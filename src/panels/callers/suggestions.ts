// What the caller editor offers while typing, gathered from the workspace: scopes the policy and
// the cards ask for or other callers hold, and the agent names a chain can mention.
import type { Workspace } from '../../store';

const sorted = (values: Iterable<string>) => [...new Set(values)].filter((v) => v !== '').sort();

/** Every scope named by the policy, a card's security requirements or OAuth flows, or a caller. */
export function scopeSuggestions(ws: Workspace): string[] {
  const scopes: string[] = [];
  if (ws.policy.requiredScope !== undefined) scopes.push(ws.policy.requiredScope);
  for (const caller of ws.callers) scopes.push(...caller.scopes);
  for (const card of ws.cards) {
    for (const requirement of card.security) scopes.push(...Object.values(requirement).flat());
    for (const scheme of Object.values(card.securitySchemes)) {
      if (scheme.type !== 'oauth2') continue;
      for (const flow of Object.values(scheme.flows))
        if (flow) scopes.push(...Object.keys(flow.scopes));
    }
  }
  return sorted(scopes);
}

/** Every card name and caller id, for the delegation chain. */
export const agentSuggestions = (ws: Workspace): string[] =>
  sorted([...ws.cards.map((c) => c.name), ...ws.callers.map((c) => c.agentId)]);
