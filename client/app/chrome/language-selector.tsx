// The language selector (SPEC §2.3, §4 'Locale switch'): the languages of the current country,
// each a link to the same page in that language (page-alternates.ts), home where it has none.
// A plain link, loaded by the browser (its hreflang keeps client-side navigation away): the next
// page loads in its own language, and the server stores the new locale in the locale cookie. Nothing shows in a country of one language.
import { LOCALE_INFO } from '../../../config/locales.ts';
import { useTranslation } from '../i18n.tsx';
import type { Alternate } from '../page-alternates.ts';
import { useSite } from '../site.tsx';

export function LanguageSelector({ alternates }: { alternates: readonly Alternate[] }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  if (alternates.length < 2) return null;
  return (
    <nav className="language-selector" aria-label={t('header.languageSelector')}>
      <ul>
        {alternates.map((alternate) => {
          const info = LOCALE_INFO[alternate.locale];
          const current = alternate.locale === locale;
          return (
            <li key={alternate.locale}>
              <a
                href={alternate.path + (alternate.query ?? '')}
                hrefLang={info.iso}
                lang={info.iso}
                aria-current={current ? 'true' : undefined}
                className={current ? 'language-selector__current' : undefined}
              >
                <span aria-hidden="true">{info.language.toUpperCase()}</span>
                <span className="visually-hidden">{info.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
