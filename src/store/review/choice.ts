// What the panels compare with, as the session holds it. Kept apart from baseline.ts, which resolves
// it, so the store can start with the default without the first page loading the resolution.
import type { ReviewedWorkspace } from '../workspace';

export type BaselineChoice =
  | { readonly kind: 'newest' }
  | { readonly kind: 'none' }
  | { readonly kind: 'review'; readonly id: string }
  | {
      readonly kind: 'snapshot';
      /** When it was taken, ISO 8601. */
      readonly takenAt: string;
      readonly workspace: ReviewedWorkspace;
    }
  | { readonly kind: 'file'; readonly fileName: string; readonly workspace: ReviewedWorkspace };

export const NEWEST_REVIEW: BaselineChoice = { kind: 'newest' };
