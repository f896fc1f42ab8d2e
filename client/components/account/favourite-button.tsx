// "Add to my favourites" on a product (its card, its page) or a pharmacy (the finder), SPEC §6 and
// §8 'add failed', 'already favourite'. An anonymous visitor follows a link to login, which adds
// the favourite and brings them back to this very place (decision 026). A customer gets a POST
// form to the page they are on (its route action takes it on any page), which works without
// JavaScript (the server answers with the page again, at the button); with it, the button turns
// at once from add to remove, says it is pending, and the answer's news of the customer's
// favourites keeps every button of the page right.
import { type FormEvent, useId } from 'react';
import { useActionData, useFetcher, useLocation } from 'react-router';

import { type FavouriteKind, loginPath } from '../../../shared/account-paths.ts';
import {
  CSRF_FIELD,
  FORM_FIELD,
  type FormAnswer,
  type FormRefusal,
  RETURN_FIELD,
} from '../../../shared/forms/form-protocol.ts';
import type { Viewer } from '../../../shared/schemas/account.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { viewerQuery } from '../../app/queries/viewer.ts';
import { useQuery } from '../../app/query-hooks.ts';
import { useSite } from '../../app/site.tsx';

export interface FavouriteButtonProps {
  kind: FavouriteKind;
  id: number;
  /** What the favourite is, for the button's accessible name. */
  name: string;
  /** The id of the element the visitor comes back to (a pharmacy of the list). */
  anchor?: string;
  className?: string;
  /** The button's words, when the place has its own ('Add to my favourite pharmacies'). */
  texts?: { add: string; remove: string };
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 7-6.9l.8.8.8-.8a4.9 4.9 0 0 1 7 6.9Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A favourite form's refusal, or null. */
function favouriteRefusal(answer: FormAnswer | null | undefined): FormRefusal | null {
  if (!answer || answer.ok) return null;
  return answer.form === 'favouriteAdd' || answer.form === 'favouriteRemove' ? answer : null;
}

/** The refusal the server rendered the page with, when it is about this very favourite (a page has many). */
function servedRefusalFor(answer: FormAnswer | null | undefined, kind: FavouriteKind, id: number): FormRefusal | null {
  const refusal = favouriteRefusal(answer);
  return refusal?.values.kind === kind && refusal.values.id === String(id) ? refusal : null;
}

export function FavouriteButton(props: FavouriteButtonProps) {
  const { kind, id, name, anchor, className = '', texts } = props;
  const { t } = useTranslation();
  const { router, locale } = useSite();
  const { pathname, search } = useLocation();
  const { data: viewer } = useQuery(viewerQuery());
  const here = `${pathname}${search}`;
  const back = anchor ? `${here}#${anchor}` : here;
  if (viewer) return <CustomerFavourite {...props} here={here} back={back} favourites={viewer.favourites} />;
  return (
    <a
      className={`favourite favourite--login${className ? ` ${className}` : ''}`}
      href={loginPath(router, locale, { wanted: back, favourite: { kind, id } })}
    >
      <HeartIcon filled={false} />
      <span>{texts?.add ?? t('favourite.add')}</span>
      <span className="visually-hidden"> – {name}</span>
    </a>
  );
}

/** A customer's button: a form to the page they are on, sent by a fetcher with JavaScript. */
function CustomerFavourite({
  kind,
  id,
  name,
  className = '',
  texts,
  here,
  back,
  favourites,
}: FavouriteButtonProps & { here: string; back: string; favourites: Viewer['favourites'] }) {
  const { t } = useTranslation();
  const { data: token } = useQuery(formTokenQuery());
  const fetcher = useFetcher<FormAnswer>({ key: `favourite-${kind}-${id}` });
  const served = useActionData() as FormAnswer | undefined;
  const statusId = useId();
  const classes = `favourite${className ? ` ${className}` : ''}`;
  const list = kind === 'product' ? favourites.products : favourites.pharmacies;
  const sending = fetcher.state !== 'idle';
  // While the change is on its way the button shows what it will be.
  const pendingForm = sending ? fetcher.formData?.get(FORM_FIELD) : null;
  // The fetcher's answer is this button's own; the served refusal may be another button's.
  const refusal = sending ? null : fetcher.data ? favouriteRefusal(fetcher.data) : servedRefusalFor(served, kind, id);
  // 'Already a favourite' (added meanwhile, in another tab): the button shows it is one.
  const favourite = pendingForm
    ? pendingForm === 'favouriteAdd'
    : list.includes(id) || refusal?.formError?.code === 'alreadyFavourite';
  const changed = !sending && fetcher.data?.ok === true;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending) void fetcher.submit(event.currentTarget, { method: 'post' });
  }

  return (
    <form className={classes} method="post" action={here} onSubmit={onSubmit} aria-busy={sending || undefined}>
      <input type="hidden" name={FORM_FIELD} value={favourite && !pendingForm ? 'favouriteRemove' : 'favouriteAdd'} />
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name={RETURN_FIELD} value={back} />
      <button
        type="submit"
        className={`favourite__button${favourite ? ' favourite__button--on' : ''}`}
        aria-pressed={favourite}
        aria-describedby={statusId}
        aria-label={t(favourite ? 'favourite.removeLabel' : 'favourite.addLabel', { name })}
        aria-disabled={sending || undefined}
      >
        <HeartIcon filled={favourite} />
        <span aria-hidden="true">
          {favourite ? (texts?.remove ?? t('favourite.remove')) : (texts?.add ?? t('favourite.add'))}
        </span>
      </button>
      <p id={statusId} className={refusal ? 'favourite__error' : 'visually-hidden'} role="status">
        {refusal
          ? t(refusal.formError?.code === 'alreadyFavourite' ? 'favourite.already' : 'favourite.failed')
          : sending
            ? t('favourite.sending')
            : changed
              ? t(favourite ? 'favourite.added' : 'favourite.removed', { name })
              : ''}
      </p>
    </form>
  );
}
