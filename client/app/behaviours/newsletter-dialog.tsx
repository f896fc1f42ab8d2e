// The newsletter pop-in's content (newsletter-pop-in.tsx): its title, a word on what the
// newsletter brings, the sign-up form of the newsletter page (same checks, same endpoint), and
// the close button. A sign-up stored counts as closing: the button will not come back.
import { NewsletterForm } from '../../components/forms/newsletter-form.tsx';
import { CloseIcon } from '../chrome/close-icon.tsx';
import { useTranslation } from '../i18n.tsx';

export default function NewsletterDialogContent({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="newsletter-pop-in__content">
      <button
        type="button"
        className="icon-button newsletter-pop-in__close"
        onClick={onClose}
        aria-label={t('newsletterPopIn.closeLabel')}
        title={t('newsletterPopIn.close')}
      >
        <CloseIcon />
      </button>
      <h2 id="newsletter-pop-in-title">{t('newsletterPopIn.title')}</h2>
      <p>{t('newsletterPopIn.text')}</p>
      <NewsletterForm variant="popin" onDone={onDone} />
    </div>
  );
}
