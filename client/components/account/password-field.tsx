// A password of the account forms: never echoed by the server, a button (with JavaScript) to show
// or hide what was typed, and for a new password the live strength meter below it.
import { useState } from 'react';

import { useTranslation } from '../../app/i18n.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { controlAria, Field } from '../forms/field.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}

export interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | null;
  autoComplete: 'current-password' | 'new-password';
  /** Shows the strength meter, judging the password against these words of the visitor's. */
  meter?: { personal: readonly string[] };
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function PasswordField({
  id,
  name,
  label,
  value,
  error,
  autoComplete,
  meter,
  onChange,
  onBlur,
}: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const meterId = `${id}-meter`;
  const aria = controlAria(id, { error });
  const describedBy = [aria['aria-describedby'], meter ? meterId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field id={id} label={label} required error={error} className="form-field--password">
      <div className="password-field">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          required
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          className="form-field__control"
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={describedBy}
        />
        {hydrated && (
          <button
            type="button"
            className="password-field__toggle"
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
            <span className="visually-hidden">{t(visible ? 'password.hide' : 'password.show')}</span>
          </button>
        )}
      </div>
      {meter && <PasswordStrengthMeter id={meterId} password={value} personal={meter.personal} />}
    </Field>
  );
}
