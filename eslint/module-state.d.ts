// Types for the module-state rule (written in JavaScript so ESLint loads it without a build step).
import type { ESLint } from 'eslint';

declare const plugin: ESLint.Plugin;
export default plugin;
