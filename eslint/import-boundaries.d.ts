// Types of import-boundaries.js for the tests (the lint's own files are plain JavaScript).
import type { Rule } from 'eslint';

export const MAY_IMPORT: Readonly<Record<string, readonly string[]>>;
export const NODE_LAYERS: ReadonlySet<string>;
export function layerOf(relativePath: string): string | null;
export const importBoundaries: Rule.RuleModule;
