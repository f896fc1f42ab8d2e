// Query strings read with zod. Only the parameters a schema names are read, so an unknown
// parameter is ignored, whatever its name (`__proto__` included). A parameter given twice is a
// 400 unless the endpoint takes it repeated. Every failure is a 400 whose issues name the
// parameter: nothing a query string holds can reach SQL unchecked or cause a 500.
import { z } from 'zod';

import { badRequest, type Issue } from './errors.ts';

export type QuerySchema = z.ZodObject<z.ZodRawShape>;

function issuesOf(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function invalid(where: string, issues: readonly Issue[]): never {
  const first = issues[0];
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  throw badRequest(first ? `Bad ${where} ${first.path || 'value'}: ${first.message}${more}` : `Bad ${where}`, issues);
}

export function parseQuery<S extends QuerySchema>(
  url: URL,
  schema: S,
  options: { repeatable?: readonly string[] } = {},
): z.output<S> {
  const raw: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  const issues: Issue[] = [];
  for (const key of Object.keys(schema.shape)) {
    const values = url.searchParams.getAll(key);
    if (values.length === 0) continue;
    if (options.repeatable?.includes(key)) raw[key] = values;
    else if (values.length > 1) issues.push({ path: key, message: 'must be given once' });
    else raw[key] = values[0]!;
  }
  if (issues.length > 0) invalid('query parameter', issues);
  const result = schema.safeParse(raw);
  if (!result.success) invalid('query parameter', issuesOf(result.error));
  return result.data;
}

export function parseBody<S extends z.core.$ZodType>(body: unknown, schema: S): z.output<S> {
  const result = z.safeParse(schema, body);
  if (!result.success) invalid('field', issuesOf(result.error));
  return result.data;
}

// ---- parameter types -------------------------------------------------------------------------

/** A whole number written in digits only (no sign, exponent or decimal point), within bounds. */
export function integer(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,12}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

/** 1/0 or true/false. */
export const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'must be 1, 0, true or false' })
  .transform((value) => value === '1' || value === 'true');

/** A decimal number such as a coordinate. */
export function decimal(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d{1,6}(?:\.\d{1,12})?$/, 'must be a decimal number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

/** A slug in any language: no spaces or control characters. */
export const slug = z
  .string()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .regex(/^[^\s\p{Cc}]+$/u, 'must be a slug');

/** A comma-separated list. */
export function commaList<T extends z.ZodType<unknown, string>>(item: T, maxItems: number) {
  return z
    .string()
    .max(4000, 'is too long')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(maxItems, `must hold at most ${maxItems} values`));
}

/** A JSON value, parsed then checked by `schema`. */
export function jsonParam<T extends z.ZodType>(schema: T, example: string) {
  return z
    .string()
    .max(4000, 'is too long')
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `must be JSON, e.g. ${example}` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
