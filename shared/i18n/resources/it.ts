// Italian texts (it-it): the keys and placeholders of the French reference.
// One file per namespace, in the folder of the same name.
import type { LanguageResources } from '../namespaces.ts';
import { common } from './it/common.ts';
import { errors } from './it/errors.ts';
import { search } from './it/search.ts';
import { product } from './it/product.ts';
import { home } from './it/home.ts';
import { forms } from './it/forms.ts';
import { catalog } from './it/catalog.ts';
import { editorial } from './it/editorial.ts';
import { locator } from './it/locator.ts';

export const it = { common, errors, search, product, home, forms, catalog, editorial, locator } as const satisfies LanguageResources;
