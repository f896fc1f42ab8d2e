// Where a form of the account area leads once it went through (decision 026): the `redirect`
// field the login, sign-up and activation forms carry (the path a visitor wanted, SPEC §4), when
// it is a path of this site, else the account's dashboard. And the favourite a visitor asked for
// before logging in, added once the session is open.
import type { Locale } from '../../../config/locales.ts';
import type { Router } from '../../../routes/compiler.ts';
import { FAVOURITE_PARAM, favouriteIntentOf } from '../../../shared/account-paths.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import { RETURN_FIELD } from '../../../shared/forms/form-protocol.ts';
import { safeReturnPath } from '../../../shared/return-path.ts';
import type { Logger } from '../../logger.ts';

export function returnTarget(fields: Readonly<Record<string, string>>, router: Router, locale: Locale): string {
  return safeReturnPath(fields[RETURN_FIELD], { keepFragment: true }) ?? router.href('myAccount', {}, locale) ?? '/';
}

/** Adds the favourite the visitor asked for before logging in; one already there, or one that fails, is logged only. */
export async function addWantedFavourite(
  fields: Readonly<Record<string, string>>,
  account: ApiClient,
  logger: Logger,
): Promise<void> {
  const intent = favouriteIntentOf(fields[FAVOURITE_PARAM]);
  if (!intent) return;
  try {
    await account.account.addFavourite(intent.kind, intent.id);
  } catch (error) {
    logger.info({ err: error, favourite: intent }, 'the favourite asked for before logging in was not added');
  }
}
