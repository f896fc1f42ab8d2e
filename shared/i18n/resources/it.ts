// Italian texts (it-it): the keys and placeholders of the French reference.
// One file per namespace, in the folder of the same name; base.ts gathers those every page needs.
import type { LanguageResources } from '../namespaces.ts';
import { account } from './it/account.ts';
import { base } from './it/base.ts';
import { catalog } from './it/catalog.ts';
import { checkout } from './it/checkout.ts';
import { editorial } from './it/editorial.ts';
import { forms } from './it/forms.ts';
import { locator } from './it/locator.ts';
import { quiz } from './it/quiz.ts';

export const it = {
  ...base,
  forms,
  catalog,
  editorial,
  locator,
  account,
  quiz,
  checkout,
} as const satisfies LanguageResources;
