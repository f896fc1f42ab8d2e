// The controls of the forms, each inside its Field: text (one line or several), select, a group
// of radio buttons, a checkbox. Values are strings, as a form sends them; `onBlur` lets the form
// check a field once the visitor leaves it.
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';

import { controlAria, Field, type FieldDescription, FieldMessage, RequiredMark } from './field.tsx';

interface ControlProps extends FieldDescription {
  id: string;
  name: string;
  label: string;
  value: string;
  required?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export interface TextControlProps extends ControlProps {
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'numeric' | 'email';
  /** A textarea of this many rows instead of one line. */
  rows?: number;
  className?: string;
}

export function TextControl({
  id,
  name,
  label,
  value,
  required,
  hint,
  error,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  inputMode,
  rows,
  className,
}: TextControlProps) {
  const shared = {
    id,
    name,
    value,
    required,
    className: 'form-field__control',
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
    ...controlAria(id, { hint, error }),
  };
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {rows ? (
        <textarea {...shared} rows={rows} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

export interface SelectControlProps extends ControlProps {
  options: readonly Option[];
  /** A first option without value ('Sélectionnez'), for a choice the visitor must make. */
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  disabled?: boolean;
  className?: string;
}

export function SelectControl({
  id,
  name,
  label,
  value,
  required,
  hint,
  error,
  onChange,
  onBlur,
  options,
  placeholder,
  autoComplete,
  disabled,
  className,
}: SelectControlProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        className="form-field__control"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...controlAria(id, { hint, error })}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export interface RadioGroupProps extends ControlProps {
  options: readonly Option[];
}

/**
 * A fieldset whose legend is the question; the message is tied to the group. The first button
 * carries the field's id, so the error summary's link lands on it.
 */
export function RadioGroup({ id, name, label, value, required, error, onChange, onBlur, options }: RadioGroupProps) {
  return (
    <fieldset
      className={`form-field form-field--choices${error ? ' form-field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-field__label">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="form-field__choices">
        {options.map((option, index) => (
          <label key={option.value} className="form-field__choice">
            <input
              id={index === 0 ? id : `${id}-${index}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}

export interface CheckboxControlProps extends Omit<ControlProps, 'value' | 'onChange'> {
  /** What the box sends when ticked. */
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the box commits to, under it (the newsletter's consent and its data-protection link). */
  description?: ReactNode;
}

export function CheckboxControl({
  id,
  name,
  label,
  value,
  checked,
  required,
  error,
  onChange,
  onBlur,
  description,
}: CheckboxControlProps) {
  const aria = controlAria(id, { error });
  const describedBy = [description ? `${id}-description` : null, aria['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className={`form-field form-field--checkbox${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          required={required}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          {...aria}
          aria-describedby={describedBy || undefined}
        />
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </label>
      {description && (
        <p id={`${id}-description`} className="form-field__hint form-field__hint--choice">
          {description}
        </p>
      )}
      <FieldMessage id={id} error={error} />
    </div>
  );
}
