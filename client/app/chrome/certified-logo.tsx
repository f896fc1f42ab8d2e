// The certified-company logo of the footer (SPEC §2.3), one per code of config/countries.ts
// `certifiedLogo` (es, it, de, fr, be, nl): our own seal, drawn as SVG, its words in the
// language of the code.
import type { CertifiedLogo as Code } from '../../../config/countries.ts';

/** Longer lines take the smaller size: at 15, the 11 letters of UNTERNEHMEN reach the seal's edge. */
const LONG_LINE = 10;

const WORDS: Record<Code, { lines: readonly [string, string]; mark: string }> = {
  es: { lines: ['EMPRESA', 'CERTIFICADA'], mark: 'ES' },
  it: { lines: ['AZIENDA', 'CERTIFICATA'], mark: 'IT' },
  de: { lines: ['ZERTIFIZIERTES', 'UNTERNEHMEN'], mark: 'DE' },
  fr: { lines: ['ENTREPRISE', 'CERTIFIÉE'], mark: 'FR' },
  be: { lines: ['ENTREPRISE', 'CERTIFIÉE'], mark: 'BE' },
  nl: { lines: ['GECERTIFICEERD', 'BEDRIJF'], mark: 'NL' },
};

export function CertifiedLogo({ code, label }: { code: Code; label: string }) {
  const { lines, mark } = WORDS[code];
  return (
    <svg
      className="certified-logo"
      data-code={code}
      viewBox="0 0 200 64"
      role="img"
      aria-label={label}
      focusable="false"
    >
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
      <g fill="#10261d" fontFamily="system-ui, sans-serif" fontWeight="800">
        <text x="64" y="29" fontSize={lines[0].length > LONG_LINE ? 12 : 15}>
          {lines[0]}
        </text>
        <text x="64" y="47" fontSize={lines[1].length > LONG_LINE ? 12 : 15}>
          {lines[1]}
        </text>
      </g>
      <text
        x="186"
        y="56"
        textAnchor="end"
        fontSize="10"
        fontWeight="700"
        fill="#0b6e4f"
        fontFamily="system-ui, sans-serif"
      >
        {mark}
      </text>
    </svg>
  );
}
