// One labelled field of a form: its label (with the starred-fields mark when required), an
// optional hint, the control, and its message right after it. The control points at the hint and
// the message (aria-describedby) and says whether it is invalid.
import type { ReactNode } from 'react';

export interface FieldDescription {
  hint?: string | null | undefined;
  error?: string | null | undefined;
}

/** What a control says about its field to assistive technologies. */
export function controlAria(id: string, { hint, error }: FieldDescription) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

export function RequiredMark() {
  return (
    <span className="form-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

export function FieldMessage({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="form-field__error">
      {error}
    </p>
  ) : null;
}

export interface FieldProps extends FieldDescription {
  id: string;
  label: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

export function Field({ id, label, required = false, hint, error, className, children }: FieldProps) {
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {children}
      <FieldMessage id={id} error={error} />
    </div>
  );
}
