// Routes of nl-be (SPEC §2.2).
import { defineTable } from '../define-table.ts';
import { DUTCH } from './languages/nl.ts';

export const table = defineTable('nl-be', '/nl', DUTCH);
