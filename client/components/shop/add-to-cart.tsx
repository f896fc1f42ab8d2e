// "Add to cart" on a product's page (a conditioning and a quantity) and card (one box of the main
// conditioning), issue 20. A POST form to the page the visitor is on (its route action takes it on
// any page), which works without JavaScript (the server leads to the cart, saying the product was
// added, or renders the page again with the refusal); with it a fetcher sends it, the button says
// it is pending, a live region says it was added (or why not) and the header's count follows from
// the answer. An out-of-stock product cannot be added: the button is disabled and says why. Where
// the country's shop is off, only where to buy shows (SPEC reading A).
import { type FormEvent, useId } from 'react';
import { useActionData, useFetcher, useLocation } from 'react-router';

import { formatPrice } from '../../../shared/format/price.ts';
import { CSRF_FIELD, FORM_FIELD, type FormAnswer, RETURN_FIELD } from '../../../shared/forms/form-protocol.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { useQuery } from '../../app/query-hooks.ts';
import { useHref, useSite } from '../../app/site.tsx';
import { shopRefusalText } from './shop-message.ts';
import { WhereToBuy } from './where-to-buy.tsx';

export interface AddToCartProps {
  productId: number;
  name: string;
  /** The product's page offers its conditionings; a card adds the main one. */
  conditionings?: Product['conditionings'];
  /** The product cannot be had (SPEC: out of stock). */
  outOfStock: boolean;
  /** A card's small form: one box, no choice. */
  compact?: boolean;
}

export function AddToCart(props: AddToCartProps) {
  const { shop } = useSite();
  if (!shop)
    return (
      <div className={`buy${props.compact ? ' buy--card' : ''}`}>
        <WhereToBuy className={props.compact ? 'where-to-buy--card' : undefined} />
      </div>
    );
  return <BuyForm {...props} />;
}

/** The buy controls, where the shop is open (a data router's fetcher sends them). */
function BuyForm({ productId, name, conditionings = [], outOfStock, compact = false }: AddToCartProps) {
  const { t } = useTranslation('product');
  const { currencySymbol } = useSite();
  const href = useHref();
  const { pathname, search } = useLocation();
  const { data: token } = useQuery(formTokenQuery());
  const fetcher = useFetcher<FormAnswer>({ key: `cart-add-${productId}${compact ? '-card' : ''}` });
  const served = useActionData() as FormAnswer | undefined;
  const statusId = useId();
  const quantityId = useId();
  const conditioningId = useId();
  const where = <WhereToBuy className={compact ? 'where-to-buy--card' : undefined} />;

  const sending = fetcher.state !== 'idle';
  const servedRefusal =
    served && !served.ok && served.form === 'cartAdd' && served.values.product === String(productId) ? served : null;
  const answer = sending ? null : fetcher.data;
  const refusal = answer && !answer.ok ? answer : answer ? null : servedRefusal;
  const added = answer?.ok === true;
  const cartPath = href('cart');
  const quantityWrong = refusal?.errors.quantity !== undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending && !outOfStock) void fetcher.submit(event.currentTarget, { method: 'post' });
  }

  return (
    <div className={`buy${compact ? ' buy--card' : ''}`}>
      <form className="buy__form" method="post" action={`${pathname}${search}`} onSubmit={onSubmit}>
        <input type="hidden" name={FORM_FIELD} value="cartAdd" />
        <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
        <input type="hidden" name="product" value={productId} />
        <input type="hidden" name={RETURN_FIELD} value={`${pathname}${search}`} />
        {!compact && conditionings.length > 1 && (
          <p className="buy__field">
            <label htmlFor={conditioningId}>{t('shop.conditioning')}</label>
            <select id={conditioningId} name="conditioning" defaultValue={servedRefusal?.values.conditioning}>
              {conditionings.map((conditioning) => (
                <option key={conditioning.id} value={conditioning.id}>
                  {conditioning.label} – {formatPrice(conditioning.price.own, currencySymbol)}
                </option>
              ))}
            </select>
          </p>
        )}
        {!compact && conditionings.length === 1 && (
          <input type="hidden" name="conditioning" value={conditionings[0]!.id} />
        )}
        {!compact && (
          <p className="buy__field buy__field--quantity">
            <label htmlFor={quantityId}>{t('shop.quantity')}</label>
            <input
              id={quantityId}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={99}
              step={1}
              required
              defaultValue={servedRefusal?.values.quantity ?? '1'}
              aria-invalid={quantityWrong || undefined}
              aria-describedby={statusId}
              disabled={outOfStock}
            />
          </p>
        )}
        <button
          type="submit"
          className="button buy__button"
          disabled={outOfStock}
          aria-disabled={sending || undefined}
          aria-describedby={statusId}
        >
          {sending ? t('shop.adding') : t('shop.addToCart')}
          {/* A card's button names its product after the visible words, which stay part of its name. */}
          {compact && <span className="visually-hidden"> – {name}</span>}
        </button>
        <p id={statusId} className={`buy__status${refusal ? ' buy__status--error' : ''}`} role="status">
          {outOfStock
            ? t('shop.outOfStock')
            : refusal
              ? shopRefusalText(t, refusal)
              : sending
                ? t('shop.adding')
                : added
                  ? t('shop.added', { name })
                  : ''}
          {added && cartPath && (
            <>
              {' '}
              <a href={cartPath}>{t('shop.seeCart')}</a>
            </>
          )}
        </p>
      </form>
      {where}
    </div>
  );
}
