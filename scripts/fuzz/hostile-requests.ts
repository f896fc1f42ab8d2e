// The hostile requests of `npm run fuzz` and of its slice in `npm test` (issue 9), built from the
// catalogue in test/fixtures/hostile/: first every entry of the catalogue once (the slice), then
// seeded random combinations of paths, header sets, methods and bodies, so a run is repeatable.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface HostileRequest {
  method: string;
  /** Sent as written, encodings and all. */
  path: string;
  /** Sent as written, repeats included; a set without Host gets the target's. */
  headers: [string, string][];
  body?: string;
  /** Says where the request came from, for the report. */
  label: string;
}

interface Catalogue {
  paths: string[];
  headerSets: [string, string][][];
  methods: string[];
  targets: string[];
  bodies: { type: string; body: string }[];
}

const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'hostile');
const PLACEHOLDERS: Record<string, number> = {
  '{64k}': 65_536,
  '{16k}': 16_384,
  '{8k}': 8_192,
  '{2m}': 2 * 1024 * 1024,
};

function expand(text: string): string {
  let out = text;
  for (const [placeholder, size] of Object.entries(PLACEHOLDERS))
    if (out.includes(placeholder)) out = out.split(placeholder).join('a'.repeat(size));
  return out;
}

const read = <T>(name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as T;

export function loadCatalogue(): Catalogue {
  const { paths } = read<{ paths: string[] }>('paths.json');
  const { sets } = read<{ sets: [string, string][][] }>('headers.json');
  const { methods } = read<{ methods: string[] }>('methods.json');
  const { targets, bodies } = read<{ targets: string[]; bodies: { type: string; body: string }[] }>('bodies.json');
  return { paths, headerSets: sets, methods, targets, bodies };
}

/** xorshift32: the same sequence for the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

const pick = <T>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)]!;

function bodyRequest(
  target: string,
  entry: { type: string; body: string },
  headers: [string, string][] = [],
): HostileRequest {
  return {
    method: 'POST',
    path: target,
    headers: [['Content-Type', entry.type], ...headers],
    body: expand(entry.body),
    label: `POST ${target} ${entry.type} ${entry.body.slice(0, 40)}`,
  };
}

/** Every entry of the catalogue once: each path, each header set, each method, each body on each target. */
export function catalogueSlice(catalogue = loadCatalogue()): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const path of catalogue.paths)
    requests.push({ method: 'GET', path: expand(path), headers: [], label: `GET ${path.slice(0, 80)}` });
  catalogue.headerSets.forEach((set, index) => {
    const headers = set.map(([name, value]) => [name, expand(value)] as [string, string]);
    requests.push({
      method: 'GET',
      path: '/',
      headers,
      label: `headers #${index} ${JSON.stringify(set).slice(0, 80)}`,
    });
  });
  for (const method of catalogue.methods) {
    for (const path of ['/', '/fr/produits', '/api/v1/product?shop_id=1&lang=fr'])
      requests.push({ method, path, headers: [], label: `${method} ${path}` });
  }
  for (const target of catalogue.targets)
    for (const entry of catalogue.bodies) requests.push(bodyRequest(target, entry));
  return requests;
}

/** `count` requests: the catalogue slice, then seeded combinations of its parts. */
export function hostileRequests(count: number, seed = 20261123, catalogue = loadCatalogue()): HostileRequest[] {
  const requests = catalogueSlice(catalogue).slice(0, count);
  const next = random(seed);
  while (requests.length < count) {
    const roll = next();
    const headerSet = pick(catalogue.headerSets, next).map(
      ([name, value]) => [name, expand(value)] as [string, string],
    );
    if (roll < 0.1) {
      requests.push(bodyRequest(pick(catalogue.targets, next), pick(catalogue.bodies, next), headerSet));
      continue;
    }
    const method = roll < 0.2 ? pick(catalogue.methods, next) : 'GET';
    const path = expand(pick(catalogue.paths, next));
    requests.push({
      method,
      path,
      headers: headerSet,
      label: `${method} ${path.slice(0, 60)} + ${JSON.stringify(headerSet).slice(0, 60)}`,
    });
  }
  return requests;
}
