// Contact requests and newsletter sign-ups. Each submission is one transaction: a contact
// request with the newsletter opt-in writes its sign-up with it, and a failure of either
// writes neither. The caller answers 201 only once this returned: a database that fails or is
// busy makes it throw, and the visitor is asked to send again, never told it was kept.
import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/locales.ts';
import type { ContactPayload, NewsletterPayload } from '../../shared/schemas/submissions.ts';
import type { Store } from './store.ts';

export interface SubmissionOrigin {
  shopId: number;
  country: Country;
  lang: Language;
  createdAt: string;
}

export interface Receipt {
  id: number;
  created_at: string;
}

export function saveContactRequest(store: Store, origin: SubmissionOrigin, payload: ContactPayload): Promise<Receipt> {
  return store.transaction(async ({ db }) => {
    const { id } = await db
      .insertInto('contact_request')
      .values({
        shop_id: origin.shopId,
        country: origin.country,
        lang: origin.lang,
        locale: payload.locale,
        civility: payload.civility,
        firstname: payload.firstname,
        lastname: payload.lastname,
        email: payload.email,
        address1: payload.address1,
        address2: payload.address2,
        address3: payload.address3,
        zipcode: payload.zipcode,
        city: payload.city,
        visitor_country: payload.country,
        profile: payload.profile,
        subject: payload.subject,
        message: payload.message,
        newsletter: payload.newsletter ? 1 : 0,
        origin: payload.origin,
        created_at: origin.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (payload.newsletter) {
      await db
        .insertInto('newsletter_signup')
        .values({
          shop_id: origin.shopId,
          country: origin.country,
          lang: origin.lang,
          locale: payload.locale,
          email: payload.email,
          city: payload.city,
          consent: 1,
          source: 'contact',
          contact_request_id: id,
          created_at: origin.createdAt,
        })
        .execute();
    }
    return { id, created_at: origin.createdAt };
  });
}

export function saveNewsletterSignup(
  store: Store,
  origin: SubmissionOrigin,
  payload: NewsletterPayload,
): Promise<Receipt> {
  return store.transaction(async ({ db }) => {
    const { id } = await db
      .insertInto('newsletter_signup')
      .values({
        shop_id: origin.shopId,
        country: origin.country,
        lang: origin.lang,
        locale: payload.locale,
        email: payload.email,
        city: payload.city,
        consent: payload.consent ? 1 : 0,
        source: 'newsletter',
        contact_request_id: null,
        created_at: origin.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, created_at: origin.createdAt };
  });
}
