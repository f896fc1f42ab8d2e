// The cart calls (issue 20): read, add a variant, change a quantity, remove a line, apply and
// remove a code, merge the anonymous cart into the customer's at login. Every answer is the
// cart priced again by the server (a price or a field a payload adds is ignored), with the
// new anonymous cart's token when one was made.
import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import { cartLinePayloadSchema, codePayloadSchema, quantityPayloadSchema } from '../../shared/schemas/shop.ts';
import { codeErrorOf, judgeCode } from '../../shared/shop/codes.ts';
import { readJsonBody } from '../http/body.ts';
import { parseBody } from '../http/query.ts';
import { json } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { loadCart, shopDay } from '../store/cart-view.ts';
import {
  addToCart,
  cartFor,
  type CartOwner,
  type CartRow,
  findCart,
  hashCartToken,
  mergeCarts,
  removeLine,
  setCartCode,
  setLineQuantity,
} from '../store/carts.ts';
import { codeById, codeByText, codeUses, isFirstOrder } from '../store/codes.ts';
import { ShopRefusal } from '../store/shop-refusal.ts';
import { shopTermsOf } from '../store/shop-terms.ts';
import type { Queries } from '../store/store.ts';
import { callerOf } from './account-auth.ts';
import { pathId, scoped, SHOP_QUERY } from './context.ts';
import { cartOwnerOf, cartTokenOf, checkShopOpen, type ShopDeps } from './shop-context.ts';
import { shopRefusal } from './shop-refusals.ts';

interface CartScope {
  country: Country;
  lang: Language;
  owner: CartOwner;
}

export function shopCartRoutes(router: Router, deps: ShopDeps): void {
  const { store } = deps;

  async function scopeOf(request: Request, url: URL): Promise<CartScope> {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    checkShopOpen(deps, scope.country);
    const { owner } = await cartOwnerOf(deps, request);
    return { country: scope.country, lang: scope.lang, owner };
  }

  async function answer(queries: Queries, cart: CartRow | null, scope: CartScope, token?: string) {
    const { view } = await loadCart(queries, cart, {
      country: scope.country,
      lang: scope.lang,
      customerId: scope.owner.customerId,
      now: deps.now(),
    });
    return { cart: view, ...(token !== undefined && { token }) };
  }

  /** Changes the owner's cart (made when missing) in one transaction, and answers it. */
  async function change(scope: CartScope, work: (queries: Queries, cart: CartRow) => Promise<void>) {
    const data = await store
      .transaction(async (queries) => {
        const { cart, token } = await cartFor(queries, scope.country, scope.owner, deps.now());
        await work(queries, cart);
        const changed = await findCart(queries, scope.country, token ? { customerId: null, token } : scope.owner);
        return answer(queries, changed, scope, token);
      })
      .catch(shopRefusal);
    return json({ data });
  }

  router.get('/cart', async ({ request, url }) => {
    const scope = await scopeOf(request, url);
    const cart = await findCart(store, scope.country, scope.owner);
    return json({ data: await answer(store, cart, scope) });
  });

  router.post('/cart/lines', async ({ request, url }) => {
    const scope = await scopeOf(request, url);
    const payload = parseBody(await readJsonBody(request), cartLinePayloadSchema);
    return change(scope, (queries, cart) =>
      addToCart(
        queries,
        cart,
        {
          productId: payload.product_id,
          conditioningId: payload.conditioning_id,
          quantity: payload.quantity,
          lang: scope.lang,
        },
        deps.now(),
      ),
    );
  });

  router.add('PUT', '/cart/lines/:id', async ({ request, url, params }) => {
    const scope = await scopeOf(request, url);
    const lineId = pathId(params.id, 'cart line');
    const { quantity } = parseBody(await readJsonBody(request), quantityPayloadSchema);
    return change(scope, (queries, cart) =>
      setLineQuantity(queries, cart, { lineId, quantity, lang: scope.lang }, deps.now()),
    );
  });

  router.add('DELETE', '/cart/lines/:id', async ({ request, url, params }) => {
    const scope = await scopeOf(request, url);
    const lineId = pathId(params.id, 'cart line');
    return change(scope, (queries, cart) => removeLine(queries, cart, lineId, deps.now()));
  });

  router.post('/cart/code', async ({ request, url }) => {
    const scope = await scopeOf(request, url);
    const { code: text } = parseBody(await readJsonBody(request), codePayloadSchema);
    return change(scope, async (queries, cart) => {
      const now = deps.now();
      const found = await codeByText(queries, scope.country, text);
      const current = cart.code_id === null ? null : await codeById(queries, cart.code_id);
      // The same code again changes nothing.
      if (found && current && found.id === current.id) return;
      const { priced } = await loadCart(
        queries,
        { ...cart, code_id: null },
        { ...scope, customerId: scope.owner.customerId, now },
      );
      const customerId = scope.owner.customerId;
      const terms = shopTermsOf(scope.country);
      const uses = found ? await codeUses(queries, found.id, customerId) : { total: 0, customer: 0 };
      const outcome = judgeCode(found?.rule ?? null, {
        today: shopDay(now, scope.country),
        merchandiseCents: priced.merchandiseCents,
        loggedIn: customerId !== null,
        customerUses: uses.customer,
        totalUses: uses.total,
        firstOrder: await isFirstOrder(queries, customerId),
        cartHasFreeProduct: priced.lines.some((line) => line.free),
        // A cart holds one code: a promo code replaces a promo code; a CSM code goes with none.
        otherCode: current && (current.rule.kind === 'csm' || found?.rule.kind === 'csm') ? current.rule.kind : null,
        csmMinimumCents: terms.csmMinimumCents,
      });
      if (outcome !== 'valid') throw new ShopRefusal(codeErrorOf(outcome, found?.rule.kind ?? guessKind(text)));
      await setCartCode(queries, cart, found!.id, now);
    });
  });

  router.add('DELETE', '/cart/code', async ({ request, url }) => {
    const scope = await scopeOf(request, url);
    return change(scope, (queries, cart) => setCartCode(queries, cart, null, deps.now()));
  });

  router.post('/cart/merge', async ({ request, url }) => {
    const { scope } = await scoped(deps, url, SHOP_QUERY);
    checkShopOpen(deps, scope.country);
    const caller = await callerOf(deps, request);
    const token = cartTokenOf(request);
    const cartScope: CartScope = {
      country: scope.country,
      lang: scope.lang,
      owner: { customerId: caller.customerId, token: null },
    };
    const data = await store
      .transaction(async (queries) => {
        const anonymous = token ? await findCart(queries, scope.country, { customerId: null, token }) : null;
        if (anonymous && anonymous.token_hash === hashCartToken(token!)) {
          const { cart } = await cartFor(queries, scope.country, cartScope.owner, deps.now());
          await mergeCarts(queries, anonymous, cart, scope.lang, deps.now());
        }
        return answer(queries, await findCart(queries, scope.country, cartScope.owner), cartScope);
      })
      .catch(shopRefusal);
    return json({ data });
  });
}

/** An unknown code that looks like a CSM one is said to be an invalid CSM code. */
const guessKind = (text: string) => (/^\s*csm/i.test(text) ? ('csm' as const) : ('promo' as const));
