// Spanish texts, namespace editorial: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const editorial = {} as const satisfies NamespaceTexts<'editorial'>;
