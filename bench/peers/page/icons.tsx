// The small inline pictures of the chrome: as in Vitrine's header and footer, drawn in SVG.

const decorative = { 'aria-hidden': true, focusable: false } as const;

export function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" {...decorative}>
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function BurgerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" {...decorative}>
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" {...decorative}>
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" {...decorative}>
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function LeafLogo() {
  return (
    <svg className="site-logo__leaf" viewBox="0 0 32 32" {...decorative}>
      <circle cx="16" cy="16" r="16" fill="#0b6e4f" />
      <path d="M9 23c0-9 6-14 15-14-1 9-6 14-15 14z" fill="#e8f3ee" />
      <path d="M9 23c3-4 6-7 10-9" fill="none" stroke="#0b6e4f" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** A tricolour flag with its country's name (green, white, red: the only country the bench renders). */
export function CountryFlag({ name, id, className }: { name: string; id: string; className?: string }) {
  return (
    <svg
      className={className ? `country-flag ${className}` : 'country-flag'}
      viewBox="0 0 36 24"
      role="img"
      aria-label={name}
      focusable={false}
    >
      <title>{name}</title>
      <clipPath id={id}>
        <rect width="36" height="24" rx="2" />
      </clipPath>
      <g clipPath={`url(#${id})`}>
        <rect x="0" y="0" width="12" height="24" fill="#009246" />
        <rect x="12" y="0" width="12" height="24" fill="#ffffff" />
        <rect x="24" y="0" width="12" height="24" fill="#ce2b37" />
      </g>
      <rect width="35" height="23" x="0.5" y="0.5" rx="2" fill="none" stroke="rgb(0 0 0 / 15%)" />
    </svg>
  );
}

export function CertifiedLogo({ label, code }: { label: string; code: string }) {
  return (
    <svg className="certified-logo" viewBox="0 0 200 64" role="img" aria-label={label} focusable={false}>
      <rect x="1" y="1" width="198" height="62" rx="10" fill="#fff" stroke="#0b6e4f" strokeWidth="2" />
      <circle cx="32" cy="32" r="22" fill="#0b6e4f" />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" strokeWidth="1.5" strokeDasharray="2 3" />
      <path
        d="M23 32l6 6 12-13"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="64" y="38" fontSize="13" fill="#10261d" fontFamily="system-ui, sans-serif" fontWeight="800">
        {label.toUpperCase()}
      </text>
      <text
        x="186"
        y="56"
        textAnchor="end"
        fontSize="10"
        fontWeight="700"
        fill="#0b6e4f"
        fontFamily="system-ui, sans-serif"
      >
        {code.toUpperCase()}
      </text>
    </svg>
  );
}
