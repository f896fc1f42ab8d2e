// The seed's content and its version move together: a release that changes the content bumps
// SEED_VERSION, so that stores holding the older content are filled again and an older
// release never writes its seed over the newer one (catalog/store/seed-store.ts).
import assert from 'node:assert/strict';
import { it } from 'node:test';

import { loadSeed } from '../../catalog/seed/index.ts';
import { SEED_HASH, SEED_VERSION } from '../../catalog/seed/version.ts';
import { seedHash } from '../../catalog/store/seed-store.ts';

it('the seed content is the one its version was given for (else: bump SEED_VERSION and record the new hash)', async () => {
  const seed = await loadSeed();
  assert.equal(seed.version, SEED_VERSION);
  const hash = seedHash(seed);
  assert.equal(
    hash,
    SEED_HASH,
    `the seed content changed: in catalog/seed/version.ts, set SEED_VERSION = ${SEED_VERSION + 1} and SEED_HASH = '${hash}'`,
  );
});
