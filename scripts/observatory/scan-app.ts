// Scores an app's response headers with the MDN HTTP Observatory's own scanner
// (@mdn/mdn-http-observatory, installed apart by install-scanner.ts), served over https on
// loopback (loopback-https.ts), the way the public observatory scans a site.
import type { RequestListener } from 'node:http';
import { registerHooks } from 'node:module';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';

import { observatoryEntry } from './install-scanner.ts';
import { startLoopbackHttps } from './loopback-https.ts';
import type { ObservatoryModule } from './mdn-http-observatory.ts';

export interface ObservatoryTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}

export interface ObservatoryScan {
  grade: string;
  score: number;
  tests: Record<string, ObservatoryTest>;
}

/** Every country on https, as in production: HSTS and upgrade-insecure-requests are sent only then (decision 004). */
export const HTTPS_SITE_URLS = Object.fromEntries(
  ['BE', 'CH', 'DE', 'ES', 'IT'].map((country) => [
    `SITE_URL_${country}`,
    `https://${country.toLowerCase()}.localhost`,
  ]),
);

const OBSERVATORY = '@mdn/mdn-http-observatory/src/analyzer/';

/**
 * The HSTS preload list the observatory reads is downloaded by its install script, which we do
 * not run: a loopback host is on no preload list, so its lookups answer 'not preloaded'.
 */
const NO_PRELOAD_LIST =
  'data:text/javascript,export function hsts(){return new Map()}export function isHstsPreloaded(){return null}';
let preloadListReplaced = false;
function replacePreloadList(): void {
  if (preloadListReplaced) return;
  preloadListReplaced = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === '../hsts.js' && context.parentURL?.includes(OBSERVATORY))
        return { url: NO_PRELOAD_LIST, shortCircuit: true };
      return nextResolve(specifier, context);
    },
  });
}

/** Serves `app` on https (and http that redirects to it), scans `localhost:<port>`, stops serving. */
export async function scanApp(app: RequestListener): Promise<ObservatoryScan> {
  replacePreloadList();
  const { scan } = (await import(observatoryEntry())) as ObservatoryModule;
  const server = await startLoopbackHttps(app);
  const trusted = getCACertificates('default');
  // The scanner verifies the certificate as a browser would: trust this one for the scan only.
  setDefaultCACertificates([...trusted, server.certificate]);
  try {
    const result = await scan(`localhost:${server.port}`);
    const tests = Object.fromEntries(
      Object.entries(result.tests).map(([name, test]) => [
        name,
        { pass: test.pass, result: String(test.result), scoreModifier: test.scoreModifier },
      ]),
    );
    return { grade: result.scan.grade, score: result.scan.score, tests };
  } finally {
    setDefaultCACertificates(trusted);
    await server.close();
  }
}
