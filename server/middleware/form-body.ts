// Reads the body of a form POST (decision 015): the contact or newsletter page posted without
// JavaScript, or /api/forms/<form> posted by the page's script. Only urlencoded bodies up to
// FORM_BODY_LIMIT_BYTES (413 beyond), valid UTF-8, each field once and none named after an
// object's prototype (400). What is read goes to res.locals.formPost for the steps after it; a
// body refused is answered here, with the form rendered again for a page's POST.
import '../forms/form-locals.ts';

import type { Request, RequestHandler, Response } from 'express';

import { BodyRefusedError, readBoundedText } from '../../catalog/http/bounded-body.ts';
import { COUNTRY_INFO } from '../../config/countries.ts';
import { isLocale, type Locale } from '../../config/locales.ts';
import { FORM_API_PREFIX, type FormName, isFormName, LOCALE_FIELD } from '../../shared/forms/form-protocol.ts';
import type { AnswerForm } from '../forms/answer-form.ts';
import { formOfPage } from '../forms/form-definitions.ts';
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

/** The form a POST is for, and how it answers; null for any other request. */
function formRequestOf(req: Request, res: Response): { form: FormName; mode: 'json' | 'html' } | null {
  if (req.path.startsWith(`${FORM_API_PREFIX}/`)) {
    const form = req.path.slice(FORM_API_PREFIX.length + 1);
    return isFormName(form) ? { form, mode: 'json' } : null;
  }
  if (req.method !== 'POST') return null;
  const form = formOfPage(res.locals.route?.kind);
  return form ? { form, mode: 'html' } : null;
}

/** The locale a script names, when it is one of the country's; else the request's. */
function localeOf(named: string | undefined, res: Response): Locale {
  const country = COUNTRY_INFO[res.locals.country];
  return isLocale(named) && country.locales.includes(named) ? named : res.locals.locale;
}

export interface FormBodyOptions {
  answerForm: AnswerForm;
  metrics: Pick<Metrics, 'formSubmissions'>;
  logger: Logger;
  limitBytes?: number;
}

export function formBody({
  answerForm,
  metrics,
  logger,
  limitBytes = FORM_BODY_LIMIT_BYTES,
}: FormBodyOptions): RequestHandler {
  if (typeof answerForm !== 'function') throw new Error('formBody needs the form answerer (formAnswerer)');
  return async function formBodyMiddleware(req, res, next) {
    const request = formRequestOf(req, res);
    if (!request) return next();
    const { form, mode } = request;
    if (mode === 'json') res.locals.routeKind = `form-${form}`;
    if (req.method !== 'POST') {
      res.set('Allow', 'POST').status(405).json({ message: 'Forms are sent with POST', statusCode: 405 });
      return;
    }
    try {
      if (!isUrlencoded(req.headers['content-type']))
        throw new FormBodyError('unsupported', `content type ${req.headers['content-type'] ?? 'none'}`);
      const fields = parseFormFields(await readText(req, limitBytes));
      res.locals.formPost = { form, mode, locale: localeOf(fields[LOCALE_FIELD], res), fields };
      next();
    } catch (error) {
      if (!(error instanceof FormBodyError)) throw error;
      logger.info({ id: res.locals.requestId, form, reason: error.message }, 'form body refused');
      metrics.formSubmissions.inc({ form, outcome: error.reason === 'tooLarge' ? 'too_large' : 'malformed' });
      // The rest of an oversized body is not read: the connection closes after the answer.
      if (error.reason === 'tooLarge') res.set('Connection', 'close');
      res.locals.formPost = { form, mode, locale: res.locals.locale, fields: error.fields };
      await answerForm(req, res, {
        status: STATUS[error.reason],
        formError: { code: error.reason === 'tooLarge' ? 'tooLarge' : 'malformed' },
      });
    }
  };
}
