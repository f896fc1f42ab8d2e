// A small, complete HTML page the server can send without React: the maintenance page until
// the renderer serves it, and the error pages of the error handler.
import type { Language } from '../../config/locales.ts';
import { type Locale, LOCALE_INFO } from '../../config/locales.ts';
import { escapeHtml } from '../../shared/format/escape-markup.ts';
import type { LanguageResources } from '../../shared/i18n/namespaces.ts';
import { de } from '../../shared/i18n/resources/de.ts';
import { es } from '../../shared/i18n/resources/es.ts';
import { fr } from '../../shared/i18n/resources/fr.ts';
import { it } from '../../shared/i18n/resources/it.ts';
import { nl } from '../../shared/i18n/resources/nl.ts';
import { FALLBACK_STYLE } from './fallback-style.ts';

export type FallbackPageKind = 'maintenance' | 'badRequest' | 'unauthorized' | 'notFound' | 'generic';

export function fallbackPageKind(statusCode: number): FallbackPageKind {
  if (statusCode === 400) return 'badRequest';
  if (statusCode === 401) return 'unauthorized';
  if (statusCode === 404) return 'notFound';
  if (statusCode === 503) return 'maintenance';
  return 'generic';
}

/** `homeHref` is the locale's home path, the target of the page's link home. */
const RESOURCES: Readonly<Record<Language, LanguageResources>> = { fr, nl, de, es, it };

/** The texts of a page kind, from the site's translation resources (shared/i18n). */
function textsOf(kind: FallbackPageKind, language: Language): { title: string; body: string; hint?: string } {
  const { errors } = RESOURCES[language];
  switch (kind) {
    case 'maintenance':
      return { title: errors.maintenance.title, body: errors.maintenance.body, hint: errors.maintenance.retryLater };
    case 'badRequest':
      return { title: errors.badRequest.title, body: errors.badRequest.body };
    case 'unauthorized':
      return { title: errors.unauthorized.title, body: errors.unauthorized.body, hint: errors.unauthorized.loginHint };
    case 'notFound':
      return { title: errors.notFound.title, body: errors.notFound.body, hint: errors.notFound.searchHint };
    case 'generic':
      // SPEC §8: every other status shows 'Une erreur a eu lieu'.
      return { title: errors.serverError.title, body: errors.serverError.body };
  }
}

export function fallbackPage(kind: FallbackPageKind, locale: Locale, homeHref: string): string {
  const info = LOCALE_INFO[locale];
  const resources = RESOURCES[info.language];
  const page = textsOf(kind, info.language);
  const texts = { appTitle: resources.common.appTitle, backHome: resources.errors.notFound.backHome };
  const hint = page.hint ? `<p>${escapeHtml(page.hint)}</p>` : '';
  return `<!doctype html>
<html lang="${info.iso}" dir="${info.direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} - ${escapeHtml(texts.appTitle)}</title>
<style>${FALLBACK_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.body)}</p>
${hint}
${kind === 'maintenance' ? '' : `<p><a href="${escapeHtml(homeHref)}">${escapeHtml(texts.backHome)}</a></p>`}
</main>
</body>
</html>
`;
}
