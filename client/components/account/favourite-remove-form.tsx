// "Remove from my favourites" on the customer's own lists (SPEC §6): a POST form to the list's page
// (the favourite forms are taken on any page), which works without JavaScript; with it, it goes
// through the list's fetcher (ListActions), and the list the answer brings no longer has it.
import type { FavouriteKind } from '../../../shared/account-paths.ts';
import { CSRF_FIELD, FORM_FIELD } from '../../../shared/forms/form-protocol.ts';
import { useTranslation } from '../../app/i18n.tsx';
import type { ListActions } from './use-list-actions.ts';

export interface FavouriteRemoveFormProps {
  kind: FavouriteKind;
  id: number;
  /** What the favourite is, for the button's accessible name. */
  name: string;
  /** The list's page, which the form posts to. */
  action: string;
  token: string | null;
  actions: ListActions;
}

export function FavouriteRemoveForm({ kind, id, name, action, token, actions }: FavouriteRemoveFormProps) {
  const { t } = useTranslation();
  const pending = actions.pending;
  const sending = pending?.get('kind') === kind && pending.get('id') === String(id);
  return (
    <form className="favourite-remove" method="post" action={action} onSubmit={actions.onSubmit}>
      <input type="hidden" name={FORM_FIELD} value="favouriteRemove" />
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="button button--secondary button--small"
        aria-label={t('favourite.removeLabel', { name })}
        aria-disabled={pending !== null || undefined}
      >
        {sending ? t('favourite.sending') : t('favourite.remove')}
      </button>
    </form>
  );
}
