// The pure workspace edits, for panels that commit with a merge key (a run of typing).
export * from './behaviours';
export * from './callers';
export * from './cards';
export * from './paths';
export * from './settings';
export { uniqueName } from './list';
export * from './reviews';
