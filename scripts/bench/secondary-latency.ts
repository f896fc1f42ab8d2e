// The content API of the bench's "slow secondary data" scenario: the embedded catalog, with a
// delay on every call a page does not await before its first byte. Which calls those are is
// learnt, not listed: the calls made while the page's critical data loads (the screen's loader
// and the chrome's menus and settings) are recorded once; any other call is secondary.
import type { EmbeddedCatalog } from '../../server/content.ts';

export interface LatencyCatalog extends EmbeddedCatalog {
  /** Records the calls made until `stopRecording` as critical (never delayed). */
  startRecording(): void;
  stopRecording(): void;
  /** Calls delayed so far. */
  readonly delayed: number;
}

const keyOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

export function withSecondaryLatency(catalog: EmbeddedCatalog, delayMs: number): LatencyCatalog {
  const critical = new Set<string>();
  let recording = false;
  let delayed = 0;
  const maybeDelay = async (url: string) => {
    const key = keyOf(url);
    if (recording) critical.add(key);
    else if (!critical.has(key)) {
      delayed++;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  };
  return {
    async fetch(request) {
      await maybeDelay(request.url);
      return catalog.fetch(request);
    },
    // The server's own GETs come this way (decision 024): the same delay.
    ...(catalog.call && {
      async call(url: URL) {
        await maybeDelay(url.href);
        return catalog.call!(url);
      },
    }),
    close: () => catalog.close(),
    startRecording: () => void (recording = true),
    stopRecording: () => void (recording = false),
    get delayed() {
      return delayed;
    },
  };
}
