// Reviews over time, as the first page needs them: the baseline choice and the recorded reviews.
// Comparisons, fingerprints, their wording, the report and the Cedar files are imported from their
// modules (store/review/comparison, content, describe, summary, report/, cedar-files) by the panels
// that show them, so the first page never loads them.
export { newestReview, reviewsOf, selectBaseline, type BaselineChoice } from './baseline';
