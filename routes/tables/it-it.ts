// Routes of it-it (SPEC §2.2).
import { defineTable } from '../define-table.ts';
import { ITALIAN } from './languages/it.ts';

export const table = defineTable('it-it', '', ITALIAN);
