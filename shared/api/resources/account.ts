// SPEC §7 resource group 'account' (issue 19, decision 026): sessions, the customer's profile,
// addresses and favourites. Every call but login, sign-up, activation and the password reset
// needs the visitor's session token as the bearer: call them on `api.with({ token })`. A refusal
// is an ApiError whose `code` is SPEC §8's (shared/schemas/account.ts ACCOUNT_ERROR_CODES).
import * as z from 'zod/mini';

import {
  type ActivationPayload,
  type Address,
  type AddressPayload,
  addressSchema,
  type CredentialsPayload,
  type LoginPayload,
  type OptIns,
  type PersonalInfoPayload,
  type Profile,
  profileSchema,
  type ResetConfirmPayload,
  type ResetGrant,
  resetGrantSchema,
  type ResetRequestPayload,
  type SessionGrant,
  sessionGrantSchema,
  type SignUpPayload,
  type Viewer,
  viewerSchema,
  type Welcome,
  welcomeSchema,
} from '../../schemas/account.ts';
import { wrapped } from '../../schemas/common.ts';
import { type ProductListItem, productListItemSchema } from '../../schemas/product.ts';
import { type PointOfSale, pointOfSaleSchema } from '../../schemas/store-locator.ts';
import type { CallOptions, Transport } from '../transport.ts';

const idAnswer = wrapped(z.object({ id: z.int() }));
const okAnswer = wrapped(z.object({ ok: z.boolean() }));
const FAVOURITE_PATHS = { product: 'account/favourites/products', pharmacy: 'account/favourites/pharmacies' } as const;
export type FavouriteKind = keyof typeof FAVOURITE_PATHS;

export function accountResource(transport: Transport) {
  const send = async <S extends z.core.$ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: S,
    body?: unknown,
    call?: CallOptions,
  ): Promise<z.output<S>> => transport.request({ method, path, schema, ...(body !== undefined && { body }), call });
  const data = async <T>(promise: Promise<{ data: T }>) => (await promise).data;
  return {
    /** POST /account/login: a session for the right e-mail and password (credentials_mismatch otherwise). */
    login: (payload: LoginPayload, call?: CallOptions): Promise<SessionGrant> =>
      data(send('POST', 'account/login', wrapped(sessionGrantSchema), payload, call)),
    /** GET /account/session: who the bearer's session is (a 401 with session_* when it ended). */
    session: (call?: CallOptions): Promise<Viewer> =>
      data(send('GET', 'account/session', wrapped(viewerSchema), undefined, call)),
    /** POST /account/logout: ends the bearer's session. */
    logout: async (call?: CallOptions): Promise<void> => {
      await send('POST', 'account/logout', okAnswer, {}, call);
    },
    signUp: (payload: SignUpPayload, call?: CallOptions): Promise<Welcome> =>
      data(send('POST', 'account/sign-up', wrapped(welcomeSchema), payload, call)),
    activate: (payload: ActivationPayload, call?: CallOptions): Promise<Welcome> =>
      data(send('POST', 'account/activation', wrapped(welcomeSchema), payload, call)),
    /** A reset link's token for the e-mail, or null when no account has it. */
    requestReset: (payload: ResetRequestPayload, call?: CallOptions): Promise<ResetGrant> =>
      data(send('POST', 'account/password-reset', wrapped(resetGrantSchema), payload, call)),
    /** The new password; every session of the account ends, and a new one is opened. */
    confirmReset: (payload: ResetConfirmPayload, call?: CallOptions): Promise<SessionGrant> =>
      data(send('POST', 'account/password-reset/confirm', wrapped(sessionGrantSchema), payload, call)),
    profile: (call?: CallOptions): Promise<Profile> =>
      data(send('GET', 'account/profile', wrapped(profileSchema), undefined, call)),
    updatePersonalInfo: (payload: PersonalInfoPayload, call?: CallOptions): Promise<Profile> =>
      data(send('PUT', 'account/profile/personal', wrapped(profileSchema), payload, call)),
    updateOptIns: (payload: OptIns, call?: CallOptions): Promise<Profile> =>
      data(send('PUT', 'account/profile/opt-ins', wrapped(profileSchema), payload, call)),
    /** A new e-mail or password, with the current password (wrong_password otherwise). */
    updateCredentials: (payload: CredentialsPayload, call?: CallOptions): Promise<Profile> =>
      data(send('PUT', 'account/profile/credentials', wrapped(profileSchema), payload, call)),
    addresses: (call?: CallOptions): Promise<Address[]> =>
      data(send('GET', 'account/addresses', wrapped(z.array(addressSchema)), undefined, call)),
    addAddress: async (payload: AddressPayload, call?: CallOptions): Promise<number> =>
      (await data(send('POST', 'account/addresses', idAnswer, payload, call))).id,
    updateAddress: async (id: number, payload: AddressPayload, call?: CallOptions): Promise<void> => {
      await send('PUT', `account/addresses/${id}`, idAnswer, payload, call);
    },
    deleteAddress: async (id: number, call?: CallOptions): Promise<void> => {
      await send('DELETE', `account/addresses/${id}`, idAnswer, undefined, call);
    },
    makeDefaultAddress: async (id: number, use: 'invoice' | 'shipping', call?: CallOptions): Promise<void> => {
      await send('PUT', `account/addresses/${id}/default`, idAnswer, { use }, call);
    },
    favouriteProducts: (call?: CallOptions): Promise<ProductListItem[]> =>
      data(send('GET', FAVOURITE_PATHS.product, wrapped(z.array(productListItemSchema)), undefined, call)),
    favouritePharmacies: (call?: CallOptions): Promise<PointOfSale[]> =>
      data(send('GET', FAVOURITE_PATHS.pharmacy, wrapped(z.array(pointOfSaleSchema)), undefined, call)),
    addFavourite: async (kind: FavouriteKind, id: number, call?: CallOptions): Promise<void> => {
      const body = kind === 'product' ? { product_id: id } : { point_of_sale_id: id };
      await send('POST', FAVOURITE_PATHS[kind], idAnswer, body, call);
    },
    removeFavourite: async (kind: FavouriteKind, id: number, call?: CallOptions): Promise<void> => {
      await send('DELETE', `${FAVOURITE_PATHS[kind]}/${id}`, idAnswer, undefined, call);
    },
  };
}
export type AccountResource = ReturnType<typeof accountResource>;
