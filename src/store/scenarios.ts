// The built-in workspaces a user can open from the scenario picker.
import { defaultWorkspace, emptyWorkspace, type Workspace } from './workspace';

export interface Scenario {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly create: () => Workspace;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'bank',
    label: 'Bank example',
    description: 'Three agent cards, the payments investigator, two planned paths',
    create: defaultWorkspace,
  },
  {
    id: 'empty',
    label: 'Empty workspace',
    description: 'No cards, callers or paths; the default admission policy',
    create: emptyWorkspace,
  },
];
