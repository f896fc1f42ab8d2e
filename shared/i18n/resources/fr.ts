// French texts: the reference language. Every other language has the same keys (plural variants
// aside, see namespaces.ts) and the same {{placeholders}}. The French sentences quoted by SPEC §5
// and §8 are kept word for word (the spec's 'authorisé' spelled 'autorisé'; the anti-spam
// message's 'à déclenchée' spelled 'a déclenché').
// One file per namespace, in the folder of the same name; base.ts gathers those every page needs.
import { account } from './fr/account.ts';
import { base } from './fr/base.ts';
import { catalog } from './fr/catalog.ts';
import { checkout } from './fr/checkout.ts';
import { editorial } from './fr/editorial.ts';
import { forms } from './fr/forms.ts';
import { locator } from './fr/locator.ts';
import { quiz } from './fr/quiz.ts';

export const fr = { ...base, forms, catalog, editorial, locator, account, quiz, checkout } as const;
