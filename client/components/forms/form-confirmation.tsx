// The page a form leads to once it is stored: the confirmation as the page's heading (focused
// after the in-page navigation, so it is said at once), a word on what follows, the way home.
import { useTranslation } from '../../app/i18n.tsx';
import { useHref } from '../../app/site.tsx';
import { MAIN_HEADING_ID } from '../editorial/main-heading.ts';

/** `message` and `body` are keys of the `forms` texts. */
export function FormConfirmation({ message, body }: { message: string; body: string }) {
  const { t } = useTranslation('forms');
  const href = useHref();
  return (
    <section className="form-confirmation">
      <h1 id={MAIN_HEADING_ID} tabIndex={-1}>
        {t(message)}
      </h1>
      <p>{t(body)}</p>
      <p>
        <a className="button" href={href('home') ?? '/'}>
          {t('backHome')}
        </a>
      </p>
    </section>
  );
}
