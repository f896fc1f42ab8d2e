// The page route's element: the screen's component in its layout.
import { useLoaderData } from 'react-router';
import { useDocumentTitle } from './document-title.ts';
import { LAYOUTS } from './layouts/layouts.ts';
import { loadedPage } from './page-registry.ts';
import type { PageData } from './routes.tsx';

export function PageRoute() {
  const { match, title } = useLoaderData() as PageData;
  const page = loadedPage(match.kind);
  const Layout = LAYOUTS[page.layout ?? 'default'];
  useDocumentTitle(title);
  return (
    <Layout>
      <page.Page key={`${match.name}:${JSON.stringify(match.params)}`} match={match} />
    </Layout>
  );
}
