// Promo codes and the medical-follow-up (CSM) code (SPEC §3, §4 'Codes', §5, §8), judged against a
// cart: every outcome of SPEC §4, valid, not valid, already used, condition not met, login
// required, and two of SPEC §5/§8: a CSM code is not combinable with an advantage (promo) code,
// and its free product is refused when the cart already holds a free product (one per cart).
// A CSM code: a free product, a purchase of at least 60 € (ShopTerms), single use, login
// required (its use is the customer's). Amounts are the shop's cents; days ISO.

export const CODE_KINDS = ['promo', 'csm'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

export const CODE_OUTCOMES = [
  'valid',
  'not_valid',
  'already_used',
  'condition_not_met',
  'login_required',
  'not_combinable',
  'free_product_already_in_cart',
] as const;
export type CodeOutcome = (typeof CODE_OUTCOMES)[number];

export interface CodeRule {
  code: string;
  kind: CodeKind;
  /** A share of the merchandise, 1 to 100. */
  percentOff: number | null;
  /** An amount off the merchandise, never more than it. */
  amountOffCents: number | null;
  freeShipping: boolean;
  /** The product a CSM code gives. */
  freeProductId: number | null;
  /** Merchandise the code needs (a CSM code needs at least the shop's CSM minimum). */
  minimumCents: number;
  loginRequired: boolean;
  /** Only for a customer with no paid order yet. */
  firstOrderOnly: boolean;
  /** Uses one customer may make; null: any number. */
  usesPerCustomer: number | null;
  /** Uses all customers together may make; null: any number. */
  maxUses: number | null;
  /** ISO days, inclusive; null: open. */
  validFrom: string | null;
  validTo: string | null;
}

export interface CodeContext {
  /** The shop's ISO day. */
  today: string;
  /** Merchandise before the code, in the shop's cents. */
  merchandiseCents: number;
  loggedIn: boolean;
  /** Uses of the code held or made by this customer (another order), and by everyone. */
  customerUses: number;
  totalUses: number;
  /** The customer has no paid order yet. */
  firstOrder: boolean;
  /** The cart holds a free product (a product sold at 0). */
  cartHasFreeProduct: boolean;
  /** The kind of another code the cart holds already, if any. */
  otherCode: CodeKind | null;
  /** The shop's CSM minimum (ShopTerms.csmMinimumCents). */
  csmMinimumCents: number;
}

/** A CSM code's own rules, whatever its row says: login, single use, the SPEC minimum. */
export function effectiveRule(rule: CodeRule, csmMinimumCents: number): CodeRule {
  if (rule.kind !== 'csm') return rule;
  return {
    ...rule,
    loginRequired: true,
    usesPerCustomer: 1,
    maxUses: 1,
    minimumCents: Math.max(rule.minimumCents, csmMinimumCents),
  };
}

export function judgeCode(found: CodeRule | null, context: CodeContext): CodeOutcome {
  if (!found) return 'not_valid';
  const rule = effectiveRule(found, context.csmMinimumCents);
  if (rule.validFrom !== null && context.today < rule.validFrom) return 'not_valid';
  if (rule.validTo !== null && context.today > rule.validTo) return 'not_valid';
  // A second CSM code would bring a second free product: that, not an advantage code, is its refusal.
  if (context.otherCode === 'csm' && rule.kind === 'csm') return 'free_product_already_in_cart';
  if (context.otherCode !== null && (rule.kind === 'csm' || context.otherCode === 'csm')) return 'not_combinable';
  if (rule.loginRequired && !context.loggedIn) return 'login_required';
  if (rule.maxUses !== null && context.totalUses >= rule.maxUses) return 'already_used';
  if (rule.usesPerCustomer !== null && context.loggedIn && context.customerUses >= rule.usesPerCustomer)
    return 'already_used';
  if (context.merchandiseCents < rule.minimumCents) return 'condition_not_met';
  if (rule.firstOrderOnly && !context.firstOrder) return 'condition_not_met';
  if (rule.freeProductId !== null && context.cartHasFreeProduct) return 'free_product_already_in_cart';
  return 'valid';
}

/** What a valid code takes off the merchandise. */
export function codeDiscountCents(rule: CodeRule, merchandiseCents: number): number {
  let off = 0;
  if (rule.percentOff !== null) off += Math.round((merchandiseCents * rule.percentOff) / 100);
  if (rule.amountOffCents !== null) off += rule.amountOffCents;
  return Math.min(Math.max(0, off), merchandiseCents);
}

/** SPEC §8's refusal codes of the code outcomes other than valid. */
export type CodeErrorCode =
  | 'csm_invalid'
  | 'promo_invalid'
  | 'code_already_used'
  | 'code_condition_not_met'
  | 'code_login_required'
  | 'code_not_combinable'
  | 'free_product_already_in_cart';

export function codeErrorOf(outcome: Exclude<CodeOutcome, 'valid'>, kind: CodeKind | null): CodeErrorCode {
  switch (outcome) {
    case 'not_valid':
      return kind === 'csm' ? 'csm_invalid' : 'promo_invalid';
    case 'already_used':
      return 'code_already_used';
    case 'condition_not_met':
      return 'code_condition_not_met';
    case 'login_required':
      return 'code_login_required';
    case 'not_combinable':
      return 'code_not_combinable';
    case 'free_product_already_in_cart':
      return 'free_product_already_in_cart';
  }
}

/** Codes are typed by people: compared without case and spaces. */
export const normalizeCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();
