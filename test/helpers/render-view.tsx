// Renders a client component as the server would, inside the providers every page has: the
// locale's translations and the Site of that locale (routes, currency, WebP flag), and reads the
// markup as a browser does: parsed into a happy-dom document, queried with Testing Library by
// role, name and text rather than with regular expressions over the HTML.
//
// Hand assert strings, numbers and booleans, never a node: a failing assertion's message
// inspects its values deeply, and a happy-dom node holds its whole window (minutes of work). So
// absence is `queryAllBy…(…).length, 0`, and identity `assert.ok(a === b)`.
import { type BoundFunctions, type queries, within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

import { I18nProvider } from '../../client/app/i18n.tsx';
import { type Site, SiteProvider } from '../../client/app/site.tsx';
import { COUNTRY_INFO } from '../../config/countries.ts';
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { ALL_TABLES } from '../../routes/all-tables.ts';
import { createRouter } from '../../routes/compiler.ts';
import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';

const router = createRouter({ tables: ALL_TABLES });

export function siteFor(locale: Locale, overrides: Partial<Site> = {}): Site {
  const country = locale.slice(3) as Site['country'];
  const info = COUNTRY_INFO[country];
  return {
    locale,
    country,
    shopId: info.shopId,
    router,
    webp: false,
    currencySymbol: info.currency.symbol,
    siteUrl: `https://${country}.example`,
    loginUrl: `${info.proUrl}login`,
    productsPerPage: 12,
    ...overrides,
  };
}

/** A rendered view: the body holding the markup, and Testing Library's queries bound to it. */
export type View = BoundFunctions<typeof queries> & { container: HTMLElement };

// One window per test file (node --test runs each file in a process of its own); each view gets
// a document of its own in it, so that ids and aria references of two views never meet.
const window = new Window();

/** Server markup parsed as a browser parses it, into the body of a fresh document. */
export function viewOf(html: string): View {
  return documentOf(`<!DOCTYPE html><html><body>${html}</body></html>`);
}

/**
 * A whole served document parsed as a browser parses it: the queries are bound to its body, and
 * the document is there for what its head holds (title, meta, link, JSON-LD scripts).
 */
export function documentOf(html: string): View & { document: Document } {
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  const container = document.body;
  return { document, container, ...within(container) };
}

/** Renders an element as the server would, in the locale's providers, and parses the markup (see viewOf). */
export function renderView(element: ReactNode, locale: Locale = 'fr-be', site: Partial<Site> = {}): View {
  const translator = createTranslator({ language: LOCALE_INFO[locale].language, resources: { fr, nl, de, es, it } });
  return viewOf(
    renderToString(
      <I18nProvider translator={translator}>
        <SiteProvider site={siteFor(locale, site)}>{element}</SiteProvider>
      </I18nProvider>,
    ),
  );
}
