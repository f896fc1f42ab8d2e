// One i18next instance per app (not the global one), with a language detector restricted to
// the request's country. The renderer adds the translation resources to the same instance.
import { createInstance, type i18n as I18n } from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';

import { type Country, COUNTRY_INFO } from '../../config/countries.ts';
import { type Locale, LOCALES } from '../../config/locales.ts';
import { LOCALE_COOKIE_MAX_AGE_DAYS } from '../../shared/constants.ts';
import {
  fallbackLocale,
  localeForTag,
  localeFromAcceptLanguage,
  localeFromPath,
  type LocalePrefix,
} from './pick-locale.ts';

export const LOCALE_COOKIE = 'locale';

interface DetectorRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, unknown>;
}
interface DetectorResponse {
  locals: { country?: Country };
  append(name: string, value: string): void;
}

export interface I18nOptions {
  /** Path prefix of each locale, from the router (tables or locale-code reading). */
  prefixOf: (locale: Locale) => string;
  /** Whether the locale cookie gets the Secure attribute (https sites). */
  secureCookie: boolean;
}

const countryLocales = (res: DetectorResponse): readonly Locale[] => COUNTRY_INFO[res.locals.country ?? 'it'].locales;

export function createI18n({ prefixOf, secureCookie }: I18nOptions): I18n {
  const prefixes = new Map<Country, LocalePrefix[]>(
    Object.values(COUNTRY_INFO).map((country) => [
      country.code,
      country.locales.map((locale) => ({ locale, prefix: prefixOf(locale) })),
    ]),
  );
  const detector = new LanguageDetector(null, {
    order: ['countryPath', 'countryCookie', 'countryHeader', 'countryFallback'],
    caches: ['countryCookie'],
  });
  detector.addDetector({
    name: 'countryPath',
    lookup: (req: DetectorRequest, res: DetectorResponse) =>
      localeFromPath(req.path, prefixes.get(res.locals.country ?? 'it') ?? []) ?? undefined,
  });
  detector.addDetector({
    name: 'countryCookie',
    lookup(req: DetectorRequest, res: DetectorResponse) {
      const value = req.cookies?.[LOCALE_COOKIE];
      return typeof value === 'string' ? (localeForTag(value, countryLocales(res)) ?? undefined) : undefined;
    },
    cacheUserLanguage(req: DetectorRequest, res: DetectorResponse, locale: string) {
      if (req.cookies?.[LOCALE_COOKIE] === locale || !(LOCALES as readonly string[]).includes(locale)) return;
      const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
      res.append(
        'Set-Cookie',
        `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secureCookie ? '; Secure' : ''}`,
      );
    },
  });
  detector.addDetector({
    name: 'countryHeader',
    lookup: (req: DetectorRequest, res: DetectorResponse) => {
      const header = req.headers['accept-language'];
      return (
        localeFromAcceptLanguage(typeof header === 'string' ? header : undefined, countryLocales(res)) ?? undefined
      );
    },
  });
  detector.addDetector({
    name: 'countryFallback',
    lookup: (_req: DetectorRequest, res: DetectorResponse) => fallbackLocale(countryLocales(res)),
  });

  const i18n = createInstance();
  // With initAsync false and the resources in memory, init is done when it returns; its promise carries nothing.
  void i18n.use(detector).init({
    supportedLngs: [...LOCALES],
    lowerCaseLng: true,
    fallbackLng: false,
    load: 'currentOnly',
    initAsync: false,
    resources: {},
    interpolation: { escapeValue: false },
  });
  return i18n;
}
