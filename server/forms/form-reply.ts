// A form POST that did not go through, as the server steps decide it (decision 015), and the
// refusal the route action answers with it: the status, and for the page or the browser's action
// the values as sent, each field's message, a form-wide message and the postal code's cities.
import type { FieldErrors } from '../../shared/forms/field-errors.ts';
import type { FormError, FormRefusal } from '../../shared/forms/form-protocol.ts';
import { typedValues } from './form-definitions.ts';
import type { FormPost } from './form-locals.ts';

export interface FormReply {
  status: number;
  errors?: FieldErrors;
  formError: FormError | null;
  /** The cities of the postal code sent, when known. */
  cities?: readonly string[] | null;
  /** A fresh token for the browser (after a CSRF refusal from our own site, so it can send again). */
  token?: string;
}

export function refusalOf(post: Pick<FormPost, 'form' | 'fields'>, reply: FormReply): FormRefusal {
  return {
    ok: false,
    form: post.form,
    values: typedValues(post.form, post.fields),
    errors: reply.errors ?? {},
    formError: reply.formError,
    cities: reply.cities ?? null,
    ...(reply.token !== undefined && { token: reply.token }),
  };
}
