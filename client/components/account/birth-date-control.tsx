// SPEC §5's birth date: day, month and year, each required, as three selects under one legend
// (the months by name in the visitor's language, the years from this one back to
// OLDEST_BIRTH_YEAR). The group's message is its first field's; each select says it is invalid.
import { OLDEST_BIRTH_YEAR } from '../../../shared/forms/account/birth-date.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { FieldMessage, RequiredMark } from '../forms/field.tsx';
import type { ControlBinding } from './use-account-form.ts';

export interface BirthDateControlProps {
  day: ControlBinding;
  month: ControlBinding;
  year: ControlBinding;
  /** The year the list starts from (this one unless given: tests). */
  thisYear?: number;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_value, index) => (from <= to ? from + index : from - index));

export function BirthDateControl({ day, month, year, thisYear = new Date().getFullYear() }: BirthDateControlProps) {
  const { t } = useTranslation('account');
  const error = day.error ?? month.error ?? year.error;
  const groupId = `${day.id}-group`;
  const parts = [
    {
      binding: day,
      label: t('fields.birthDay'),
      options: range(1, 31).map((n) => ({ value: String(n), label: String(n) })),
    },
    {
      binding: month,
      label: t('fields.birthMonth'),
      options: range(1, 12).map((n) => ({ value: String(n), label: t(`months.${n}`) })),
    },
    {
      binding: year,
      label: t('fields.birthYear'),
      options: range(thisYear, OLDEST_BIRTH_YEAR).map((n) => ({ value: String(n), label: String(n) })),
    },
  ];
  return (
    <fieldset
      className={`form-field form-field--birth-date${error ? ' form-field--invalid' : ''}`}
      aria-describedby={error ? `${groupId}-error` : undefined}
    >
      <legend className="form-field__label">
        {t('fields.birthDate')}
        <RequiredMark />
      </legend>
      <div className="birth-date">
        {parts.map(({ binding, label, options }) => (
          <div key={binding.name} className="birth-date__part">
            <label className="birth-date__label" htmlFor={binding.id}>
              {label}
            </label>
            <select
              id={binding.id}
              name={binding.name}
              value={binding.value}
              required
              autoComplete={binding === day ? 'bday-day' : binding === month ? 'bday-month' : 'bday-year'}
              className="form-field__control"
              onChange={(event) => binding.onChange(event.target.value)}
              onBlur={binding.onBlur}
              aria-invalid={binding.error ? true : undefined}
            >
              <option value="">–</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <FieldMessage id={groupId} error={error} />
    </fieldset>
  );
}
