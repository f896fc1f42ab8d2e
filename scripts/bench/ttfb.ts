// Time to first byte of `npm run bench`: one request at a time on a kept-alive connection, the
// time from sending to the first byte of the response (the status line, which a streamed page
// sends with its shell) and to its last byte.
import { Agent, request } from 'node:http';

import { percentile } from './stats.ts';

export interface TtfbSummary {
  firstByteP50: number;
  firstByteP99: number;
  lastByteP50: number;
  count: number;
}

export interface TtfbOptions {
  headers: Record<string, string>;
  /** Measured requests (after `warmUp` discarded ones). */
  count: number;
  warmUp: number;
}

function once(
  agent: Agent,
  url: URL,
  headers: Record<string, string>,
): Promise<{ firstByte: number; lastByte: number; status: number }> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    let firstByte = 0;
    const req = request(url, { agent, headers }, (res) => {
      res.once('data', () => (firstByte ||= performance.now() - sent));
      res.on('data', () => {});
      res.on('end', () =>
        resolve({
          firstByte: firstByte || performance.now() - sent,
          lastByte: performance.now() - sent,
          status: res.statusCode ?? 0,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sequential GETs of `url`; throws on any status but 200. */
export async function measureTtfb(url: string, { headers, count, warmUp }: TtfbOptions): Promise<TtfbSummary> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const firstBytes: number[] = [];
    const lastBytes: number[] = [];
    for (let index = 0; index < warmUp + count; index++) {
      const { firstByte, lastByte, status } = await once(agent, new URL(url), headers);
      if (status !== 200) throw new Error(`GET ${url} answered ${status} while measuring its first byte`);
      if (index < warmUp) continue;
      firstBytes.push(firstByte);
      lastBytes.push(lastByte);
    }
    firstBytes.sort((a, b) => a - b);
    lastBytes.sort((a, b) => a - b);
    return {
      firstByteP50: percentile(firstBytes, 50),
      firstByteP99: percentile(firstBytes, 99),
      lastByteP50: percentile(lastBytes, 50),
      count,
    };
  } finally {
    agent.destroy();
  }
}
