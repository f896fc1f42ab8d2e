// The request's locale among its country's (SPEC §1): path prefix, cookie, Accept-Language,
// fallback order; remembered in a 365-day cookie and sent back as Content-Language.
//
// The app i18n instance's language detector (server/i18n/create-i18n.ts) decides, as
// i18next-http-middleware's `handle` would have it decide, but without `handle`'s per-request
// work: an i18next clone per request, switched to the locale, with req.t / req.i18n and
// res.locals.t / i18n / language / languageDir bound to it. Nothing reads those (pages translate
// with their own translator, shared/i18n/translator.ts), and the clone cost about a tenth of a
// millisecond per request.
import type { RequestHandler } from 'express';
import type { i18n as I18n } from 'i18next';

import { isLocale } from '../../config/locales.ts';

/** Paths that carry no locale: assets and the content API (as `handle`'s ignoreRoutes, anywhere in the path). */
const IGNORED_ROUTES = ['/assets/', '/api/'];

/** What is used of i18next-http-middleware's LanguageDetector. */
interface Detector {
  detect(req: unknown, res: unknown): string | undefined;
  cacheUserLanguage(req: unknown, res: unknown, language: string): void;
}

export function localeDetection({ i18n }: { i18n: I18n }): RequestHandler {
  const detector = i18n?.services?.languageDetector as Detector | undefined;
  if (!detector || typeof detector.detect !== 'function')
    throw new Error('localeDetection needs the app i18n instance (createI18n)');
  return function localeDetectionMiddleware(req, res, next) {
    const path = req.path;
    if (IGNORED_ROUTES.some((route) => path.includes(route))) return next();
    const detected = detector.detect(req, res);
    if (detected) {
      if (!res.headersSent && res.getHeader('Content-Language') !== detected)
        res.setHeader('Content-Language', detected.replace(/[\r\n\x00-\x1F\x7F]/g, ''));
      // The locale cookie, unless the visitor already has this one (the countryCookie detector).
      detector.cacheUserLanguage(req, res, detected);
    }
    if (isLocale(detected)) res.locals.locale = detected;
    next();
  };
}
