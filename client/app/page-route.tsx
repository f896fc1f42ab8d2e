// A page that can be shown: the screen's component in its layout.
import { useDocumentTitle } from './document-title.ts';
import { LAYOUTS } from './layouts/layouts.ts';
import type { PageData } from './page-loader.ts';
import { loadedPage } from './page-registry.ts';

export function PageRoute({ data }: { data: PageData }) {
  const { match, title } = data;
  const page = loadedPage(match.kind);
  const Layout = LAYOUTS[page.layout ?? 'default'];
  useDocumentTitle(title);
  return (
    <Layout>
      <page.Page key={`${match.name}:${JSON.stringify(match.params)}`} match={match} />
    </Layout>
  );
}
