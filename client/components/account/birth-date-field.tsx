// The birth date of SPEC §3/§5: day, month and year, each required, in three selects grouped
// under one question; the group's message is the first of its three fields'. The years go from
// this one back to OLDEST_BIRTH_YEAR.
import { OLDEST_BIRTH_YEAR } from '../../../shared/forms/account/birth-date.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { controlAria, FieldMessage, RequiredMark } from '../forms/field.tsx';

export type BirthField = 'birthDay' | 'birthMonth' | 'birthYear';

export interface BirthDateFieldProps {
  /** The id of each select is `${idPrefix}-${field}`. */
  idPrefix: string;
  values: Readonly<Record<BirthField, string>>;
  /** The message of each field, already in words. */
  errors: Readonly<Partial<Record<BirthField, string | null>>>;
  onChange: (field: BirthField, value: string) => void;
  onBlur: (field: BirthField) => void;
}

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));

export function BirthDateField({ idPrefix, values, errors, onChange, onBlur }: BirthDateFieldProps) {
  const { t } = useTranslation('account');
  const { t: tf } = useTranslation('forms');
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - OLDEST_BIRTH_YEAR + 1 }, (_, index) => String(thisYear - index));
  const parts: { field: BirthField; options: { value: string; label: string }[] }[] = [
    { field: 'birthDay', options: DAYS.map((day) => ({ value: day, label: day })) },
    { field: 'birthMonth', options: MONTHS.map((month) => ({ value: month, label: t(`months.${month}`) })) },
    { field: 'birthYear', options: years.map((year) => ({ value: year, label: year })) },
  ];
  const error = errors.birthDay ?? errors.birthMonth ?? errors.birthYear ?? null;
  const groupId = `${idPrefix}-birthDate`;
  return (
    <fieldset
      className={`form-field birth-date${error ? ' form-field--invalid' : ''}`}
      aria-describedby={error ? `${groupId}-error` : undefined}
    >
      <legend className="form-field__label">
        {t('fields.birthDate')}
        <RequiredMark />
      </legend>
      <div className="birth-date__parts">
        {parts.map(({ field, options }) => {
          const id = `${idPrefix}-${field}`;
          return (
            <div key={field} className="birth-date__part">
              <label className="birth-date__label" htmlFor={id}>
                {t(`fields.${field}`)}
              </label>
              <select
                id={id}
                name={field}
                value={values[field]}
                required
                className="form-field__control"
                onChange={(event) => onChange(field, event.target.value)}
                onBlur={() => onBlur(field)}
                {...controlAria(id, { error: errors[field] })}
                aria-describedby={error ? `${groupId}-error` : undefined}
              >
                <option value="">{tf('select')}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <FieldMessage id={groupId} error={error} />
    </fieldset>
  );
}
