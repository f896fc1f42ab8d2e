// The customer's address book (SPEC §3 'Address', §8): each address with its actions, what the
// last action did (added, changed, deleted, a new default) or why it was refused, beside the
// address it was about; a link to add one.
import { useTranslation } from '../../app/i18n.tsx';
import { addressesQuery } from '../../app/queries/account.ts';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { useQuery, useSuspenseQuery } from '../../app/query-hooks.ts';
import { useHref } from '../../app/site.tsx';
import { AddressCard } from './address-card.tsx';
import { SavedNotice } from './saved-notice.tsx';
import { useListActions } from './use-list-actions.ts';

/** What the book says after each form that leads back to it. */
const DONE_TEXTS = {
  addressAdd: 'addresses.added',
  addressEdit: 'addresses.edited',
  addressDelete: 'addresses.deleted',
  addressDefault: 'addresses.defaultSet',
} as const;
const BOOK_FORMS = Object.keys(DONE_TEXTS) as (keyof typeof DONE_TEXTS)[];

export function AddressBook() {
  const { t } = useTranslation('account');
  const href = useHref();
  const { data: addresses } = useSuspenseQuery(addressesQuery(null));
  const { data: token = null } = useQuery(formTokenQuery());
  const actions = useListActions('address-book', BOOK_FORMS);
  const done = actions.done as keyof typeof DONE_TEXTS | null;
  const addHref = href('myAddressNew');
  return (
    <div className="address-book" aria-busy={actions.pending !== null || undefined}>
      <SavedNotice text={done && DONE_TEXTS[done] ? t(DONE_TEXTS[done]) : null} />
      {addresses.length === 0 ? (
        <p className="account-empty">{t('addresses.empty')}</p>
      ) : (
        <ul className="address-book__list">
          {addresses.map((address, index) => (
            <AddressCard key={address.id} address={address} number={index + 1} token={token} actions={actions} />
          ))}
        </ul>
      )}
      {addHref && (
        <p>
          <a className="button" href={addHref}>
            {t('addresses.add')}
          </a>
        </p>
      )}
    </div>
  );
}
