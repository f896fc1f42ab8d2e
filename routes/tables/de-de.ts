// Routes of de-de (SPEC §2.2).
import { defineTable } from '../define-table.ts';
import { GERMAN } from './languages/de.ts';

export const table = defineTable('de-de', '', GERMAN);
