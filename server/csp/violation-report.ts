// What a browser tells the CSP report endpoint, in either of its two shapes: the older
// `report-uri` body (application/csp-report, one `csp-report` object with hyphenated keys) and
// the Reporting API's batch (application/reports+json, an array of reports of which the
// `csp-violation` ones count). Pure: text in, compact violations out, nothing the sender wrote
// longer than MAX_FIELD_LENGTH.
import { z } from 'zod';

export interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  source?: string;
  line?: number;
  column?: number;
  sample?: string;
  disposition?: string;
}

/** Longest text kept from any field: a log line stays one short line whatever a sender writes. */
export const MAX_FIELD_LENGTH = 200;
/** Most violations read from one batch. */
export const MAX_VIOLATIONS_PER_REPORT = 20;

export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'] as const;

const text = z.string().transform((value) => value.slice(0, MAX_FIELD_LENGTH));
const position = z.number().int().nonnegative();

const legacyReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': text.default(''),
    'blocked-uri': text.default(''),
    'effective-directive': text.optional(),
    'violated-directive': text.default(''),
    'source-file': text.optional(),
    'line-number': position.optional(),
    'column-number': position.optional(),
    'script-sample': text.optional(),
    disposition: text.optional(),
  }),
});

const reportingApiSchema = z.array(
  z.object({
    type: z.string(),
    body: z
      .object({
        documentURL: text.default(''),
        blockedURL: text.default(''),
        effectiveDirective: text.default(''),
        sourceFile: text.optional(),
        lineNumber: position.optional(),
        columnNumber: position.optional(),
        sample: text.optional(),
        disposition: text.optional(),
      })
      .optional(),
  }),
);

/** Drops the fields a report left out, so a log line names only what is known. */
function compact(violation: CspViolation): CspViolation {
  return Object.fromEntries(
    Object.entries(violation).filter(([, value]) => value !== undefined && value !== ''),
  ) as unknown as CspViolation;
}

/** The violations of a report body; null when it is neither shape (or not JSON at all). */
export function parseCspReport(body: string): CspViolation[] | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const legacy = legacyReportSchema.safeParse(json);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      compact({
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
        document: report['document-uri'],
        source: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
        disposition: report.disposition,
      }),
    ];
  }
  const batch = reportingApiSchema.safeParse(json);
  if (!batch.success) return null;
  return batch.data
    .filter((report) => report.type === 'csp-violation' && report.body)
    .slice(0, MAX_VIOLATIONS_PER_REPORT)
    .map(({ body }) =>
      compact({
        directive: body!.effectiveDirective,
        blocked: body!.blockedURL,
        document: body!.documentURL,
        source: body!.sourceFile,
        line: body!.lineNumber,
        column: body!.columnNumber,
        sample: body!.sample,
        disposition: body!.disposition,
      }),
    );
}
