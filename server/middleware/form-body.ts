// Reads the body of a form POST to a page (decisions 015, 019, 026): a page's own form (contact,
// newsletter, the account area's), with or without JavaScript, or one of the forms any page
// offers (the newsletter pop-in, a favourite button). Only urlencoded
// bodies up to FORM_BODY_LIMIT_BYTES (413 beyond), valid UTF-8, each field once and none named
// after an object's prototype (400). What is read goes to res.locals.formPost for the steps after
// it, a refusal with it: the route action answers both, with the page rendered again without
// JavaScript, in JSON for the browser's action (which asks for it in Accept).
import '../forms/form-locals.ts';

import type { Request, RequestHandler } from 'express';

import { BodyRefusedError, readBoundedText } from '../../catalog/http/bounded-body.ts';
import type { RouteKind } from '../../routes/kinds.ts';
import { FORM_ANSWER_TYPE, FORM_FIELD, type FormName, isFormName } from '../../shared/forms/form-protocol.ts';
import { FORMS, formsOfPage, takesForm } from '../forms/form-definitions.ts';
import type { FormPost } from '../forms/form-locals.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';

/** Far above what a valid form holds (a 5000-character message of non-Latin letters, percent-encoded, is about 45 kB). */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;
/** More fields than any form of ours sends. */
export const MAX_FORM_FIELDS = 40;
/** Field names that would reach an object's prototype in careless code: refused outright. */
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

type Refusal = 'tooLarge' | 'unsupported' | 'malformed';

export class FormBodyError extends Error {
  constructor(
    readonly reason: Refusal,
    message: string,
    /** What could be read before the refusal, so the visitor's values come back. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'FormBodyError';
  }
}

const STATUS: Record<Refusal, number> = { tooLarge: 413, unsupported: 415, malformed: 400 };

function isUrlencoded(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

async function readText(req: Request, limitBytes: number): Promise<string> {
  try {
    return await readBoundedText(req, { limitBytes, declaredLength: req.headers['content-length'] });
  } catch (error) {
    if (!(error instanceof BodyRefusedError)) throw error;
    throw new FormBodyError(error.reason === 'tooLarge' ? 'tooLarge' : 'malformed', error.message);
  }
}

/** The fields of an urlencoded body, each once, in a null-prototype record. */
export function parseFormFields(text: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  let count = 0;
  let problem: string | null = null;
  for (const [name, value] of new URLSearchParams(text)) {
    if (++count > MAX_FORM_FIELDS) throw new FormBodyError('malformed', `more than ${MAX_FORM_FIELDS} fields`, fields);
    if (FORBIDDEN_NAMES.has(name)) problem ??= `field named ${name}`;
    else if (Object.hasOwn(fields, name)) problem ??= `field ${name} sent twice`;
    else fields[name] = value;
  }
  if (problem) throw new FormBodyError('malformed', problem, fields);
  return fields;
}

/**
 * The form a POST to a page carries: the one its `_form` field names when the page takes it (its
 * own forms, and those every page offers), else the page's own form when it has exactly one; null
 * otherwise.
 */
export function postedForm(pageKind: RouteKind | undefined, named: string | undefined): FormName | null {
  if (pageKind === undefined) return null;
  if (isFormName(named)) return takesForm(pageKind, named) ? named : null;
  if (named !== undefined) return null;
  const own = formsOfPage(pageKind);
  return own.length === 1 ? own[0]! : null;
}

export interface FormBodyOptions {
  metrics: Pick<Metrics, 'formSubmissions'>;
  logger: Logger;
  limitBytes?: number;
}

export function formBody({ metrics, logger, limitBytes = FORM_BODY_LIMIT_BYTES }: FormBodyOptions): RequestHandler {
  return async function formBodyMiddleware(req, res, next) {
    // A POST to a page of the locale (a path no route takes is left to the 404 page).
    if (req.method !== 'POST' || !res.locals.route) return next();
    const page = res.locals.route.kind;
    const formPage = formsOfPage(page).length > 0;
    const mode = req.accepts(['text/html', FORM_ANSWER_TYPE]) === FORM_ANSWER_TYPE ? 'json' : 'html';
    const post = (form: FormName, fields: Readonly<Record<string, string>>): FormPost => ({
      form,
      mode,
      locale: res.locals.locale,
      page,
      path: req.originalUrl,
      ownPage: FORMS[form].pages.includes(page),
      fields,
    });
    // Only a form page takes a body of another type, to refuse it; elsewhere it is no form of ours.
    if (!formPage && !isUrlencoded(req.headers['content-type'])) return next();
    try {
      if (!isUrlencoded(req.headers['content-type']))
        throw new FormBodyError('unsupported', `content type ${req.headers['content-type'] ?? 'none'}`);
      const fields = parseFormFields(await readText(req, limitBytes));
      const form = postedForm(page, fields[FORM_FIELD]);
      // No form of ours is sent here: as any POST to a page, it finds none (the 404 page).
      if (!form) return next();
      res.locals.formPost = post(form, fields);
      next();
    } catch (error) {
      if (!(error instanceof FormBodyError)) throw error;
      // The rest of an oversized body is not read: the connection closes after the answer.
      if (error.reason === 'tooLarge') res.set('Connection', 'close');
      // What was read names the form, or the page has one; else it is no form of ours (the 404 page).
      const form = postedForm(page, error.fields[FORM_FIELD]);
      if (!form) return next();
      logger.info({ id: res.locals.requestId, form, reason: error.message }, 'form body refused');
      metrics.formSubmissions.inc({ form, outcome: error.reason === 'tooLarge' ? 'too_large' : 'malformed' });
      res.locals.formPost = {
        ...post(form, error.fields),
        refusal: {
          status: STATUS[error.reason],
          formError: { code: error.reason === 'tooLarge' ? 'tooLarge' : 'malformed' },
        },
      };
      next();
    }
  };
}
