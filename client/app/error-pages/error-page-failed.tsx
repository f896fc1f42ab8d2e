// SPEC §8: when the error page itself fails, a plain notice and a link home, nothing that could
// fail again (no layout, no data; the text falls back to English without translations).
import { useTranslator } from '../i18n.tsx';

export const ERROR_PAGE_FAILED_TEXT = 'error occurred while showing the error page';

export function ErrorPageFailed() {
  const translator = useTranslator();
  let text = ERROR_PAGE_FAILED_TEXT;
  let home = 'Home';
  try {
    if (translator) {
      text = translator.t('errors:errorPageFailed');
      home = translator.t('errors:notFound.backHome');
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
