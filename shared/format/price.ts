// Prices as SPEC §9 writes them: a comma before the decimals, two decimals only when the amount
// has cents, and the currency symbol after the amount when one is given ('12,90 €', '15 €').
export function formatPrice(amount: number, symbol?: string): string {
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  const text = whole ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
  return symbol ? `${text}\u00a0${symbol}` : text;
}
