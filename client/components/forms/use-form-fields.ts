// The values and messages of a form in the browser. The schema's messages show for a field once
// the visitor left it with something typed, and for every field once the form was sent; from then
// on they follow each change, of that field or of another it depends on (the city on the postal
// code, the postal code on the country). Messages from elsewhere (the server, the city lookup)
// show until the visitor changes their field.
import { useCallback, useMemo, useRef, useState } from 'react';

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

type Errors = Record<string, FieldError>;

function without(errors: Errors, fields: readonly string[]): Errors {
  if (!fields.some((field) => errors[field])) return errors;
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}

export function useFormFields<V extends Readonly<Record<string, string>>>({
  initial,
  initialErrors,
  validate,
}: {
  initial: V;
  initialErrors: FieldErrors;
  validate: Validate<V>;
}): FormFields<V> {
  const [values, setValuesState] = useState<V>(initial);
  // Fields whose schema messages show: all of them once the form was sent (or came back from the server).
  const [active, setActive] = useState<ReadonlySet<string> | 'all'>(() =>
    Object.keys(initialErrors).length > 0 ? 'all' : new Set(),
  );
  const [external, setExternal] = useState<Errors>(initialErrors as Errors);
  const valuesRef = useRef(values);

  const change = useCallback((changes: Partial<V>) => {
    const next = { ...valuesRef.current, ...changes };
    valuesRef.current = next;
    setValuesState(next);
    setExternal((current) => without(current, Object.keys(changes)));
  }, []);

  const errors = useMemo<FieldErrors>(() => {
    const result = validate(values);
    const schema = result.ok ? {} : result.errors;
    const merged: Errors = {};
    for (const field of Object.keys(values)) {
      // A message from elsewhere says more than the schema (a password the server found weak,
      // which a refused form does not show again), until the visitor changes the field.
      const error = external[field] ?? (active === 'all' || active.has(field) ? schema[field] : undefined);
      if (error) merged[field] = error;
    }
    return merged;
  }, [values, active, external, validate]);

  const setErrors = useCallback((changes: Partial<Record<string, FieldError | undefined>>) => {
    setExternal((current) => {
      const next: Errors = { ...current };
      for (const [field, error] of Object.entries(changes)) {
        if (error) next[field] = error;
        else delete next[field];
      }
      return next;
    });
  }, []);

  const blur = useCallback((field: keyof V & string) => {
    if (valuesRef.current[field] === '') return;
    setActive((current) => (current === 'all' || current.has(field) ? current : new Set([...current, field])));
  }, []);

  const validateAll = useCallback(() => {
    setActive('all');
    return validate(valuesRef.current);
  }, [validate]);

  return {
    values,
    errors,
    setValue: useCallback(
      (field: keyof V & string, value: string) => change({ [field]: value } as Partial<V>),
      [change],
    ),
    setValues: change,
    blur,
    setErrors,
    validateAll,
  };
}
