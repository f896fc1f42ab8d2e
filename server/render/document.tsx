// The HTML document around the app (DESIGN.md §4): <html lang>, the head of HeadData, the
// modulepreload links of exactly the page's chunks, the query state known before the shell and
// the router's hydration data (escaped, with the request's nonce) and the root the client hydrates.
import type { DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { consentAskScript } from '../../client/app/consent/consent-choice.ts';
import type { RouterBootState } from '../../client/app/page-hydration.ts';
import type { PublicConfig } from '../../client/app/public-config.ts';
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { INITIAL_STATE_GLOBAL, ROOT_ID } from '../../shared/streamed-state.ts';
import type { HeadData } from './head.ts';
import { serializeState } from './serialize-state.ts';

export { INITIAL_STATE_GLOBAL, ROOT_ID };

export interface DocumentProps {
  locale: Locale;
  head: HeadData;
  nonce: string;
  preloads: { scripts: readonly string[]; styles: readonly string[]; fonts?: readonly string[] };
  initialState: DehydratedState;
  /** Values the browser may see (STYLE.md: an explicit list; nothing else leaves the server). */
  publicConfig: PublicConfig;
  /** The router's hydration data (the page's loader outcome), so the browser runs no loader. */
  routerState: RouterBootState;
  children: ReactNode;
}

export function Document({
  locale,
  head,
  nonce,
  preloads,
  initialState,
  publicConfig,
  routerState,
  children,
}: DocumentProps) {
  const info = LOCALE_INFO[locale];
  const state = { queries: initialState, config: publicConfig, router: routerState };
  const boot = `self.${INITIAL_STATE_GLOBAL}=${serializeState(state)}`;
  return (
    <html lang={info.iso} dir={info.direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.noindex && <meta name="robots" content="noindex" />}
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        {head.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        <meta property="og:type" content={head.openGraph.type} />
        <meta property="og:title" content={head.openGraph.title} />
        <meta property="og:description" content={head.openGraph.description} />
        {head.openGraph.url && <meta property="og:url" content={head.openGraph.url} />}
        <meta property="og:locale" content={head.openGraph.locale} />
        {head.openGraph.image && <meta property="og:image" content={head.openGraph.image} />}
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        {preloads.fonts?.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {preloads.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {preloads.scripts.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {head.jsonLd.map((data, index) => (
          <script
            key={index}
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: serializeState(data) }}
          />
        ))}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: boot }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentAskScript }} />
      </head>
      <body>
        <div id={ROOT_ID}>{children}</div>
      </body>
    </html>
  );
}
