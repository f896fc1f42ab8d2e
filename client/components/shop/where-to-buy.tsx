// Where to buy a product (issue 20, SPEC reading A): the pharmacy finder; where the locale has
// none (Italy), who can advise, else the contact page. Shown on product pages and cards in every
// country: alone where the shop is off, beside the buy controls where it is on.
import { useTranslation } from '../../app/i18n.tsx';
import { useHref } from '../../app/site.tsx';

export function useWhereToBuy(): { href: string; finder: boolean } | null {
  const href = useHref();
  const finder = href('storeFinder');
  if (finder) return { href: finder, finder: true };
  const other = href('whoCanAdvise') ?? href('contact');
  return other ? { href: other, finder: false } : null;
}

export function WhereToBuy({ className = '' }: { className?: string }) {
  const { t } = useTranslation('product');
  const where = useWhereToBuy();
  if (!where) return null;
  return (
    <a className={`where-to-buy${className ? ` ${className}` : ''}`} href={where.href}>
      {t(where.finder ? 'shop.whereToBuy' : 'shop.askAdvice')}
    </a>
  );
}
