// Spanish texts (es-es): the keys and placeholders of the French reference.
// One file per namespace, in the folder of the same name.
import type { LanguageResources } from '../namespaces.ts';
import { common } from './es/common.ts';
import { errors } from './es/errors.ts';
import { search } from './es/search.ts';
import { product } from './es/product.ts';
import { home } from './es/home.ts';
import { forms } from './es/forms.ts';
import { catalog } from './es/catalog.ts';
import { editorial } from './es/editorial.ts';
import { locator } from './es/locator.ts';

export const es = { common, errors, search, product, home, forms, catalog, editorial, locator } as const satisfies LanguageResources;
