// The button that sends an account form, and its pending state: while the answer is on its way
// it says so (to screen readers too) and a second press sends nothing.
import type { ReactNode } from 'react';

import { useTranslation } from '../../app/i18n.tsx';

/** `children`: what sits beside the button (a link back). */
export function SubmitButton({ sending, label, children }: { sending: boolean; label: string; children?: ReactNode }) {
  const { t } = useTranslation('forms');
  return (
    <div className="form__actions">
      <button type="submit" className="button form__submit" aria-disabled={sending || undefined}>
        {sending ? t('sending') : label}
      </button>
      {children}
      <p className="visually-hidden" role="status">
        {sending ? t('sending') : ''}
      </p>
    </div>
  );
}
