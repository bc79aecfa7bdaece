// A small delegation workspace for the graph tests: one wholesale caller and agents that admit it,
// unless a test changes them.
import { makeCard, type AgentCard } from '../../../src/core/card';
import type { CallerContext } from '../../../src/core/caller';
import type { DelegationPath } from '../../../src/core/paths';
import { emptyWorkspace, type Workspace } from '../../../src/store';
import { pathReportsOf } from '../../../src/store/path-reports';

export const agent = (name: string, platform: Partial<AgentCard['platform']> = {}): AgentCard =>
  makeCard({
    name,
    description: `${name} does things`,
    url: `https://agents.example/${name}`,
    version: '1.0.0',
    platform: {
      owner: 'ops',
      tenants: ['wholesale'],
      maxDataClassification: 'restricted',
      ...platform,
    },
  });

export const caller = (
  agentId = 'desk',
  overrides: Partial<CallerContext> = {},
): CallerContext => ({
  agentId,
  tenant: 'wholesale',
  userId: 'u-1',
  scopes: ['delegate'],
  dataClassification: 'internal',
  delegationChain: [],
  ...overrides,
});

export function workspaceWith(paths: DelegationPath[], extra: Partial<Workspace> = {}): Workspace {
  return {
    ...emptyWorkspace(),
    name: 'Graph test',
    cards: [agent('a'), agent('b'), agent('c')],
    callers: [caller()],
    paths,
    ...extra,
  };
}

export const reportsOf = (ws: Workspace) => pathReportsOf(ws);
