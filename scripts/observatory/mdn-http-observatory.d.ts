// The part of @mdn/mdn-http-observatory's scan result we read (the package ships JSDoc, no types).
declare module '@mdn/mdn-http-observatory' {
  export interface ScanResult {
    scan: { grade: string; score: number; statusCode: number };
    tests: Record<string, { pass: boolean; result: string | null; scoreModifier: number }>;
  }
  export function scan(hostname: string): Promise<ScanResult>;
}
