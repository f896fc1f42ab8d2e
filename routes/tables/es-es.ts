// Routes of es-es (SPEC §2.2).
import { defineTable } from '../define-table.ts';
import { SPANISH } from './languages/es.ts';

export const table = defineTable('es-es', '', SPANISH);
