// A form's values as the browser sends them: one string per field, '' for a field left empty or
// missing. Both sides validate this shape, so a value the server re-renders is the one typed.

export type FormValues<F extends string = string> = Readonly<Record<F, string>>;

/** The named fields of `source` (a parsed body, a FormData's entries…), '' for those absent. */
export function formValuesOf<F extends string>(
  fields: readonly F[],
  source: Readonly<Record<string, unknown>> | null | undefined,
  defaults: Partial<Record<F, string>> = {},
): FormValues<F> {
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = source && Object.hasOwn(source, field) ? source[field] : undefined;
    values[field] = typeof value === 'string' ? value : (defaults[field] ?? '');
  }
  return values;
}
