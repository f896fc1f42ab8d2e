// The part of @mdn/mdn-http-observatory's module we call and the scan result we read (the package
// ships JSDoc, no types).
export interface ObservatoryScanResult {
  scan: { grade: string; score: number; statusCode: number };
  tests: Record<string, { pass: boolean; result: string | null; scoreModifier: number }>;
}

export interface ObservatoryModule {
  scan(hostname: string): Promise<ObservatoryScanResult>;
}
