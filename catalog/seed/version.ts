// The seed's version and the hash of its content. A release whose seed content changed bumps
// SEED_VERSION and records the new hash: a store holding an older version is then filled again
// when this release starts, and an older release never writes its seed over a newer one
// (catalog/store/seed-store.ts). test/catalog/seed-version.test.ts fails, and says what to
// write, when the content changed but these two did not.
export const SEED_VERSION = 1;
export const SEED_HASH = '22a48a3e1a3b98c81bedc371794d49426a6df12991e649ecfd197c7f12854b91';
