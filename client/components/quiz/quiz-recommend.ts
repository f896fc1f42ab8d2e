// What the quiz recommends: among the products of the needs the visitor ticked (those the shop of
// the country sells, as the content API lists them), the ones that suit the answers, best first,
// each with the reasons it is there.
//
// Pregnancy, age and diet are requirements: a product the answers rule out, or one that does not
// say (no `suitability` from an older content API), is left out. The preferred form only orders
// the list, so a need whose products all come in another form still gets an answer.
import type { Need } from '../../../shared/schemas/need.ts';
import type { ProductListItem } from '../../../shared/schemas/product.ts';
import { FORM_GALENIC_IDS, type QuizAnswers, YOUNGEST_AGE } from './quiz-answers.ts';

/** At most this many products are recommended. */
export const MAX_RECOMMENDED = 6;

export type QuizReason =
  | { kind: 'needs'; titles: string[] }
  | { kind: 'form'; label: string }
  | { kind: 'vegan' }
  | { kind: 'vegetarian' }
  | { kind: 'pregnancySuitable' }
  | { kind: 'pregnancyAdvice' }
  | { kind: 'age'; minAge: number };

export interface Recommendation {
  product: ProductListItem;
  reasons: QuizReason[];
}

export interface QuizResult {
  recommended: Recommendation[];
  /** Products of the needs left out because they do not suit the answers. */
  excluded: number;
  /** A form was preferred and none of the recommended products comes in it. */
  formMissing: boolean;
}

/** Whether the answers' requirements allow the product. */
export function suits(product: ProductListItem, answers: QuizAnswers): boolean {
  const { pregnant, age, diet } = answers;
  const needsToKnow = pregnant === true || (age !== null && age !== 'adult' && age !== 'senior') || diet === 'vegan';
  const suitability = product.suitability;
  if (!suitability) return !needsToKnow && diet !== 'vegetarian';
  if (pregnant === true && suitability.pregnancy !== 'advice' && suitability.pregnancy !== 'suitable') return false;
  if (age !== null) {
    const youngest = YOUNGEST_AGE[age];
    // A product that names no age is for adults (it says nothing of children).
    const minAge = suitability.min_age ?? 18;
    if (minAge > youngest) return false;
  }
  if (diet === 'vegan' && !suitability.vegan) return false;
  if (diet === 'vegetarian' && !suitability.vegetarian) return false;
  return true;
}

const inForm = (product: ProductListItem, answers: QuizAnswers) =>
  answers.form !== null && answers.form !== 'any' && FORM_GALENIC_IDS[answers.form].includes(product.galenic_form.id);

function reasonsFor(product: ProductListItem, answers: QuizAnswers, matched: Need[]): QuizReason[] {
  const reasons: QuizReason[] = [];
  if (matched.length > 0) reasons.push({ kind: 'needs', titles: matched.map((need) => need.title) });
  if (inForm(product, answers)) reasons.push({ kind: 'form', label: product.galenic_form.label });
  const suitability = product.suitability;
  if (suitability) {
    if (answers.diet === 'vegan') reasons.push({ kind: 'vegan' });
    else if (answers.diet === 'vegetarian') reasons.push({ kind: 'vegetarian' });
    if (answers.pregnant === true)
      reasons.push({ kind: suitability.pregnancy === 'suitable' ? 'pregnancySuitable' : 'pregnancyAdvice' });
    if ((answers.age === 'child' || answers.age === 'teen') && suitability.min_age !== null)
      reasons.push({ kind: 'age', minAge: suitability.min_age });
  }
  return reasons;
}

/**
 * The recommendation of the answers. `products` are the products of the ticked needs in the
 * content API's order; `needs` the whole needs list (a product's sub-need counts for its parent).
 */
export function recommend(
  products: readonly ProductListItem[],
  answers: QuizAnswers,
  needs: readonly Need[],
): QuizResult {
  const byId = new Map(needs.map((need) => [need.id, need]));
  const chosen = answers.needs.map((id) => byId.get(id)).filter((need): need is Need => need !== undefined);
  const topLevelOf = (id: number) => {
    const need = byId.get(id);
    return need?.need.parent ?? id;
  };
  const candidates = products.map((product, order) => {
    const own = new Set(product.needs.map((ref) => topLevelOf(ref.id)));
    return { product, order, matched: chosen.filter((need) => own.has(need.id)) };
  });
  const fitting = candidates.filter(({ product, matched }) => matched.length > 0 && suits(product, answers));
  fitting.sort(
    (a, b) =>
      b.matched.length - a.matched.length ||
      Number(inForm(b.product, answers)) - Number(inForm(a.product, answers)) ||
      Number(a.product.out_of_stock_label !== null) - Number(b.product.out_of_stock_label !== null) ||
      a.order - b.order,
  );
  const recommended = fitting
    .slice(0, MAX_RECOMMENDED)
    .map(({ product, matched }) => ({ product, reasons: reasonsFor(product, answers, matched) }));
  const preferred = answers.form !== null && answers.form !== 'any';
  return {
    recommended,
    excluded: candidates.filter(({ matched }) => matched.length > 0).length - fitting.length,
    formMissing: preferred && recommended.length > 0 && !recommended.some(({ product }) => inForm(product, answers)),
  };
}
