// How the importer's detected card versions are named to people.
import type { DetectedVersion } from './read-fields';

export const VERSION_NAMES: Record<DetectedVersion, string> = {
  '1.0': 'A2A 1.0',
  '1.0+0.3': 'A2A 1.0 with 0.3 fields',
  '0.3': 'A2A 0.3',
  '0.2': 'A2A 0.2',
  '0.1': 'A2A 0.1',
  acp: 'ACP agent manifest',
  unknown: 'not recognised',
};
