// The flag of the site's country (SPEC §2.3), drawn here as simple SVG: no image request, and
// the country's name for screen readers.
import { useId } from 'react';

import type { Country } from '../../../config/countries.ts';
import { useTranslation } from '../i18n.tsx';

const STRIPES: Record<Exclude<Country, 'ch'>, { vertical: boolean; colours: readonly string[] }> = {
  be: { vertical: true, colours: ['#1d1d1b', '#fdda24', '#ef3340'] },
  it: { vertical: true, colours: ['#009246', '#ffffff', '#ce2b37'] },
  de: { vertical: false, colours: ['#1d1d1b', '#dd0000', '#ffce00'] },
  // Spain's stripes are 1:2:1; the arms are left out at this size.
  es: { vertical: false, colours: ['#c60b1e', '#ffc400', '#ffc400', '#c60b1e'] },
};

function Stripes({ country }: { country: Exclude<Country, 'ch'> }) {
  const { vertical, colours } = STRIPES[country];
  const size = 24 / colours.length;
  return (
    <>
      {colours.map((colour, index) =>
        vertical ? (
          <rect
            key={index}
            x={(index * 36) / colours.length}
            y={0}
            width={36 / colours.length}
            height={24}
            fill={colour}
          />
        ) : (
          <rect key={index} x={0} y={index * size} width={36} height={size} fill={colour} />
        ),
      )}
    </>
  );
}

export function CountryFlag({ country, className }: { country: Country; className?: string }) {
  const { t } = useTranslation();
  const clip = `flag-${useId().replace(/[^\w-]/g, '')}`;
  const name = t(`header.countries.${country}`);
  if (country === 'ch') {
    return (
      <svg
        className={`country-flag country-flag--square${className ? ` ${className}` : ''}`}
        viewBox="0 0 24 24"
        role="img"
        aria-label={name}
        focusable="false"
      >
        <title>{name}</title>
        <rect width="24" height="24" rx="2" fill="#da291c" />
        <path d="M10 5h4v5h5v4h-5v5h-4v-5H5v-4h5z" fill="#fff" />
      </svg>
    );
  }
  return (
    <svg
      className={`country-flag${className ? ` ${className}` : ''}`}
      viewBox="0 0 36 24"
      role="img"
      aria-label={name}
      focusable="false"
    >
      <title>{name}</title>
      <clipPath id={clip}>
        <rect width="36" height="24" rx="2" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <Stripes country={country} />
      </g>
      <rect width="35" height="23" x="0.5" y="0.5" rx="2" fill="none" stroke="rgb(0 0 0 / 15%)" />
    </svg>
  );
}
