// A quality and innovation page (SPEC §2.2, by slug): its category, title, date and body, then
// the pages to read next. Breadcrumb: Qualité et innovation › category › page.
import { themedArticlePage } from '../components/editorial/themed-article-page.tsx';

export const page = themedArticlePage({ type: 'innovation', themeRoute: 'innovations', themeParam: 'category' });
