// The admission policy is data: a reviewer edits it and every verdict recomputes.
import { z } from 'zod';
import { schemeTypeSchema } from './card';

export const admissionPolicySchema = z.object({
  maxDepth: z.number().int().min(0, 'max depth cannot be negative').max(64),
  acceptableSchemes: z.array(schemeTypeSchema),
  /** When set, a caller must hold this scope to delegate at all. */
  requiredScope: z.string().min(1).optional(),
  /**
   * When true, a caller may delegate only to a card with a valid signature from a trusted key.
   * Absent (off) in the reference's policy and in every workspace saved before the rule existed.
   */
  requireTrustedSignature: z.boolean().optional(),
});
export type AdmissionPolicy = z.infer<typeof admissionPolicySchema>;

/** The reference's policy: depth 4, oauth2 or mutualTLS, no scope required. */
export const DEFAULT_POLICY: AdmissionPolicy = {
  maxDepth: 4,
  acceptableSchemes: ['oauth2', 'mutualTLS'],
};
