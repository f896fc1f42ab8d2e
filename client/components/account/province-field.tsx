// SPEC §5 'select a province' (the Spanish block): the provinces of GET /provincials in a select,
// asked for only where the locale's forms follow that block's rules.
import { useApi } from '../../app/api-context.tsx';
import { useTranslation } from '../../app/i18n.tsx';
import { provincesQuery } from '../../app/queries/provinces.ts';
import { useSuspenseQuery } from '../../app/query-hooks.ts';
import { SelectControl } from '../forms/controls.tsx';

export interface ProvinceFieldProps {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function ProvinceField({ id, value, error, onChange, onBlur }: ProvinceFieldProps) {
  const { t } = useTranslation('account');
  const { t: tf } = useTranslation('forms');
  const { data: provinces } = useSuspenseQuery(provincesQuery(useApi()));
  return (
    <SelectControl
      id={id}
      name="province"
      label={t('fields.province')}
      value={value}
      error={error}
      required
      placeholder={tf('select')}
      options={provinces.map((province) => ({ value: province.code, label: province.name }))}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
