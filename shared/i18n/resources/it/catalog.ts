// Italian texts, namespace catalog: the keys and placeholders of the French reference.
import type { NamespaceTexts } from '../../namespaces.ts';

export const catalog = {} as const satisfies NamespaceTexts<'catalog'>;
