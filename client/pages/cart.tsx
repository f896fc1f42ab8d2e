// The cart (issue 20, SPEC §3, §4, §5, §8, §9): each line with its picture, name, conditioning,
// unit price (the volume tier reached applied), quantity to change and a remove button; the
// totals, the promo or CSM code with every outcome said in the visitor's language, how far free
// shipping is, lines out of stock flagged, the empty cart, and the way to the checkout. Read by
// the server only (the cart's token is an HttpOnly cookie): always a document load, never kept by
// a cache. Every form works without JavaScript (back here, saying what was done) and with it (the
// answer carries the cart anew).
import { queryOptions } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useActionData, useFetcher, useLocation } from 'react-router';

import type { RouteMatch } from '../../routes/kinds.ts';
import { DONE_PARAM } from '../../shared/account-paths.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { formatPrice } from '../../shared/format/price.ts';
import {
  CSRF_FIELD,
  FORM_FIELD,
  type FormAnswer,
  type FormName,
  type FormRefusal,
} from '../../shared/forms/form-protocol.ts';
import type { Cart, CartLine } from '../../shared/schemas/shop.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { cartQuery } from '../app/queries/cart.ts';
import { formTokenQuery } from '../app/queries/forms.ts';
import { useQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { notFound } from '../app/route-errors.ts';
import { useHref, useImageUrl, useSite } from '../app/site.tsx';
import { shopRefusalText } from '../components/shop/shop-message.ts';

const money = (cents: number, symbol: string) => formatPrice(cents / 100, symbol);
const DONE_FORMS = ['cartAdd', 'cartQuantity', 'cartRemove', 'cartCode', 'cartCodeRemove'] as const;

/** A cart form: posted to this page, sent by a fetcher with JavaScript; its refusal said beside it. */
function CartForm({
  form,
  fetcherKey,
  className,
  children,
  match,
}: {
  form: FormName;
  fetcherKey: string;
  className: string;
  children: (state: {
    sending: boolean;
    message: string | null;
    messageId: string;
    /** What the refused form sent (the server echoes its text fields), to show again. */
    echoed: Readonly<Record<string, string>> | null;
  }) => ReactNode;
  /** Which served refusal is this form's (the line's id, or the code form). */
  match: (values: Readonly<Record<string, string>>) => boolean;
}) {
  const { t } = useTranslation('product');
  const { pathname } = useLocation();
  const { data: token } = useQuery(formTokenQuery());
  const fetcher = useFetcher<FormAnswer>({ key: fetcherKey });
  const served = useActionData() as FormAnswer | undefined;
  const messageId = useId();
  const sending = fetcher.state !== 'idle';
  const servedRefusal = served && !served.ok && served.form === form && match(served.values) ? served : null;
  const answer = sending ? null : fetcher.data;
  const refusal = answer && !answer.ok ? answer : answer ? null : servedRefusal;
  const message = refusal ? shopRefusalText(t, refusal) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending) void fetcher.submit(event.currentTarget, { method: 'post' });
  }
  return (
    <form className={className} method="post" action={pathname} onSubmit={onSubmit} aria-busy={sending || undefined}>
      <input type="hidden" name={FORM_FIELD} value={form} />
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      {children({ sending, message, messageId, echoed: refusal ? refusal.values : null })}
    </form>
  );
}

/** The lines' pictures: each product's small image, from the public catalogue (either side may ask). */
const pictureQuery = (api: ApiClient, productId: number) =>
  queryOptions({
    queryKey: ['cart-picture', productId],
    queryFn: async () => (await api.products.get(productId)).caracteristics.small_image.value,
    staleTime: 10 * 60_000,
    retry: false,
  });

function LinePicture({ productId }: { productId: number }) {
  const { data: image } = useQuery(pictureQuery(useApi(), productId));
  const imageUrl = useImageUrl();
  if (!image) return <span className="cart-line__image" aria-hidden="true" />;
  return <img className="cart-line__image" src={imageUrl(image.url)} alt="" width={80} height={80} decoding="async" />;
}

function LineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation('product');
  const { currencySymbol } = useSite();
  const href = useHref();
  const quantityId = useId();
  const product = href('product', { slug: line.slug });
  return (
    <li className={`cart-line${line.available ? '' : ' cart-line--unavailable'}`} id={`line-${line.id}`}>
      <div className="cart-line__product">
        <LinePicture productId={line.product_id} />
        <div>
          <h2 className="cart-line__name">{product ? <a href={product}>{line.name}</a> : line.name}</h2>
          {line.conditioning_label && <p className="cart-line__conditioning">{line.conditioning_label}</p>}
          {!line.available && <p className="cart-line__unavailable">{t('shop.unavailable')}</p>}
        </div>
      </div>
      <p className="cart-line__unit">
        <span className="cart-line__caption">{t('shop.unitPrice')}</span>{' '}
        {line.free ? t('shop.free') : money(line.unit_price_cents, currencySymbol)}
        {line.tier_quantity !== null && (
          <span className="cart-line__tier">{t('shop.tier', { quantity: line.tier_quantity })}</span>
        )}
      </p>
      {line.free ? (
        <p className="cart-line__quantity">{line.quantity}</p>
      ) : (
        <CartForm
          form="cartQuantity"
          fetcherKey={`cart-quantity-${line.id}`}
          className="cart-line__quantity"
          match={(values) => values.line === String(line.id)}
        >
          {({ sending, message, messageId }) => (
            <>
              <input type="hidden" name="line" value={line.id} />
              <label className="visually-hidden" htmlFor={quantityId}>
                {t('shop.quantityOf', { name: line.name })}
              </label>
              <input
                id={quantityId}
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                step={1}
                required
                defaultValue={line.quantity}
                key={line.quantity}
                aria-invalid={message ? true : undefined}
                aria-describedby={messageId}
              />
              <button type="submit" className="button button--small" aria-disabled={sending || undefined}>
                {sending ? t('shop.sending') : t('shop.update')}
              </button>
              <p id={messageId} className={message ? 'cart-form__error' : 'visually-hidden'} role="status">
                {message ?? (sending ? t('shop.sending') : '')}
              </p>
            </>
          )}
        </CartForm>
      )}
      <p className="cart-line__total">
        <span className="cart-line__caption">{t('shop.lineTotal')}</span>{' '}
        {line.free ? t('shop.free') : money(line.total_cents, currencySymbol)}
      </p>
      {!line.free && (
        <CartForm
          form="cartRemove"
          fetcherKey={`cart-remove-${line.id}`}
          className="cart-line__remove"
          match={(values) => values.line === String(line.id)}
        >
          {({ sending, message, messageId }) => (
            <>
              <input type="hidden" name="line" value={line.id} />
              <button
                type="submit"
                className="button button--small button--quiet"
                aria-label={t('shop.removeOf', { name: line.name })}
                aria-disabled={sending || undefined}
                aria-describedby={messageId}
              >
                {t('shop.remove')}
              </button>
              <p id={messageId} className={message ? 'cart-form__error' : 'visually-hidden'} role="status">
                {message ?? ''}
              </p>
            </>
          )}
        </CartForm>
      )}
    </li>
  );
}

function CodeForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('product');
  const codeId = useId();
  const applied = cart.code;
  return (
    <section className="cart-code" aria-labelledby={`${codeId}-title`}>
      <h2 id={`${codeId}-title`} className="cart-code__title">
        {t('shop.code')}
      </h2>
      {applied && (
        <CartForm form="cartCodeRemove" fetcherKey="cart-code-remove" className="cart-code__applied" match={() => true}>
          {({ sending, message, messageId }) => (
            <>
              <p>
                {t('shop.codeApplied', { code: applied.code })}
                {applied.free_product && (
                  <>
                    {' – '}
                    {t('shop.freeProduct', { name: applied.free_product.name })}
                  </>
                )}
              </p>
              {applied.error && <p className="cart-form__error">{t(`shop.errors.${applied.error}`)}</p>}
              <button type="submit" className="button button--small button--quiet" aria-disabled={sending || undefined}>
                {t('shop.removeCode')}
              </button>
              <p id={messageId} className={message ? 'cart-form__error' : 'visually-hidden'} role="status">
                {message ?? ''}
              </p>
            </>
          )}
        </CartForm>
      )}
      <CartForm form="cartCode" fetcherKey="cart-code" className="cart-code__form" match={() => true}>
        {({ sending, message, messageId, echoed }) => (
          <>
            <label className="visually-hidden" htmlFor={codeId}>
              {t('shop.code')}
            </label>
            <input
              id={codeId}
              name="code"
              type="text"
              autoComplete="off"
              maxLength={40}
              required
              defaultValue={echoed?.code}
              // Emptied once a code is applied; a refused one stays to be corrected.
              key={cart.code?.code ?? ''}
              aria-invalid={message ? true : undefined}
              aria-describedby={messageId}
            />
            <button type="submit" className="button" aria-disabled={sending || undefined}>
              {sending ? t('shop.sending') : t('shop.apply')}
            </button>
            <p id={messageId} className={message ? 'cart-form__error' : 'visually-hidden'} role="status">
              {message ?? (sending ? t('shop.sending') : '')}
            </p>
          </>
        )}
      </CartForm>
    </section>
  );
}

function Totals({ cart }: { cart: Cart }) {
  const { t } = useTranslation('product');
  const { currencySymbol } = useSite();
  const threshold = cart.free_shipping_from_cents;
  const missing = threshold - cart.net_merchandise_cents;
  return (
    <section className="cart-totals">
      <dl>
        <dt>{t('shop.merchandise')}</dt>
        <dd>{money(cart.merchandise_cents, currencySymbol)}</dd>
        {cart.discount_cents > 0 && (
          <>
            <dt>{t('shop.discount')}</dt>
            <dd>−{money(cart.discount_cents, currencySymbol)}</dd>
          </>
        )}
        <dt className="cart-totals__total">{t('shop.total')}</dt>
        <dd className="cart-totals__total">{money(cart.net_merchandise_cents, currencySymbol)}</dd>
      </dl>
      <p className="cart-totals__shipping">
        {missing <= 0
          ? t('shop.shippingFree')
          : t('shop.shippingHint', {
              amount: money(missing, currencySymbol),
              threshold: money(threshold, currencySymbol),
            })}
      </p>
    </section>
  );
}

/**
 * A refusal no form of the page can say beside it: a line changed or removed that is no longer in
 * the cart (from another tab, say), a code removed that is no longer there, an add posted here.
 */
function unplacedRefusal(served: FormAnswer | undefined, cart: Cart | null | undefined): FormRefusal | null {
  if (!served || served.ok) return null;
  switch (served.form) {
    case 'cartQuantity':
    case 'cartRemove':
      return (cart?.lines ?? []).some((line) => !line.free && String(line.id) === served.values.line) ? null : served;
    case 'cartCodeRemove':
      return cart?.code ? null : served;
    case 'cartAdd':
      return served;
    default:
      return null;
  }
}

function CartPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('product');
  const href = useHref();
  const { search } = useLocation();
  const { data: cart } = useQuery(cartQuery(null));
  const done = new URLSearchParams(search).get(DONE_PARAM);
  const said = DONE_FORMS.find((form) => form === done);
  const checkout = href('checkout');
  const products = href('products', {});
  const lines = cart?.lines ?? [];
  const unplaced = unplacedRefusal(useActionData() as FormAnswer | undefined, cart);
  return (
    <div className="cart-page">
      <h1 id="main-heading" tabIndex={-1} className="cart-page__title">
        {t('shop.title')}
      </h1>
      {unplaced && (
        <p className="cart-page__refusal cart-form__error" role="alert">
          {shopRefusalText(t, unplaced)}
        </p>
      )}
      {said && (
        <p className="cart-page__done" role="status">
          {t(`shop.done.${said}`)}
        </p>
      )}
      {lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t('shop.empty')}</p>
          {products && (
            <a className="button" href={products}>
              {t('shop.continueShopping')}
            </a>
          )}
        </div>
      ) : (
        <>
          <ul className="cart-lines" aria-label={match.meta.breadcrumb?.at(-1)?.title ?? t('shop.cart')}>
            {lines.map((line) => (
              <LineRow key={line.id} line={line} />
            ))}
          </ul>
          <div className="cart-page__side">
            <CodeForm cart={cart!} />
            <Totals cart={cart!} />
            <div className="cart-page__actions">
              {checkout && !lines.some((line) => !line.available) && (
                <a className="button button--primary cart-page__checkout" href={checkout}>
                  {t('shop.checkout')}
                </a>
              )}
              {products && <a href={products}>{t('shop.continueShopping')}</a>}
            </div>
          </div>
        </>
      )}
    </div>
  );
}

export const page: PageModule<null> = {
  async load({ queryClient, cart, shop, api }) {
    if (!shop) throw notFound();
    const read = await queryClient.ensureQueryData(cartQuery(cart));
    // The pictures come with the page; one that cannot be read leaves its place empty.
    await Promise.all((read?.lines ?? []).map((line) => queryClient.prefetchQuery(pictureQuery(api, line.product_id))));
    return null;
  },
  head(_data, context) {
    const title = context.t('product:shop.title');
    return { title, description: title, breadcrumb: routeCrumbs(context) };
  },
  Page: CartPage,
};
