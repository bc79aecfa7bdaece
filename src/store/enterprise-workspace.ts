// The enterprise example as a workspace. Its own module, so the scenario's data is fetched only
// when someone opens it and never weighs on the first page.
import { ENTERPRISE } from '../scenarios/enterprise';
import type { Workspace } from './workspace';

/** About forty agents in five owners' hands, nine callers and fifteen planned paths. */
export function enterpriseWorkspace(): Workspace {
  return structuredClone({
    name: ENTERPRISE.name,
    cards: [...ENTERPRISE.cards],
    callers: [...ENTERPRISE.callers],
    policy: ENTERPRISE.policy,
    paths: [...ENTERPRISE.paths],
    behaviours: [...ENTERPRISE.behaviours],
    callbackHosts: [...ENTERPRISE.callbackHosts],
    layout: {},
  });
}
