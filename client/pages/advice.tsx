// An advice article (SPEC §2.2 'Advice article', by slug): its theme, title, date and body, then
// the articles to read next, streamed in. Breadcrumb: Nos conseils › theme › article.
import { themedArticlePage } from '../components/editorial/themed-article-page.tsx';

export const page = themedArticlePage({ type: 'advice', themeRoute: 'adviceTheme', themeParam: 'theme' });
