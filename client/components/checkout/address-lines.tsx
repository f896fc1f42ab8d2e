// An address as an envelope shows it (issue 20): whom to, the lines, the postal code and city,
// and the country by its name in the visitor's language (its code when the name is unknown).
import { COUNTRIES, type Country } from '../../../config/countries.ts';
import type { Address, OrderAddress } from '../../../shared/schemas/shop-address.ts';
import { useTranslation } from '../../app/i18n.tsx';

const isCountry = (code: string): code is Country => (COUNTRIES as readonly string[]).includes(code);

export function AddressLines({ address }: { address: Address | OrderAddress }) {
  const { t } = useTranslation('forms');
  const lines = [
    `${address.firstname} ${address.lastname}`.trim(),
    address.company,
    address.line1,
    address.line2,
    address.line3,
    `${address.zipcode} ${address.city}`.trim(),
    isCountry(address.country) ? t(`countries.${address.country}`) : address.country.toUpperCase(),
  ].filter((line) => line !== '');
  return (
    <span className="address-lines">
      {lines.map((line, index) => (
        <span key={index} className="address-lines__line">
          {line}
        </span>
      ))}
    </span>
  );
}
