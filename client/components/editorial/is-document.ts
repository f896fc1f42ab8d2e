// Legal (standard) and corporate pages are texts to read and cite: documents, shown dated, with
// a table of contents and without a decorative visual (editorial-article.tsx, decision 035).
import type { Page } from '../../../shared/schemas/page.ts';

export const isDocument = (page: Pick<Page, 'type'>): boolean => page.type === 'standard' || page.type === 'corpo';
