// Pages an editor has not published yet: a draft is never public, whatever its publication day
// says, and is seen only through a preview (published=0, the server's own calls).
import type { Migration } from '../migration.ts';

export const migration: Migration = {
  version: 4,
  name: 'draft-pages',
  sql: /* sql */ `
ALTER TABLE page ADD COLUMN draft INTEGER NOT NULL DEFAULT 0 CHECK (draft IN (0, 1));
`,
};
