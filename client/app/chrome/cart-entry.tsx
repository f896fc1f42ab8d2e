// The header's cart (issue 20), where the country's shop is open: a link to the cart with the
// number of boxes in it, which the page's state carries (0 on the pages a shared cache keeps: a
// visitor with a cart has a cookie, and their pages are their own) and a cart form's answer
// updates. Its accessible name says the count ("Cart, 3 items").
import { useTranslation } from '../i18n.tsx';
import { cartCountQuery } from '../queries/cart.ts';
import { useQuery } from '../query-hooks.ts';
import { useHref, useSite } from '../site.tsx';

function BasketIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M3 9h18l-2 11H5L3 9Zm5 0 4-6 4 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function CartEntry() {
  const { t } = useTranslation('product');
  const { shop } = useSite();
  const cart = useHref()('cart');
  const { data: count } = useQuery(cartCountQuery());
  if (!shop || !cart) return null;
  const known = typeof count === 'number';
  return (
    <a
      className="cart-entry"
      href={cart}
      aria-label={known ? t('shop.cartLabel', { count }) : t('shop.cart')}
      data-count={known ? count : undefined}
    >
      <BasketIcon />
      <span className="cart-entry__text" aria-hidden="true">
        {t('shop.cart')}
      </span>
      {/* Apart in the text as on screen: the accessible name ("Cart, 3 items") holds the visible words "Cart 3". */}{' '}
      {known && count > 0 && (
        <span className="cart-entry__count" aria-hidden="true">
          {count}
        </span>
      )}
    </a>
  );
}
