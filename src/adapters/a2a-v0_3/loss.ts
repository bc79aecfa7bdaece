// What an A2A 0.3.0 Task cannot say about a kernel task in its own words: the rule table both
// A2A versions share (shared/a2a-loss.ts), since their Tasks carry the same kernel fields.
export { a2aLoss as a2aV03Loss } from '../shared/a2a-loss';
