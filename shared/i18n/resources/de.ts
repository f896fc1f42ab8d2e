// German texts (de-de and de-ch): the keys and placeholders of the French reference.
// One file per namespace, in the folder of the same name.
import type { LanguageResources } from '../namespaces.ts';
import { common } from './de/common.ts';
import { errors } from './de/errors.ts';
import { search } from './de/search.ts';
import { product } from './de/product.ts';
import { home } from './de/home.ts';
import { forms } from './de/forms.ts';
import { catalog } from './de/catalog.ts';
import { editorial } from './de/editorial.ts';
import { locator } from './de/locator.ts';

export const de = { common, errors, search, product, home, forms, catalog, editorial, locator } as const satisfies LanguageResources;
