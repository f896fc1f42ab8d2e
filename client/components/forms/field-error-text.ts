// A field's message in the visitor's language: the key the shared schema gave, its bound filled in.
import type { FieldError } from '../../../shared/forms/field-errors.ts';
import type { Translate } from '../../../shared/i18n/translator.ts';

/** `t` must read the `forms` namespace. */
export function fieldErrorText(t: Translate, error: FieldError | undefined): string | null {
  if (!error) return null;
  return error.max === undefined ? t(error.key) : t(error.key, { max: error.max });
}
