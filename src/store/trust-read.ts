// Which signature verdicts a policy's verdicts read. A module of its own: the selectors, the
// session and the review report all ask it, and none of them may import another for it.
import type { WorkspaceTrust } from '../core/card-trust';
import type { AdmissionPolicy } from '../core/policy';

/** No verdicts: every card reads as unsigned. One frozen value, so memos keyed by it hold. */
export const NO_TRUST: WorkspaceTrust = Object.freeze({});

/**
 * The signature verdicts `policy` reads: the cards' when its signature rule is on, else none, so
 * verdicts arriving from verification re-run nothing while the rule is off.
 */
export const trustRead = (policy: AdmissionPolicy, trust: WorkspaceTrust): WorkspaceTrust =>
  policy.requireTrustedSignature === true ? trust : NO_TRUST;
