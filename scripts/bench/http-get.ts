// One GET with the bench's own headers, Host included (fetch cannot set Host), body read whole.
import { request } from 'node:http';

export interface Fetched {
  status: number;
  type: string;
  body: string;
}

export function httpGet(url: string, headers: Readonly<Record<string, string>>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
