// The banner of a preview (decision 010): the content shown may not be published yet, and only
// visitors with a session see it. A CMS page's publication date is given.
import { useTranslation } from '../../app/i18n.tsx';
import { PublicationDate } from '../cards/publication-date.tsx';

export function PreviewNotice({ publishedAt }: { publishedAt?: string | undefined }) {
  const { t } = useTranslation('editorial');
  return (
    <aside className="preview-notice" aria-label={t('preview.crumb')}>
      <p>{t('preview.notice')}</p>
      {publishedAt && (
        <p>
          {t('preview.publication')} <PublicationDate day={publishedAt} />
        </p>
      )}
    </aside>
  );
}
