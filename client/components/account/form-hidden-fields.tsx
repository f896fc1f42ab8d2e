// The hidden fields an account form sends besides its own: the CSRF token the server rendered the
// page with (decision 015; none after an in-page navigation, when the first answer hands one out),
// which form it is, and, on the ways in (login, sign-up, activation), where to go once the session
// is open and the favourite to add then (the page's `redirect` and `favourite` query, SPEC §4).
import { useLocation } from 'react-router';

import { FAVOURITE_PARAM, favouriteIntentOf, favouriteIntentText } from '../../../shared/account-paths.ts';
import { CSRF_FIELD, FORM_FIELD, type FormName, RETURN_FIELD } from '../../../shared/forms/form-protocol.ts';
import { safeReturnPath } from '../../../shared/return-path.ts';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { useQuery } from '../../app/query-hooks.ts';

export function FormHiddenFields({ form }: { form: FormName }) {
  const { data: token } = useQuery(formTokenQuery());
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      <input type="hidden" name={FORM_FIELD} value={form} />
    </>
  );
}

/** Where the visitor wanted to go and what to add then, as the page's query says (checked again by the server). */
export function useReturnIntent(): { wanted: string | null; favourite: string | null } {
  const query = new URLSearchParams(useLocation().search);
  const wanted = safeReturnPath(query.get(RETURN_FIELD), { keepFragment: true });
  const intent = favouriteIntentOf(query.get(FAVOURITE_PARAM));
  return { wanted, favourite: intent ? favouriteIntentText(intent) : null };
}

export function ReturnFields() {
  const { wanted, favourite } = useReturnIntent();
  return (
    <>
      {wanted && <input type="hidden" name={RETURN_FIELD} value={wanted} />}
      {favourite && <input type="hidden" name={FAVOURITE_PARAM} value={favourite} />}
    </>
  );
}
