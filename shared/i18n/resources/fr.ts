// French texts: the reference language. Every other language has the same keys (plural variants
// aside, see namespaces.ts) and the same {{placeholders}}. The French sentences quoted by SPEC §5
// and §8 are kept word for word (the spec's 'authorisé' spelled 'autorisé'; the anti-spam
// message's 'à déclenchée' spelled 'a déclenché').
// One file per namespace, in the folder of the same name.
import { common } from './fr/common.ts';
import { errors } from './fr/errors.ts';
import { search } from './fr/search.ts';
import { product } from './fr/product.ts';
import { home } from './fr/home.ts';
import { forms } from './fr/forms.ts';
import { catalog } from './fr/catalog.ts';
import { editorial } from './fr/editorial.ts';
import { locator } from './fr/locator.ts';

export const fr = { common, errors, search, product, home, forms, catalog, editorial, locator } as const;
