// Answers a form POST that did not succeed, without losing a word (decision 015): the script gets
// a FormAnswer in JSON; without JavaScript the form's page is rendered again with the status, the
// values typed and the messages beside their fields.
import './form-locals.ts';

import type { Request, Response } from 'express';

import type { FieldErrors } from '../../shared/forms/field-errors.ts';
import type { FormAnswer, FormError, FormState } from '../../shared/forms/form-protocol.ts';
import type { PageRenderer } from '../render/render-page.tsx';
import type { CsrfCookie } from './csrf-cookie.ts';
import { typedValues } from './form-definitions.ts';

export interface FormReply {
  status: number;
  errors?: FieldErrors;
  formError: FormError | null;
  /** The cities of the postal code sent, when known. */
  cities?: readonly string[] | null;
  /** Sends the visitor's token back (after a CSRF failure, so the script can send again). */
  withToken?: boolean;
}

export type AnswerForm = (req: Request, res: Response, reply: FormReply) => Promise<void>;

export function formAnswerer({ renderPage, csrf }: { renderPage: PageRenderer; csrf: CsrfCookie }): AnswerForm {
  return async function answerForm(req, res, { status, errors = {}, formError, cities = null, withToken = false }) {
    const post = res.locals.formPost;
    if (!post) throw new Error('answerForm answers form POSTs only (after formBody)');
    res.set('Cache-Control', 'no-store');
    if (post.mode === 'json') {
      const answer: FormAnswer = {
        ok: false,
        errors,
        formError,
        cities,
        ...(withToken && { token: csrf.ensure(req, res) }),
      };
      res.status(status).json(answer);
      return;
    }
    const state: FormState = {
      form: post.form,
      token: csrf.ensure(req, res),
      values: typedValues(post.form, post.fields),
      errors,
      formError,
      cities,
    };
    res.locals.formState = state;
    await renderPage(req, res, { status });
  };
}
