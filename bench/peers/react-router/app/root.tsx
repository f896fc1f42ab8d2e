// The document and the chrome around every page; the chrome's data comes from the root loader,
// as a framework-mode app loads what every page shows.
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
} from 'react-router';

import { productPageData } from '../../page/product-page-data.server.ts';
import { SiteFooter } from '../../page/site-footer.tsx';
import { SiteHeader } from '../../page/site-header.tsx';

export function loader() {
  return productPageData().chrome;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="it-IT" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const chrome = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="layout layout--default">
      <SiteHeader chrome={chrome} path={pathname} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter footer={chrome.footer} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <h1>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Error'}</h1>;
}
