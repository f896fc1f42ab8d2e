// The HTML document around the app (DESIGN.md §4): <html lang>, the head of HeadData, the query
// state known before the shell and the router's hydration data (escaped, with the request's
// nonce), the root the client hydrates and the script that starts the entry and exactly the
// page's chunks once the page is painted (start-after-paint.ts).
import type { DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { consentAskScript } from '../../client/app/consent/consent-choice.ts';
import type { RouterBootState } from '../../client/app/page-hydration.ts';
import type { PublicConfig } from '../../client/app/public-config.ts';
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { INITIAL_STATE_GLOBAL, ROOT_ID } from '../../shared/streamed-state.ts';
import type { HeadData } from './head.ts';
import { serializeState } from './serialize-state.ts';
import { START_ENTRY_ATTRIBUTE, START_PRELOAD_ATTRIBUTE, startAfterPaintScript } from './start-after-paint.ts';

export { INITIAL_STATE_GLOBAL, ROOT_ID };

export interface DocumentProps {
  locale: Locale;
  head: HeadData;
  nonce: string;
  /** `scripts`: the entry's file first, then the page's chunks (manifest.ts, preloadsFor). */
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
  const [entry, ...chunks] = preloads.scripts;
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
        {entry && (
          <script
            nonce={nonce}
            {...{ [START_ENTRY_ATTRIBUTE]: entry, [START_PRELOAD_ATTRIBUTE]: chunks.join(' ') || undefined }}
            dangerouslySetInnerHTML={{ __html: startAfterPaintScript }}
          />
        )}
      </body>
    </html>
  );
}
