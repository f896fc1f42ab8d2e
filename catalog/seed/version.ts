// The seed's version and the hash of its content. A release whose seed content changed bumps
// SEED_VERSION and records the new hash: a store holding an older version is then filled again
// when this release starts, and an older release never writes its seed over a newer one
// (catalog/store/seed-store.ts). test/catalog/seed-version.test.ts fails, and says what to
// write, when the content changed but these two did not.
export const SEED_VERSION = 5;
export const SEED_HASH = '3860b2c3b7f2afdb818cd21fe9c2b07eb3f2851ce92d0d15c3d374b4e349bc4c';
