// The mobile menu's language dropdown (SPEC §2.3 'Mobile menu'): the country's flag and the
// current language on a button that shows the languages of the country, each a link to the same
// page in that language. Escape closes it and gives focus back to the button. Shown only where
// the country has more than one language.
import { type KeyboardEvent, useId, useRef, useState } from 'react';

import { LOCALE_INFO } from '../../../config/locales.ts';
import { useTranslation } from '../i18n.tsx';
import type { Alternate } from '../page-alternates.ts';
import { useSite } from '../site.tsx';
import { CountryFlag } from './country-flag.tsx';

export function LanguageDropdown({ alternates }: { alternates: readonly Alternate[] }) {
  const { t } = useTranslation();
  const { locale, country } = useSite();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (alternates.length < 2) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      // Only the dropdown closes, not the menu around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div className="language-dropdown" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="language-dropdown__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        <CountryFlag country={country} />
        <span>{t('header.language', { language: LOCALE_INFO[locale].label })}</span>
      </button>
      <ul id={id} className="language-dropdown__list" hidden={!open} aria-label={t('header.languageSelector')}>
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
              >
                {info.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
