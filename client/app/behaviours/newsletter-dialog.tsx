// The newsletter pop-in's content (newsletter-pop-in.tsx): its title, a word on what the
// newsletter brings, the way to subscribe, and the close button.
import { CloseIcon } from '../chrome/close-icon.tsx';
import { useTranslation } from '../i18n.tsx';

export default function NewsletterDialogContent({ newsletterPath, onClose }: { newsletterPath: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="newsletter-pop-in__content">
      <button type="button" className="icon-button newsletter-pop-in__close" onClick={onClose} aria-label={t('newsletterPopIn.closeLabel')} title={t('newsletterPopIn.close')}>
        <CloseIcon />
      </button>
      <h2 id="newsletter-pop-in-title">{t('newsletterPopIn.title')}</h2>
      <p>{t('newsletterPopIn.text')}</p>
      <a className="button" href={newsletterPath} onClick={onClose}>
        {t('newsletterPopIn.subscribe')}
      </a>
    </div>
  );
}
