// The button of an account form: it says the form is on its way while it is (aria-disabled, so it
// keeps the focus), and a status says so to screen readers.
import type { ReactNode } from 'react';

import { useTranslation } from '../../app/i18n.tsx';

/** `children`: what sits beside the button (a link back). */
export function SubmitButton({ sending, label, children }: { sending: boolean; label: string; children?: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <div className="form__actions">
      <button type="submit" className="button form__submit" aria-disabled={sending || undefined}>
        {sending ? t('saving') : label}
      </button>
      {children}
      <p className="visually-hidden" role="status">
        {sending ? t('saving') : ''}
      </p>
    </div>
  );
}
