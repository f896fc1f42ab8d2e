// What a form's validation says about a field: a key of the `forms` texts (and the bound of the
// max-length rule), never a sentence. The server and the browser validate with the same schema
// and each says the message in the visitor's language (`forms:${key}`, `{{max}}` filled in).
import type * as z from 'zod/mini';

export interface FieldError {
  /** A key of the `forms` namespace: `validation.firstName`, `validation.zipCode.be`… */
  key: string;
  /** The bound of the max-length rule (`validation.maxLength`). */
  max?: number;
}

/** The first problem of each field that has one, by field name. */
export type FieldErrors = Readonly<Partial<Record<string, FieldError>>>;

export const MAX_LENGTH_KEY = 'validation.maxLength';
/** What an issue without a message of ours says (a value no control of the form can send). */
export const INVALID_KEY = 'validation.invalid';

/** zod's issues as field errors: one per field, the first; a max length says its bound. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field === '' || errors[field]) continue;
    if (issue.code === 'too_big' && typeof issue.maximum === 'number')
      errors[field] = { key: MAX_LENGTH_KEY, max: issue.maximum };
    else errors[field] = { key: issue.message.startsWith('validation.') ? issue.message : INVALID_KEY };
  }
  return errors;
}

/** The fields of `order` that have an error, in the form's order (the error summary, the first field to focus). */
export function fieldsInError(errors: FieldErrors, order: readonly string[]): string[] {
  return order.filter((field) => errors[field] !== undefined);
}
