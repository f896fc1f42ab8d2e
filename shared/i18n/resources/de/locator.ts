// German texts, namespace locator: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const locator = {} as const satisfies NamespaceTexts<'locator'>;
