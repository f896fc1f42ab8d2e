// The seed's version and the hash of its content. A release whose seed content changed bumps
// SEED_VERSION and records the new hash: a store holding an older version is then filled again
// when this release starts, and an older release never writes its seed over a newer one
// (catalog/store/seed-store.ts). test/catalog/seed-version.test.ts fails, and says what to
// write, when the content changed but these two did not.
export const SEED_VERSION = 6;
export const SEED_HASH = '1e02d13a7236b34d7348f20f416358c1c6c2dd64e32a9ed0ec7c0ee9492f4639';
