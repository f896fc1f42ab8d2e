// What became of one screen of one locale, for the summary table.

export type ScreenResult =
  | { outcome: 'saved'; httpStatus: number | null; problems: string[] }
  | { outcome: 'skipped'; reason: string }
  | { outcome: 'failed'; error: string };

/** Results by locale, then by screen. */
export type Results = Map<string, Map<string, ScreenResult>>;

export function record(results: Results, locale: string, screen: string, result: ScreenResult): void {
  let ofLocale = results.get(locale);
  if (!ofLocale) results.set(locale, (ofLocale = new Map()));
  ofLocale.set(screen, result);
}
