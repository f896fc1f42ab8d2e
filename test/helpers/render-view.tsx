// Renders a client component as the server would, inside the providers every page has: the
// locale's translations and the Site of that locale (routes, currency, WebP flag).
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

export function renderView(element: ReactNode, locale: Locale = 'fr-be', site: Partial<Site> = {}): string {
  const translator = createTranslator({ language: LOCALE_INFO[locale].language, resources: { fr, nl, de, es, it } });
  return renderToString(
    <I18nProvider translator={translator}>
      <SiteProvider site={siteFor(locale, site)}>{element}</SiteProvider>
    </I18nProvider>,
  );
}
