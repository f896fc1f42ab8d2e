// Distances as the locale writes them: one decimal below 10 km ('1,2'), whole kilometres above.
import { useMemo } from 'react';

import { LOCALE_INFO } from '../../../config/locales.ts';
import { useSite } from '../../app/site.tsx';

export function formatKm(km: number, iso: string): string {
  return new Intl.NumberFormat(iso, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

export function useFormatKm(): (km: number) => string {
  const { locale } = useSite();
  return useMemo(() => {
    const { iso } = LOCALE_INFO[locale];
    return (km: number) => formatKm(km, iso);
  }, [locale]);
}
