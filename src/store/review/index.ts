// Reviews over time, as the first page needs them: the baseline choice. Baselines, comparisons,
// fingerprints, their wording, the report and the Cedar files are imported from their modules
// (store/review/baseline, comparison, content, describe, summary, report/, cedar-files) by the
// panels that show them, so the first page never loads them.
export type { BaselineChoice } from './choice';
