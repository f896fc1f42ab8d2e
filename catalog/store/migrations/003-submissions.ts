// What visitors send: contact requests and newsletter sign-ups. These rows are not content: a
// reseed never touches them, and they name the shop by id and country without a foreign key,
// so the shops can be rebuilt under them. The bounds repeat the payload schemas so that
// nothing oversized is stored even by a caller that skipped validation.
import type { Migration } from '../migration.ts';

export const migration: Migration = {
  version: 3,
  name: 'submissions',
  sql: /* sql */ `
CREATE TABLE contact_request (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL,
  country TEXT NOT NULL,
  lang TEXT NOT NULL,
  locale TEXT NOT NULL,
  civility TEXT NOT NULL CHECK (civility IN ('ms', 'mr')),
  firstname TEXT NOT NULL CHECK (length(firstname) BETWEEN 1 AND 80),
  lastname TEXT NOT NULL CHECK (length(lastname) BETWEEN 1 AND 80),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  address1 TEXT NOT NULL CHECK (length(address1) <= 35),
  address2 TEXT NOT NULL CHECK (length(address2) <= 35),
  address3 TEXT NOT NULL CHECK (length(address3) <= 35),
  zipcode TEXT NOT NULL CHECK (length(zipcode) BETWEEN 1 AND 10),
  city TEXT NOT NULL CHECK (length(city) BETWEEN 1 AND 80),
  visitor_country TEXT NOT NULL CHECK (length(visitor_country) = 2),
  profile TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  newsletter INTEGER NOT NULL CHECK (newsletter IN (0, 1)),
  origin TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

-- source 'contact': the newsletter opt-in of a contact request, written with it.
CREATE TABLE newsletter_signup (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL,
  country TEXT NOT NULL,
  lang TEXT NOT NULL,
  locale TEXT NOT NULL,
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  city TEXT NOT NULL CHECK (length(city) BETWEEN 1 AND 80),
  consent INTEGER NOT NULL CHECK (consent = 1),
  source TEXT NOT NULL CHECK (source IN ('newsletter', 'contact')),
  contact_request_id INTEGER REFERENCES contact_request(id),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX newsletter_signup_email ON newsletter_signup (email);
`,
};
