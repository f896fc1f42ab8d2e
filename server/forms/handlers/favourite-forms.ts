// A favourite product or pharmacy added or removed from any page (SPEC §6, §8 'add failed',
// 'already favourite'): the form names what (`kind`, `id`) and where it was (`redirect`, the page
// and its anchor). Without JavaScript the visitor goes back there; with it, the page stays and its
// buttons follow the customer's favourites.
import { FAVOURITE_KINDS, type FavouriteKind } from '../../../shared/account-paths.ts';
import { RETURN_FIELD } from '../../../shared/forms/form-protocol.ts';
import { safeReturnPath } from '../../../shared/return-path.ts';
import type { FormContext, FormHandler, FormOutcome } from '../form-handler.ts';

/** The favourite a form names, or null. */
export function favouriteOf(fields: Readonly<Record<string, string>>): { kind: FavouriteKind; id: number } | null {
  const kind = fields.kind ?? '';
  const id = fields.id ?? '';
  if (!(FAVOURITE_KINDS as readonly string[]).includes(kind) || !/^[1-9]\d{0,8}$/.test(id)) return null;
  return { kind: kind as FavouriteKind, id: Number(id) };
}

const failed: FormOutcome = { ok: false, reply: { status: 404, formError: { code: 'favouriteFailed' } } };

/** Back to the page of the button, at the button (no JavaScript); staying there with it. */
function backOf({ post, fields }: FormContext, done: string): FormOutcome {
  const back = safeReturnPath(fields[RETURN_FIELD], { keepFragment: true });
  return { ok: true, next: post.mode === 'html' && back ? { to: back } : { stay: true }, done };
}

export const addFavourite: FormHandler = async (context) => {
  const favourite = favouriteOf(context.fields);
  if (!favourite) return failed;
  await context.account!.account.addFavourite(favourite.kind, favourite.id);
  return backOf(context, context.post.form);
};

export const removeFavourite: FormHandler = async (context) => {
  const favourite = favouriteOf(context.fields);
  if (!favourite) return failed;
  await context.account!.account.removeFavourite(favourite.kind, favourite.id);
  return backOf(context, context.post.form);
};
