// The QR-code visitor's language choice (qr-code-languages.tsx): a modal that cannot be
// dismissed, linking the same page in each language of the country (the page's alternates,
// decision 013). The links drop `utm_medium`, so the chosen page does not ask again; the other
// campaign parameters stay. The server renders it open, so it shows before the page runs; then it
// becomes modal.
import { LOCALE_INFO } from '../../../config/locales.ts';
import { useTranslation } from '../i18n.tsx';
import type { Alternate } from '../page-alternates.ts';
import { useModalDialog } from './use-modal-dialog.ts';

/** The alternate's path with the query, less utm_medium. */
export function languageLink(path: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('utm_medium');
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

export default function QrCodeLanguageChoice({
  alternates,
  search,
}: {
  alternates: readonly Alternate[];
  search: string;
}) {
  const { t } = useTranslation();
  const dialog = useModalDialog(true, null);
  return (
    <dialog
      ref={dialog}
      open
      className="qr-languages"
      aria-labelledby="qr-languages-title"
      aria-describedby="qr-languages-intro"
    >
      <h2 id="qr-languages-title">{t('qrCodeLanguage.title')}</h2>
      <p id="qr-languages-intro">{t('qrCodeLanguage.intro')}</p>
      <ul className="qr-languages__list">
        {alternates.map((alternate) => {
          const info = LOCALE_INFO[alternate.locale];
          return (
            <li key={alternate.locale}>
              <a className="button" href={languageLink(alternate.path, search)} hrefLang={info.iso} lang={info.iso}>
                {info.label}
              </a>
            </li>
          );
        })}
      </ul>
    </dialog>
  );
}
