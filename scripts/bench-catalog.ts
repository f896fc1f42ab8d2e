// npm run bench:catalog [-- --fixture]
//
// Builds a catalog in a temporary directory from the real seed (or the test fixture with
// --fixture, or when the real seed cannot be loaded yet) and times in-process calls of the
// fetch handler, answer body read included: a product list with three filters, the facet
// counts of that list, a product by slug (/url/entity) and the suggestions for 'magn'. Prints
// p50 and p99 in milliseconds beside the goals. Each case stops after ITERATIONS calls or
// CASE_BUDGET_MS, whichever comes first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createCatalog } from '../catalog/create-catalog.ts';
import { loadSeed, type Seed } from '../catalog/seed/index.ts';
import { shopLanguages } from '../catalog/store/shops.ts';

const ITERATIONS = 2_000;
const WARM_UP = 200;
const CASE_BUDGET_MS = 10_000;

interface Case {
  name: string;
  path: string;
  /** Goal for p50, in ms; null when there is none. */
  goal: number | null;
}

async function seedToUse(): Promise<{ seed: Seed; label: string }> {
  const fixture = async () => (await import('../test/fixtures/catalog-seed.ts')).FIXTURE_SEED;
  if (process.argv.includes('--fixture')) return { seed: await fixture(), label: 'test fixture (--fixture)' };
  try {
    return { seed: await loadSeed(), label: 'real seed (catalog/seed/)' };
  } catch (error) {
    return {
      seed: await fixture(),
      label: `test fixture: the real seed could not be loaded (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

function cases(seed: Seed): Case[] {
  // The shop that sells the most products, in its first language.
  const shop = [...seed.shops].sort(
    (a, b) =>
      seed.products.filter((p) => p.countries.includes(b.country)).length -
      seed.products.filter((p) => p.countries.includes(a.country)).length,
  )[0]!;
  const lang = shopLanguages(shop.country)[0]!;
  const sold = seed.products.filter((product) => product.countries.includes(shop.country));
  const product = sold.find((candidate) => candidate.needIds.length > 0) ?? sold[0]!;
  const brand = seed.brands.find((candidate) => candidate.id === product.brandId)!;
  const need = seed.needs.find((candidate) => candidate.id === product.needIds[0]);
  const filters = new URLSearchParams({
    shop_id: String(shop.id),
    lang,
    caracteristics: JSON.stringify({ brand: [brand.slug[lang]] }),
    ...(need ? { needs: JSON.stringify([need.slug[lang]]) } : {}),
    price: JSON.stringify({ max: 1000 }),
  });
  const base = `shop_id=${shop.id}&lang=${lang}`;
  return [
    { name: 'product list, 3 filters', path: `/product?${filters}`, goal: 2 },
    { name: 'filtersProducts, same filters', path: `/filtersProducts?${filters}`, goal: null },
    {
      name: 'product entity (/url/entity)',
      path: `/url/entity?${base}&entity_type=product&slug=${encodeURIComponent(product.slug[lang])}`,
      goal: 2,
    },
    { name: "suggest 'magn'", path: `/search/suggest?${base}&text=magn`, goal: 5 },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const { seed, label } = await seedToUse();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  try {
    const built = performance.now();
    const catalog = await createCatalog({ dataDir, seed });
    console.log(
      `seed: ${label}; ${seed.products.length} products, ${seed.pages.length} pages; catalog built in ${Math.round(performance.now() - built)} ms`,
    );
    console.log(
      `${'case'.padEnd(32)} ${'calls'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}   goal (p50)`,
    );
    for (const { name, path, goal } of cases(seed)) {
      const call = async () => {
        const response = await catalog.fetch(new Request(`http://catalog.local/api/v1${path}`));
        await response.text();
        return response.status;
      };
      const status = await call();
      if (status !== 200) throw new Error(`${name}: ${path} answered ${status}`);
      for (let i = 0; i < WARM_UP; i++) await call();
      const times: number[] = [];
      const deadline = performance.now() + CASE_BUDGET_MS;
      while (times.length < ITERATIONS && performance.now() < deadline) {
        const start = performance.now();
        await call();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const verdict = goal === null ? 'none' : `< ${goal} ms ${p50 < goal ? 'met' : 'MISSED'}`;
      console.log(
        `${name.padEnd(32)} ${String(times.length).padStart(6)} ${p50.toFixed(3).padStart(8)} ${percentile(times, 99).toFixed(3).padStart(8)}   ${verdict}`,
      );
    }
    await catalog.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:catalog failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
