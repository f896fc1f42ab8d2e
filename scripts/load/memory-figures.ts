// What the server's own /metrics says of its memory after a window of `npm run load`: the V8
// heap it holds (total) and what of it is alive or not yet collected (used), the memory outside
// the heap that JavaScript objects own (external: buffers, zlib's state), what the content
// answer cache counts and what the kept documents take (decision 041). Beside RSS, they tell
// which part grows.
export interface MemoryFigures {
  heapTotalMiB: number;
  heapUsedMiB: number;
  externalMiB: number;
  contentCacheMiB: number;
  documentCacheMiB: number;
}

const MIB = 2 ** 20;
const METRICS_TIMEOUT_MS = 5_000;

function gauge(text: string, name: string, labels = ''): number | null {
  const escaped = `${name}${labels}`.replace(/[{}"=]/g, (character) => `\\${character}`);
  const match = new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text);
  return match ? Number(match[1]) : null;
}

/** The figures, or null when /metrics did not answer (the table then prints `?`). */
export async function memoryFigures(port: number): Promise<MemoryFigures | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
      signal: AbortSignal.timeout(METRICS_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const text = await response.text();
    const figures = [
      gauge(text, 'nodejs_heap_size_total_bytes'),
      gauge(text, 'nodejs_heap_size_used_bytes'),
      gauge(text, 'nodejs_external_memory_bytes'),
      gauge(text, 'content_cache_size', '{measure="bytes"}') ?? 0,
      gauge(text, 'page_document_cache_size', '{measure="bytes"}') ?? 0,
    ];
    if (figures.some((value) => value === null)) return null;
    const [heapTotal, heapUsed, external, contentCache, documentCache] = figures as number[];
    return {
      heapTotalMiB: heapTotal! / MIB,
      heapUsedMiB: heapUsed! / MIB,
      externalMiB: external! / MIB,
      contentCacheMiB: contentCache! / MIB,
      documentCacheMiB: documentCache! / MIB,
    };
  } catch {
    return null;
  }
}
