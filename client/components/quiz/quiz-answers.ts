// The quiz's answers, read from and written to its query string, so answering is a plain GET:
// shareable, kept in history, rendered by the server without JavaScript.
//
//   ?need=3&need=4   the needs to support: ids of top-level needs of the catalogue (at most three)
//   &age=adult       child (6 to 11), teen (12 to 17), adult, senior (65 and over)
//   &pregnancy=yes   pregnant or breastfeeding: yes or no
//   &diet=vegan      any, vegetarian or vegan
//   &form=tablet     the form the visitor prefers: any, capsule, tablet, powder, liquid, chewable
//
// Values are the same words in every language, so a shared link means the same in each. Nothing
// in a query string throws: a value that is none of these, a need the catalogue does not have, a
// fourth need or a repeated answer is left out, and the page says which question it ignored.

export const QUIZ_PARAMS = {
  need: 'need',
  age: 'age',
  pregnancy: 'pregnancy',
  diet: 'diet',
  form: 'form',
} as const;
export type QuizQuestion = keyof typeof QUIZ_PARAMS;

export const QUIZ_AGES = ['child', 'teen', 'adult', 'senior'] as const;
export const QUIZ_PREGNANCY = ['no', 'yes'] as const;
export const QUIZ_DIETS = ['any', 'vegetarian', 'vegan'] as const;
export const QUIZ_FORMS = ['any', 'capsule', 'tablet', 'powder', 'liquid', 'chewable'] as const;
export type QuizAge = (typeof QUIZ_AGES)[number];
export type QuizDiet = (typeof QUIZ_DIETS)[number];
export type QuizForm = (typeof QUIZ_FORMS)[number];

/** How many needs one may tick: more would recommend most of the catalogue. */
export const MAX_QUIZ_NEEDS = 3;

/** The youngest age of each age group: a product is for it when it is for that age (its min_age). */
export const YOUNGEST_AGE: Readonly<Record<QuizAge, number>> = { child: 6, teen: 12, adult: 18, senior: 65 };

/**
 * The catalogue's galenic forms (their ids, the same in every language: catalog/seed/taxonomy.ts)
 * in each form the quiz offers: capsules and soft capsules, tablets, sachets, drops and drinkable
 * ampoules, chewable tablets and gummies.
 */
export const FORM_GALENIC_IDS: Readonly<Record<Exclude<QuizForm, 'any'>, readonly number[]>> = {
  capsule: [1, 8],
  tablet: [2],
  powder: [3],
  liquid: [4, 6],
  chewable: [5, 7],
};

export interface QuizAnswers {
  /** Top-level need ids, in the catalogue's order. */
  needs: number[];
  age: QuizAge | null;
  pregnant: boolean | null;
  diet: QuizDiet | null;
  form: QuizForm | null;
}

export interface ReadAnswers {
  answers: QuizAnswers;
  /** Questions whose value in the URL was left out (unknown, repeated, too many). */
  ignored: QuizQuestion[];
  /** Whether the URL holds any answer: the visitor sent the form (or a link to results). */
  answered: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** One answer of a single-choice question; several, or an unknown one, are ignored. */
function single<T extends string>(
  params: URLSearchParams,
  question: QuizQuestion,
  values: readonly T[],
  ignored: Set<QuizQuestion>,
): T | null {
  const given = params.getAll(QUIZ_PARAMS[question]).map((value) => value.trim());
  if (given.length === 0) return null;
  const distinct = [...new Set(given)];
  const [value] = distinct;
  if (distinct.length === 1 && value !== undefined && oneOf(values, value)) return value;
  ignored.add(question);
  return null;
}

/**
 * The answers of a query string. `needIds` are the catalogue's top-level needs in its order: a
 * need id that is none of them is ignored, as is any need past the third.
 */
export function quizAnswersOf(params: URLSearchParams, needIds: readonly number[]): ReadAnswers {
  const ignored = new Set<QuizQuestion>();
  const wanted = new Set<number>();
  for (const raw of params.getAll(QUIZ_PARAMS.need)) {
    const value = raw.trim();
    const id = /^[1-9]\d{0,8}$/.test(value) ? Number(value) : NaN;
    if (needIds.includes(id)) wanted.add(id);
    else ignored.add('need');
  }
  let needs = needIds.filter((id) => wanted.has(id));
  if (needs.length > MAX_QUIZ_NEEDS) {
    needs = needs.slice(0, MAX_QUIZ_NEEDS);
    ignored.add('need');
  }
  const age = single(params, 'age', QUIZ_AGES, ignored);
  const pregnancy = single(params, 'pregnancy', QUIZ_PREGNANCY, ignored);
  const diet = single(params, 'diet', QUIZ_DIETS, ignored);
  const form = single(params, 'form', QUIZ_FORMS, ignored);
  const answered = Object.values(QUIZ_PARAMS).some((name) => params.has(name));
  return {
    answers: { needs, age, pregnant: pregnancy === null ? null : pregnancy === 'yes', diet, form },
    ignored: (Object.keys(QUIZ_PARAMS) as QuizQuestion[]).filter((question) => ignored.has(question)),
    answered,
  };
}

/** The query string of answers (with its '?'), in the form's order; '' when there is none. */
export function quizQueryString(answers: QuizAnswers): string {
  const params = new URLSearchParams();
  for (const id of answers.needs) params.append(QUIZ_PARAMS.need, String(id));
  if (answers.age) params.set(QUIZ_PARAMS.age, answers.age);
  if (answers.pregnant !== null) params.set(QUIZ_PARAMS.pregnancy, answers.pregnant ? 'yes' : 'no');
  if (answers.diet) params.set(QUIZ_PARAMS.diet, answers.diet);
  if (answers.form) params.set(QUIZ_PARAMS.form, answers.form);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
