// Contact requests and newsletter sign-ups. Each submission is one transaction: a contact
// request with the newsletter opt-in writes its sign-up with it, and a failure of either
// writes neither. The caller answers 201 only once this returned.
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

export function saveContactRequest(store: Store, origin: SubmissionOrigin, payload: ContactPayload): Receipt {
  return store.immediate(() => {
    const { lastInsertRowid: id } = store.run(
      `INSERT INTO contact_request (shop_id, country, lang, locale, civility, firstname, lastname, email, address1, address2, address3, zipcode, city,
        visitor_country, profile, subject, message, newsletter, origin, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      origin.shopId,
      origin.country,
      origin.lang,
      payload.locale,
      payload.civility,
      payload.firstname,
      payload.lastname,
      payload.email,
      payload.address1,
      payload.address2,
      payload.address3,
      payload.zipcode,
      payload.city,
      payload.country,
      payload.profile,
      payload.subject,
      payload.message,
      Number(payload.newsletter),
      payload.origin,
      origin.createdAt,
    );
    if (payload.newsletter) {
      store.run(
        `INSERT INTO newsletter_signup (shop_id, country, lang, locale, email, city, consent, source, contact_request_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 1, 'contact', ?, ?)`,
        origin.shopId,
        origin.country,
        origin.lang,
        payload.locale,
        payload.email,
        payload.city,
        id,
        origin.createdAt,
      );
    }
    return { id, created_at: origin.createdAt };
  });
}

export function saveNewsletterSignup(store: Store, origin: SubmissionOrigin, payload: NewsletterPayload): Receipt {
  return store.immediate(() => {
    const { lastInsertRowid: id } = store.run(
      `INSERT INTO newsletter_signup (shop_id, country, lang, locale, email, city, consent, source, contact_request_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'newsletter', NULL, ?)`,
      origin.shopId,
      origin.country,
      origin.lang,
      payload.locale,
      payload.email,
      payload.city,
      Number(payload.consent),
      origin.createdAt,
    );
    return { id, created_at: origin.createdAt };
  });
}
