// Routes of fr-ch (SPEC §2.2).
import { defineTable } from '../define-table.ts';
import { FRENCH } from './languages/fr.ts';

export const table = defineTable('fr-ch', '/fr', FRENCH);
