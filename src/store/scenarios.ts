// The built-in workspaces a user can open from the scenario picker. Each loads on demand: the
// larger examples are separate chunks the first page never fetches.
import { defaultWorkspace, emptyWorkspace, type Workspace } from './workspace';

export interface Scenario {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly load: () => Promise<Workspace>;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'bank',
    label: 'Bank example',
    description: 'Three agent cards, the payments investigator, two planned paths',
    load: () => Promise.resolve(defaultWorkspace()),
  },
  {
    id: 'enterprise',
    label: 'Enterprise example',
    description:
      'A banking group: 38 agents of payments, retail, wealth, group risk and seven vendors; nine callers; fifteen paths',
    load: () => import('./enterprise-workspace').then((m) => m.enterpriseWorkspace()),
  },
  {
    id: 'empty',
    label: 'Empty workspace',
    description: 'No cards, callers or paths; the default admission policy',
    load: () => Promise.resolve(emptyWorkspace()),
  },
];
