// Dutch texts (nl-be): the keys and placeholders of the French reference, Belgian usage.
// One file per namespace, in the folder of the same name; base.ts gathers those every page needs.
import type { LanguageResources } from '../namespaces.ts';
import { account } from './nl/account.ts';
import { base } from './nl/base.ts';
import { catalog } from './nl/catalog.ts';
import { checkout } from './nl/checkout.ts';
import { editorial } from './nl/editorial.ts';
import { forms } from './nl/forms.ts';
import { locator } from './nl/locator.ts';
import { quiz } from './nl/quiz.ts';

export const nl = {
  ...base,
  forms,
  catalog,
  editorial,
  locator,
  account,
  quiz,
  checkout,
} as const satisfies LanguageResources;
