// Civilities of the contact and account forms (SPEC §3 'Contact request': Ms/Madame or
// M/Monsieur; §7 GET /civilities), labelled in each language.
import type { Localized } from './types.ts';

export const CIVILITIES: readonly { id: number; code: 'ms' | 'mr'; label: Localized }[] = Object.freeze([
  { id: 1, code: 'ms', label: Object.freeze({ fr: 'Madame', nl: 'Mevrouw', de: 'Frau', es: 'Señora', it: 'Signora' }) },
  { id: 2, code: 'mr', label: Object.freeze({ fr: 'Monsieur', nl: 'Meneer', de: 'Herr', es: 'Señor', it: 'Signore' }) },
]);
