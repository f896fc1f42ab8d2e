// German texts (de-de and de-ch): the keys and placeholders of the French reference.
// One file per namespace, in the folder of the same name; base.ts gathers those every page needs.
import type { LanguageResources } from '../namespaces.ts';
import { account } from './de/account.ts';
import { base } from './de/base.ts';
import { catalog } from './de/catalog.ts';
import { checkout } from './de/checkout.ts';
import { editorial } from './de/editorial.ts';
import { forms } from './de/forms.ts';
import { locator } from './de/locator.ts';
import { quiz } from './de/quiz.ts';

export const de = {
  ...base,
  forms,
  catalog,
  editorial,
  locator,
  account,
  quiz,
  checkout,
} as const satisfies LanguageResources;
