// A global setting of the catalog (SPEC §3 'Global setting': the first value is the one used);
// the chrome shows an element when its setting is '1' (point_of_sale, newsletter,
// newsletter_pop_in). Off while the settings are unknown (they failed to load).
import { useApi } from '../api-context.tsx';
import { settingsQuery } from '../queries/site.ts';
import { useQuery } from '../query-hooks.ts';

export type SettingCode = 'point_of_sale' | 'newsletter' | 'newsletter_pop_in';

export function useSettingOn(code: SettingCode): boolean {
  const { data } = useQuery(settingsQuery(useApi()));
  return data?.find((setting) => setting.code === code)?.values[0]?.value === '1';
}
