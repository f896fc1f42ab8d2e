// Dutch texts (nl-be): the keys and placeholders of the French reference, Belgian usage.
// One file per namespace, in the folder of the same name.
import type { LanguageResources } from '../namespaces.ts';
import { common } from './nl/common.ts';
import { errors } from './nl/errors.ts';
import { search } from './nl/search.ts';
import { product } from './nl/product.ts';
import { home } from './nl/home.ts';
import { forms } from './nl/forms.ts';
import { catalog } from './nl/catalog.ts';
import { editorial } from './nl/editorial.ts';
import { locator } from './nl/locator.ts';

export const nl = { common, errors, search, product, home, forms, catalog, editorial, locator } as const satisfies LanguageResources;
