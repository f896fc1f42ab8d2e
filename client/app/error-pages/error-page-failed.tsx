// SPEC §8: when the error page itself fails, a plain notice and a link home, nothing that could
// fail again (no layout, no data; the text falls back to English without translations).
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

export const ERROR_PAGE_FAILED_TEXT = 'error occurred while showing the error page';

export function ErrorPageFailed() {
  const i18n = useContext(I18nContext)?.i18n;
  let text = ERROR_PAGE_FAILED_TEXT;
  let home = 'Home';
  try {
    if (i18n) {
      text = i18n.t('errors:errorPageFailed');
      home = i18n.t('errors:notFound.backHome');
    }
  } catch {
    // The plain English notice stays.
  }
  return (
    <div className="error-page error-page--plain" role="alert">
      <p>{text}</p>
      <p>
        <a href="/">{home}</a>
      </p>
    </div>
  );
}
