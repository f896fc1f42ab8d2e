// npm run preview-token [-- --ttl 1h] [--subject name]
//
// Mints a preview token (decision 010) signed with PREVIEW_SECRET, for an editor or a developer
// until the account area issues them. Put it in the site's `jwt_token` cookie, e.g. in the
// browser's console on the site: document.cookie = 'jwt_token=<token>; path=/'. It opens the
// preview pages until it expires (--ttl: 30s, 15m, 1h, 7d; 1h by default, 30 days at most).
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { loadConfig } from '../config/env.ts';
import { signPreviewToken } from '../server/auth/preview-token.ts';

const UNIT_SECONDS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `1h` -> 3600; null when it is no duration. */
export function ttlSeconds(value: string): number | null {
  const match = /^([1-9]\d{0,6})([smhd])$/.exec(value.trim());
  return match ? Number(match[1]) * UNIT_SECONDS[match[2]!]! : null;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { ttl: { type: 'string', default: '1h' }, subject: { type: 'string', default: 'editor' } },
  });
  const ttl = ttlSeconds(values.ttl);
  if (ttl === null) {
    console.error(`--ttl '${values.ttl}' is no duration: give a number and s, m, h or d (30s, 15m, 1h, 7d)`);
    return 2;
  }
  const { previewSecret } = loadConfig();
  if (!previewSecret) {
    console.error('PREVIEW_SECRET is not set: previews are off. Set it (32 characters or more) where the server runs.');
    return 2;
  }
  console.log(await signPreviewToken(previewSecret, { ttlSeconds: ttl, subject: values.subject }));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
