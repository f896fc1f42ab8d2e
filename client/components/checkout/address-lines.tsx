// An address as an envelope shows it (issue 20): whom to, the lines, the postal code and city.
import type { Address, OrderAddress } from '../../../shared/schemas/shop-address.ts';

export function AddressLines({ address }: { address: Address | OrderAddress }) {
  const lines = [
    `${address.firstname} ${address.lastname}`.trim(),
    address.company,
    address.line1,
    address.line2,
    address.line3,
    `${address.zipcode} ${address.city}`.trim(),
    address.country.toUpperCase(),
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
