// What went wrong with the whole submission, above the form: the SPEC §8 sentence of the error,
// and, when fields are wrong, a link to each of them with its message. With JavaScript it takes
// the focus when it appears, so a screen reader says it and the keyboard starts there.
import { forwardRef, type MouseEvent } from 'react';

import type { FieldErrors } from '../../../shared/forms/field-errors.ts';
import type { FormError } from '../../../shared/forms/form-protocol.ts';
import type { Translate } from '../../../shared/i18n/translator.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { fieldErrorText } from './field-error-text.ts';

export interface AlertField {
  name: string;
  id: string;
  label: string;
}

/** The sentence of a form-wide error (`t` reads the `forms` namespace). */
export function formErrorText(t: Translate, error: FormError): string {
  switch (error.code) {
    case 'invalid':
      return t('validation.requiredFields');
    case 'generic':
      return t('error');
    case 'antiSpam':
      return t('antiSpam');
    case 'rateLimited':
      return t('formErrors.rateLimited', { minutes: error.minutes ?? 60 });
    case 'tooManyAttempts':
      return t('formErrors.tooManyAttempts', { minutes: error.minutes ?? 15 });
    default:
      // sessionExpired, tooLarge, malformed and the account area's (SPEC §8).
      return t(`formErrors.${error.code}`);
  }
}

/**
 * With JavaScript a link of the summary focuses its field itself (label and all in view) rather
 * than navigating to the fragment: the page, and what was typed, stay as they are.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  control.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}

export interface FormAlertProps {
  formError: FormError | null;
  errors: FieldErrors;
  /** The form's fields in order, for the links to those in error. */
  fields: readonly AlertField[];
}

export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert(
  { formError, errors, fields },
  ref,
) {
  const { t } = useTranslation('forms');
  const wrong = fields.filter((field) => errors[field.name]);
  // Once every field the visitor was told about is right, 'fill in every required field' has nothing left to say.
  const error = formError?.code === 'invalid' && wrong.length === 0 ? null : formError;
  if (!error && wrong.length === 0) return null;
  const message = error ? formErrorText(t, error) : t('validation.requiredFields');
  return (
    <div ref={ref} className="form-alert" role="alert" tabIndex={-1}>
      <p className="form-alert__message">{message}</p>
      {error?.code === 'generic' && <p>{t('formErrors.kept')}</p>}
      {wrong.length > 0 && (
        <ul className="form-alert__fields">
          {wrong.map((field) => (
            <li key={field.name}>
              <a href={`#${field.id}`} onClick={(event) => focusField(event, field.id)}>
                {t('fieldMessage', { label: field.label, detail: fieldErrorText(t, errors[field.name]) })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
