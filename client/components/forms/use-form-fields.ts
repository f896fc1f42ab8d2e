// The values and messages of a form in the browser. A field is checked when the visitor leaves it
// with something typed, and, once the form was sent or the field shows a message, at each change;
// an empty field is not scolded before the visitor tries to send.
import { useCallback, useRef, useState } from 'react';
import type { FieldError, FieldErrors } from '../../../shared/forms/field-errors.ts';

export type Validate<V> = (values: V) => { ok: true } | { ok: false; errors: FieldErrors };

export interface FormFields<V extends Readonly<Record<string, string>>> {
  values: V;
  errors: FieldErrors;
  setValue(field: keyof V & string, value: string): void;
  /** Replaces some values at once (a draft restored, the one city of a postal code). */
  setValues(values: Partial<V>): void;
  blur(field: keyof V & string): void;
  /** Sets messages decided elsewhere (the server, the city lookup); undefined clears one. */
  setErrors(errors: Partial<Record<string, FieldError | undefined>>): void;
  /** Checks every field and shows every message; the outcome of the check. */
  validateAll(): ReturnType<Validate<V>>;
}

export function useFormFields<V extends Readonly<Record<string, string>>>({ initial, initialErrors, validate }: { initial: V; initialErrors: FieldErrors; validate: Validate<V> }): FormFields<V> {
  const [values, setValuesState] = useState<V>(initial);
  const [errors, setErrorsState] = useState<FieldErrors>(initialErrors);
  const attempted = useRef(Object.keys(initialErrors).length > 0);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const errorOf = useCallback((next: V, field: string) => {
    const result = validate(next);
    return result.ok ? undefined : result.errors[field];
  }, [validate]);

  const setErrors = useCallback((changes: Partial<Record<string, FieldError | undefined>>) => {
    setErrorsState((current) => {
      const next: Record<string, FieldError> = { ...(current as Record<string, FieldError>) };
      for (const [field, error] of Object.entries(changes)) {
        if (error) next[field] = error;
        else delete next[field];
      }
      return next;
    });
  }, []);

  const setValues = useCallback((changes: Partial<V>) => {
    const next = { ...valuesRef.current, ...changes };
    valuesRef.current = next;
    setValuesState(next);
  }, []);

  const setValue = useCallback((field: keyof V & string, value: string) => {
    const next = { ...valuesRef.current, [field]: value };
    valuesRef.current = next;
    setValuesState(next);
    setErrorsState((current) => {
      if (!attempted.current && !current[field]) return current;
      const error = errorOf(next, field);
      const rest = { ...(current as Record<string, FieldError>) };
      if (error) rest[field] = error;
      else delete rest[field];
      return rest;
    });
  }, [errorOf]);

  const blur = useCallback((field: keyof V & string) => {
    const current = valuesRef.current;
    if (current[field] === '' && !attempted.current) return;
    setErrors({ [field]: errorOf(current, field) });
  }, [errorOf, setErrors]);

  const validateAll = useCallback(() => {
    attempted.current = true;
    const result = validate(valuesRef.current);
    setErrorsState(result.ok ? {} : result.errors);
    return result;
  }, [validate]);

  return { values, errors, setValue, setValues, blur, setErrors, validateAll };
}
