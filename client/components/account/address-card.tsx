// One address of the customer's book (SPEC §3 'Address'): its name, whether it is the default
// invoice or shipping address, whom and where it goes to, and what can be done with it: change it
// (its own page), delete it (SPEC §8: never a default one), make it the default invoice or
// shipping address. Each action is a small POST form to the book (ListActions).
import type { Country } from '../../../config/countries.ts';
import { ADDRESS_ID_FIELD, ADDRESS_USE_FIELD, type AddressUse } from '../../../shared/forms/account/address-form.ts';
import { CSRF_FIELD, FORM_FIELD, type FormName, type FormRefusal } from '../../../shared/forms/form-protocol.ts';
import type { Address } from '../../../shared/schemas/account.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHref } from '../../app/site.tsx';
import { formErrorText } from '../forms/form-alert.tsx';
import type { ListActions } from './use-list-actions.ts';

export interface AddressCardProps {
  address: Address;
  /** Its place in the book, for an address without a name ('Adresse 2'). */
  number: number;
  token: string | null;
  actions: ListActions;
}

/** The name an address goes by: its label, or its place in the book. */
export function useAddressName(): (address: Address, number: number) => string {
  const { t } = useTranslation('account');
  return (address, number) => address.label || t('addresses.unnamed', { number });
}

function ActionForm({
  form,
  address,
  use,
  label,
  text,
  token,
  actions,
}: {
  form: FormName;
  address: Address;
  use?: AddressUse;
  label: string;
  text: string;
  token: string | null;
  actions: ListActions;
}) {
  const href = useHref();
  const sending =
    actions.pending?.get(FORM_FIELD) === form &&
    actions.pending.get(ADDRESS_ID_FIELD) === String(address.id) &&
    (use === undefined || actions.pending.get(ADDRESS_USE_FIELD) === use);
  const busy = actions.pending !== null;
  return (
    <form
      method="post"
      action={href('myAddresses') ?? undefined}
      onSubmit={actions.onSubmit}
      className="address-card__action"
    >
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      <input type="hidden" name={FORM_FIELD} value={form} />
      <input type="hidden" name={ADDRESS_ID_FIELD} value={address.id} />
      {use && <input type="hidden" name={ADDRESS_USE_FIELD} value={use} />}
      <button
        type="submit"
        className={`button button--secondary button--small${form === 'addressDelete' ? ' button--danger' : ''}`}
        aria-label={label}
        aria-disabled={busy || undefined}
      >
        {sending ? <span aria-hidden="true">…</span> : null}
        {text}
      </button>
    </form>
  );
}

export function AddressCard({ address, number, token, actions }: AddressCardProps) {
  const { t } = useTranslation('account');
  const { t: tf } = useTranslation('forms');
  const href = useHref();
  const name = useAddressName()(address, number);
  const headingId = `address-${address.id}-name`;
  const refusal: FormRefusal | null =
    actions.refusal?.values[ADDRESS_ID_FIELD] === String(address.id) ? actions.refusal : null;
  const editHref = href('myAddressEdit', { id: String(address.id) });
  const labelOfUse = (action: string) => t('addresses.useLabel', { action, name });
  return (
    <li className="address-card" id={`address-${address.id}`}>
      <article aria-labelledby={headingId}>
        <header className="address-card__header">
          <h2 id={headingId} className="address-card__name">
            {name}
          </h2>
          {(address.default_invoice || address.default_shipping) && (
            <ul className="address-card__defaults">
              {address.default_invoice && <li>{t('addresses.defaultInvoice')}</li>}
              {address.default_shipping && <li>{t('addresses.defaultShipping')}</li>}
            </ul>
          )}
        </header>
        <address className="address-card__address">
          {tf(`civilities.${address.civility}`)} {address.firstname} {address.lastname}
          {address.company && (
            <>
              <br />
              {address.company}
              {address.company_number && ` (${address.company_number})`}
            </>
          )}
          {[address.line1, address.line2, address.line3]
            .filter((line) => line !== '')
            .map((line, index) => (
              <span key={index}>
                <br />
                {line}
              </span>
            ))}
          <br />
          {address.zipcode} {address.city}
          <br />
          {tf(`countries.${address.country as Country}`, { defaultValue: address.country.toUpperCase() })}
          {[address.phone, address.mobile]
            .filter((phone) => phone !== '')
            .map((phone) => (
              <span key={phone}>
                <br />
                {phone}
              </span>
            ))}
        </address>
        {address.delivery_info && (
          <p className="address-card__delivery">
            {tf('fieldMessage', { label: t('fields.deliveryInfo'), detail: address.delivery_info })}
          </p>
        )}
        {refusal?.formError && (
          <p className="address-card__error" role="alert">
            {formErrorText(tf, refusal.formError)}
          </p>
        )}
        <div className="address-card__actions">
          {editHref && (
            <a
              className="button button--secondary button--small"
              href={editHref}
              aria-label={t('addresses.editLabel', { name })}
            >
              {t('addresses.edit')}
            </a>
          )}
          {!address.default_invoice && (
            <ActionForm
              form="addressDefault"
              address={address}
              use="invoice"
              label={labelOfUse(t('addresses.useForInvoice'))}
              text={t('addresses.useForInvoice')}
              token={token}
              actions={actions}
            />
          )}
          {!address.default_shipping && (
            <ActionForm
              form="addressDefault"
              address={address}
              use="shipping"
              label={labelOfUse(t('addresses.useForShipping'))}
              text={t('addresses.useForShipping')}
              token={token}
              actions={actions}
            />
          )}
          <ActionForm
            form="addressDelete"
            address={address}
            label={t('addresses.deleteLabel', { name })}
            text={t('addresses.delete')}
            token={token}
            actions={actions}
          />
        </div>
      </article>
    </li>
  );
}
