// The platform metadata a card decoded from the wire gets when none is given: the wire never
// carries owner, tenants or clearance, so a decoded card starts as unknown, shared by nobody,
// cleared for internal data only.
import type { PlatformMeta } from '../../core/card';

/** What a card decoded without platform metadata gets: no owner, no tenants, internal data only. */
export const UNKNOWN_PLATFORM: PlatformMeta = {
  owner: 'unknown',
  tenants: [],
  maxDataClassification: 'internal',
};
