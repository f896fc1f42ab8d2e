// What a form's handler is given and answers (decision 026): the POST, the content API's clients
// (the locale's, and the visitor's own with their session token as the bearer), who the visitor
// is, and the services a form may need; it answers where to go next (another page, or the same
// one), what the visitor's session becomes, or a refusal. submit-form.ts runs the handler after
// the steps every form shares (the refusals of the chain, the session some forms need, the
// anti-spam check) and turns its outcome into the route action's answer.
import type { Locale } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import type { Cart } from '../../shared/schemas/shop.ts';
import type { LoginAttempts } from '../auth/login-attempts.ts';
import type { SessionChange } from '../auth/session-cookie.ts';
import type { Visitor } from '../auth/visitor.ts';
import type { Logger } from '../logger.ts';
import type { AccountMails } from '../mail/account-mails.ts';
import type { Payments } from '../payments/payments.ts';
import type { FormPost } from './form-locals.ts';
import type { FormReply } from './form-reply.ts';

export interface FormServices {
  logger: Logger;
  loginAttempts: LoginAttempts;
  mails: AccountMails;
  /** The shop's payments (issue 20); null without an embedded catalog. */
  payments: Payments | null;
}

export interface FormContext {
  post: FormPost;
  /** The posted fields, without the characters no form stores (control characters, lone surrogates). */
  fields: Readonly<Record<string, string>>;
  /** The content API of the page's locale. */
  api: ApiClient;
  /** The content API of another locale (the city lookup asks the chosen country's shop). */
  clientOf: (locale: Locale) => ApiClient;
  /** The same with the visitor's session token as the bearer; null without a session. */
  account: ApiClient | null;
  visitor: Visitor;
  router: Router;
  /** The visitor's address, as the rate limits key it. */
  clientKey: string;
  requestId: string;
  services: FormServices;
  /** The visitor's cart (issue 20). */
  cart: FormCart;
}

/** What a form knows of the visitor's cart: whether the country sells, its anonymous token, and how to keep a new one. */
export interface FormCart {
  /** The country's shop is open (SHOP_COUNTRIES). */
  shop: boolean;
  /** The anonymous cart's token from its cookie, or null. */
  token: string | null;
  /** Keeps a new anonymous cart's token in its cookie, or clears it (null). */
  keep: (token: string | null) => void;
}

/**
 * Where a form leads once it went through: another page (`reload`: as a document load, when the
 * session changed or the page is not the browser router's), or its own page again.
 */
export type FormNext = { to: string; reload?: boolean } | { stay: true };

export type FormOutcome =
  | {
      ok: true;
      next: FormNext;
      /** What the page says went well (`done=<this>` without JavaScript); the form's name unless given. */
      done?: string;
      /** The session to open, or null to end it. */
      session?: SessionChange;
      /** The visitor's cart as the form left it (the page shows it, and the header its count). */
      cart?: Cart;
    }
  | { ok: false; reply: FormReply };

export type FormHandler = (context: FormContext) => Promise<FormOutcome>;

/** A step of a handler that failed (the content API down, a bug): the log says which. */
export class FormStepError extends Error {
  constructor(
    readonly step: 'lookup' | 'storage',
    override readonly cause: unknown,
  ) {
    super(`form ${step} failed`);
    this.name = 'FormStepError';
  }
}

/** Runs a step, naming it when it fails. */
export async function step<T>(name: 'lookup' | 'storage', work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new FormStepError(name, error);
  }
}
