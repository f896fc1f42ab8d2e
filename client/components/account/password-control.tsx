// A password field: the label, the control (never filled in again by the server: a refused form
// asks for the password anew), a button to show or hide what was typed (with JavaScript), and,
// for a new password, the live strength meter of SPEC §5 under it.
import { useState } from 'react';

import { useTranslation } from '../../app/i18n.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { Field } from '../forms/field.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import type { ControlBinding } from './use-account-form.ts';

export interface PasswordControlProps extends ControlBinding {
  label: string;
  required?: boolean;
  autoComplete: 'current-password' | 'new-password';
  /** Shows the strength meter, judging the password against these words of the visitor's. */
  meter?: { personal: readonly string[] };
}

export function PasswordControl({
  id,
  name,
  value,
  error,
  onChange,
  onBlur,
  label,
  required = true,
  autoComplete,
  meter,
}: PasswordControlProps) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const meterId = `${id}-meter`;
  const describedBy = [meter ? meterId : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Field id={id} label={label} required={required} error={error} className="form-field--password">
      <div className="password-control">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          value={value}
          required={required}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          className="form-field__control"
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {hydrated && (
          <button
            type="button"
            className="password-control__toggle"
            aria-controls={id}
            aria-pressed={shown}
            onClick={() => setShown((now) => !now)}
          >
            {t(shown ? 'password.hide' : 'password.show')}
          </button>
        )}
      </div>
      {meter && <PasswordStrengthMeter id={meterId} password={value} personal={meter.personal} />}
    </Field>
  );
}
