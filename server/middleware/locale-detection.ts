// The request's locale among its country's (SPEC §1): path prefix, cookie, Accept-Language,
// fallback order; remembered in a 365-day cookie. i18next-http-middleware gives each request
// its own i18n clone (req.t, req.i18n) in that locale.
import type { RequestHandler } from 'express';
import type { i18n as I18n } from 'i18next';
import { handle } from 'i18next-http-middleware';
import { isLocale } from '../../config/locales.ts';

export function localeDetection({ i18n }: { i18n: I18n }): RequestHandler {
  if (!i18n?.services?.languageDetector) throw new Error('localeDetection needs the app i18n instance (createI18n)');
  const i18nextMiddleware = handle(i18n, { ignoreRoutes: ['/assets/', '/api/'] });
  return function localeDetectionMiddleware(req, res, next) {
    i18nextMiddleware(req, res, (error?: unknown) => {
      if (error) return next(error);
      const detected = (req as { language?: string }).language;
      if (isLocale(detected)) res.locals.locale = detected;
      next();
    });
  };
}
