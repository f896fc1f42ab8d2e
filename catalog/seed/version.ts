// The seed's version and the hash of its content. A release whose seed content changed bumps
// SEED_VERSION and records the new hash: a store holding an older version is then filled again
// when this release starts, and an older release never writes its seed over a newer one
// (catalog/store/seed-store.ts). test/catalog/seed-version.test.ts fails, and says what to
// write, when the content changed but these two did not.
export const SEED_VERSION = 5;
export const SEED_HASH = '48079397abeddd540f1f97759e411154fef88fd5c5ed39cfda3da35bfb32eab1';
