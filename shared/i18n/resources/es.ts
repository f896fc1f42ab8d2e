// Spanish texts (es-es): the keys and placeholders of the French reference.
// One file per namespace, in the folder of the same name; base.ts gathers those every page needs.
import type { LanguageResources } from '../namespaces.ts';
import { account } from './es/account.ts';
import { base } from './es/base.ts';
import { catalog } from './es/catalog.ts';
import { checkout } from './es/checkout.ts';
import { editorial } from './es/editorial.ts';
import { forms } from './es/forms.ts';
import { locator } from './es/locator.ts';
import { quiz } from './es/quiz.ts';

export const es = {
  ...base,
  forms,
  catalog,
  editorial,
  locator,
  account,
  quiz,
  checkout,
} as const satisfies LanguageResources;
