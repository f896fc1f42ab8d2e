// The city of the contact form (SPEC §5): it asks for the postal code first, then offers the
// cities the lookup knows for it. Without JavaScript (and while the page hydrates) it is a text
// field, or the select of the cities the server found when it rendered the form again; when the
// lookup fails it falls back to a text field, so the visitor can always go on.
import { useTranslation } from '../../app/i18n.tsx';
import { SelectControl, TextControl } from './controls.tsx';

/** What the browser knows of the postal code's cities. */
export type CityChoices =
  | { state: 'server'; cities: readonly string[] | null }
  | { state: 'needsZip' }
  | { state: 'searching' }
  | { state: 'failed' }
  | { state: 'found'; cities: readonly string[] };

export interface CityFieldProps {
  id: string;
  value: string;
  error: string | null;
  choices: CityChoices;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function CityField({ id, value, error, choices, onChange, onBlur }: CityFieldProps) {
  const { t } = useTranslation('forms');
  const common = {
    id,
    name: 'city',
    label: t('fields.city'),
    value,
    required: true,
    error,
    onChange,
    onBlur,
    className: 'form-field--city',
  };
  const listed = choices.state === 'found' ? choices.cities : choices.state === 'server' ? choices.cities : null;
  if (listed && listed.length > 0) {
    return (
      <SelectControl
        {...common}
        options={listed.map((city) => ({ value: city, label: city }))}
        placeholder={t('city.choose')}
        autoComplete="address-level2"
      />
    );
  }
  if (choices.state === 'server' || choices.state === 'failed') {
    return (
      <TextControl
        {...common}
        autoComplete="address-level2"
        hint={choices.state === 'failed' ? t('city.lookupFailed') : null}
      />
    );
  }
  // No city to offer yet: the hint says why, and the select stays focusable so the summary's link lands on it.
  // The message, when there is one, already asks for the postal code.
  const hint = choices.state === 'searching' ? t('city.searching') : error ? null : t('city.needsZip');
  return <SelectControl {...common} value="" options={[]} placeholder={t('city.choose')} hint={hint} />;
}
