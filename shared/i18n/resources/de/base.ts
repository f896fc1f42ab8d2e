// German texts every page needs (namespaces.ts BASE_NAMESPACES): the browser loads them with the language.
import { common } from './common.ts';
import { errors } from './errors.ts';
import { home } from './home.ts';
import { product } from './product.ts';
import { search } from './search.ts';

export const base = { common, errors, search, product, home } as const;
