// The data classification ladder: public < internal < confidential < restricted. A card says the
// highest level it may receive; a task carries the level of its data.
import { z } from 'zod';
import { err, ok, type Result } from './result';

export const CLASSIFICATIONS = ['public', 'internal', 'confidential', 'restricted'] as const;

export const classificationSchema = z.enum(CLASSIFICATIONS, {
  error: (issue) =>
    `unknown data classification: ${JSON.stringify(issue.input)} (expected one of ${CLASSIFICATIONS.join(', ')})`,
});
export type Classification = z.infer<typeof classificationSchema>;

const RANK: Readonly<Record<Classification, number>> = {
  public: 0,
  internal: 1,
  confidential: 2,
  restricted: 3,
};

/** Position on the ladder, 0 for public. */
export const classificationRank = (level: Classification): number => RANK[level];

/** Reads a level by name; an unknown name is an error that quotes it. */
export function parseClassification(
  name: string,
): Result<Classification, { code: 'UNKNOWN_CLASSIFICATION'; message: string }> {
  return (CLASSIFICATIONS as readonly string[]).includes(name)
    ? ok(name as Classification)
    : err('UNKNOWN_CLASSIFICATION', `unknown data classification: ${JSON.stringify(name)}`);
}

/** True when data at `level` may go to an agent cleared up to `clearance`. */
export const isClearedFor = (clearance: Classification, level: Classification): boolean =>
  classificationRank(clearance) >= classificationRank(level);
