// Routes of de-ch (SPEC §2.2).
import { defineTable } from '../define-table.ts';
import { GERMAN } from './languages/de.ts';

export const table = defineTable('de-ch', '/de', GERMAN);
