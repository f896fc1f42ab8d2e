// Generated images: the drawings (escaping, shapes, text), their rasterisation at every size and
// format, the disk cache (atomic, single flight) and the HTTP handler of the image URLs.
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';

import sharp from 'sharp';

import { drawBrandLogo } from '../../catalog/media/draw-brand-logo.ts';
import { drawNeedPictogram, needIconMarkup, PICTO_KEYS } from '../../catalog/media/draw-need-pictogram.ts';
import { drawPackshot, PACK_SHAPES, type PackShape, packShapeFor } from '../../catalog/media/draw-packshot.ts';
import { drawPageVisual } from '../../catalog/media/draw-page-visual.ts';
import { createMediaHandler } from '../../catalog/media/media-routes.ts';
import {
  createMediaStore,
  type MediaLogger,
  type MediaResolver,
  type MediaStore,
} from '../../catalog/media/media-store.ts';
import {
  MEDIA_FORMATS,
  MEDIA_SIZES,
  type MediaFormat,
  type MediaKind,
  type MediaSize,
  mediaUrls,
  parseMediaPath,
} from '../../catalog/media/media-urls.ts';
import { rasterizeSvg } from '../../catalog/media/rasterize.ts';
import { createSeedMediaResolver, type MediaSeed } from '../../catalog/media/seed-resolver.ts';
import { fitText } from '../../catalog/media/svg.ts';
import { seededRandom } from '../helpers/random.ts';
import { svgTexts } from '../helpers/svg-texts.ts';

const scratch = mkdtempSync(join(tmpdir(), 'vitrine-media-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;
/** A fresh folder holding the cache folder `media/`, so writes beside it can be seen. */
function freshParent(): { parent: string; dir: string } {
  const parent = join(scratch, `case-${(folders += 1)}`);
  mkdirSync(parent);
  return { parent, dir: join(parent, 'media') };
}

/** Every file under `root`, relative, sorted, with its mtime. */
function listFiles(root: string): Map<string, number> {
  const files = new Map<string, number>();
  if (!existsSync(root)) return files;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(root, path), statSync(path).mtimeMs);
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

const HOSTILE = `<script>alert("x")</script> & 'Co' ]]> <!-- --> &amp; \u0000\u0007\ud800 é 🌿`;

const DRAWINGS: Record<MediaKind, (text: string) => string> = {
  products: (text) =>
    drawPackshot({ brandName: text, color: '#0a6e4f', shape: packShapeFor(text), variantKey: text, picto: text }),
  brands: (text) => drawBrandLogo({ name: text, color: '#c2414b' }),
  needs: (text) => drawNeedPictogram({ picto: 'unknown-key', title: text }),
  pages: (text) =>
    drawPageVisual({
      key: text,
      title: text,
      color: '#2c6fb7',
      picto: text,
      product: { brandName: text, color: '#0a6e4f', shape: 'pot', units: 30 },
    }),
};

function isWebp(bytes: Uint8Array): boolean {
  return (
    Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' &&
    Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP'
  );
}
function isPng(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}
function isJpeg(bytes: Uint8Array): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
function isAvif(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(4, 12)).toString('latin1') === 'ftypavif';
}
const MAGIC: Record<MediaFormat, (bytes: Uint8Array) => boolean> = {
  webp: isWebp,
  avif: isAvif,
  png: isPng,
  jpg: isJpeg,
};

/** Parses `svg` the way the rasteriser will; rejects when the document is not well formed. */
async function parses(svg: string): Promise<void> {
  const { width, height } = await sharp(Buffer.from(svg)).metadata();
  assert.equal(width, 600);
  assert.equal(height, 600);
}

describe('media drawings', () => {
  describe('when an entity name holds markup, ampersands and quotes', () => {
    for (const [kind, draw] of Object.entries(DRAWINGS)) {
      it(`escapes it in the ${kind} drawing, which still renders`, async () => {
        const svg = draw(HOSTILE);
        assert.doesNotMatch(svg, /<script/i);
        assert.doesNotMatch(svg, /<!--|]]>/);
        assert.match(svg, /&lt;script&gt;|&lt;/);
        assert.doesNotMatch(svg, /&(?!(?:amp|lt|gt|quot|apos);)/, 'every ampersand starts an entity');
        await parses(svg);
      });
    }
  });

  it('never lets a colour from the data into an attribute unchecked', () => {
    const svg = drawBrandLogo({ name: 'Brand', color: '#fff" onload="alert(1)' });
    assert.doesNotMatch(svg, /onload/);
    assert.match(svg, /fill="#5b6770"/);
  });

  it('renders sixty random hostile names in every drawing', async () => {
    const next = seededRandom(7);
    const pieces = [
      '<',
      '>',
      '&',
      '"',
      "'",
      '&amp;',
      '<svg>',
      ']]>',
      '\u0000',
      '\u001b',
      '\ud83c',
      '\udf3f',
      '🌿',
      'é',
      ' ',
      '\n',
      'W',
      'i',
      'Lactibiane',
    ];
    const names = Array.from({ length: 60 }, () =>
      Array.from({ length: Math.floor(next() * 30) }, () => pieces[Math.floor(next() * pieces.length)]).join(''),
    );
    for (const name of names) for (const draw of Object.values(DRAWINGS)) await parses(draw(name));
  });

  describe('product packshots', () => {
    it('pick a pack for each galenic form, in every language', () => {
      const forms: Record<PackShape, readonly string[]> = {
        pot: ['Gélules', 'Kapseln', 'Capsule', 'Cápsulas', 'capsules'],
        softgel: ['Capsule molle', 'Weichkapsel', 'Zachte capsule', 'Perla'],
        box: ['Comprimés', 'Tabletten', 'Comprimido', 'Compressa'],
        tube: ['Comprimé à croquer', 'Kautablette', 'Kauwtablet', 'Comprimido masticable'],
        sachet: ['Poudre', 'Pulver', 'Polvo', 'Polvere', 'Poeder', 'powder', 'Sachets', 'Beutel', 'Bustina'],
        dropper: ['Gouttes', 'Tropfen', 'Gotas', 'Gocce', 'Druppels', 'drops', 'Flacon'],
        vials: ['Ampoule buvable', 'Trinkampulle', 'Drinkampul', 'Ampolla bebible', 'Flaconcino'],
        jar: ['Gomme', 'Fruchtgummi', 'Fruitgom', 'Gominola', 'Caramella gommosa'],
      };
      for (const [shape, words] of Object.entries(forms))
        for (const form of words) assert.equal(packShapeFor(form), shape, form);
    });

    it('draw a different pack for each shape', () => {
      const input = { brandName: 'Pileje', color: '#0a6e4f', variantKey: '1' };
      const drawings = new Set(PACK_SHAPES.map((shape) => drawPackshot({ ...input, shape })));
      assert.equal(drawings.size, PACK_SHAPES.length);
    });

    it('vary the composition from one product to the next', () => {
      const input = { brandName: 'Pileje', color: '#0a6e4f', shape: 'pot' as const };
      const drawings = new Set(
        ['1', '2', '3', '4', '5', '6'].map((variantKey) => drawPackshot({ ...input, variantKey })),
      );
      assert.ok(drawings.size >= 3, `${drawings.size} compositions for six products`);
    });

    it('print the brand name, the units and the need pictogram, and no other text', () => {
      const svg = drawPackshot({
        brandName: 'Pileje',
        color: '#0a6e4f',
        shape: 'pot',
        // The composition of the pack alone, without a second one behind it.
        variantKey: '0',
        units: 60,
        picto: 'moon',
      });
      // The document's title, then the label's two texts.
      assert.deepEqual(svgTexts(svg), ['Pileje', 'Pileje', '60']);
      assert.ok(svg.includes(needIconMarkup('moon')!), 'the moon pictogram is on the label');
    });
  });

  it('fits text at the largest size that needs no truncation', () => {
    const short = fitText('Omega 3', { maxWidth: 300, maxLines: 3, maxSize: 50, minSize: 30 });
    assert.deepEqual(short, { lines: ['Omega 3'], fontSize: 50, truncated: false });
    const long = fitText('Supercalifragilisticexpialidocious', {
      maxWidth: 220,
      maxLines: 3,
      maxSize: 50,
      minSize: 30,
    });
    assert.ok(long.lines.length <= 3 && long.lines.length > 1);
  });

  describe('need pictograms', () => {
    it('draw a distinct icon for each known picto key', () => {
      const drawings = new Set(PICTO_KEYS.map((picto) => drawNeedPictogram({ picto })));
      assert.equal(drawings.size, PICTO_KEYS.length);
      for (const picto of PICTO_KEYS) assert.doesNotMatch(drawNeedPictogram({ picto }), /<text/, picto);
    });

    it('draw a neutral disc with a cross, and no letter, for an unknown key', () => {
      const svg = drawNeedPictogram({ picto: 'sparkles' });
      assert.match(svg, /fill="#5b6770"/);
      assert.doesNotMatch(svg, /<text/);
    });
  });

  describe('at every size and format', () => {
    const samples: Record<string, string> = {
      ...Object.fromEntries(
        PACK_SHAPES.map((shape, index) => [
          `a ${shape} packshot`,
          drawPackshot({
            brandName: 'Pileje',
            color: ['#0a6e4f', '#f4c542', '#7b2cbf'][index % 3]!,
            shape,
            variantKey: String(index),
            units: 30,
            picto: 'leaf',
          }),
        ]),
      ),
      'a brand logo': drawBrandLogo({ name: 'Physcience', color: '#2c6fb7' }),
      'a need pictogram': drawNeedPictogram({ picto: 'digestion' }),
      ...Object.fromEntries(
        ['1', '2', '3', '4', '5', '6'].map((key) => [
          `page visual ${key}`,
          drawPageVisual({
            key,
            color: '#2f8f6b',
            picto: 'digestion',
            product: { brandName: 'Pileje', color: '#0a6e4f', shape: 'dropper' },
          }),
        ]),
      ),
    };
    for (const [name, svg] of Object.entries(samples)) {
      it(`renders ${name} as WebP, AVIF, PNG and JPEG of 80, 140, 280 and 600 px`, async () => {
        for (const size of MEDIA_SIZES) {
          for (const format of MEDIA_FORMATS) {
            const bytes = await rasterizeSvg(svg, size, format);
            assert.ok(MAGIC[format](bytes), `${format} magic bytes at ${size}`);
            const meta = await sharp(bytes).metadata();
            assert.equal(meta.format, { jpg: 'jpeg', avif: 'heif' }[format as string] ?? format);
            assert.equal(meta.width, size);
            assert.equal(meta.height, size);
          }
        }
      });
    }
  });
});

/** A resolver drawing a packshot for ids 1–99, counting its calls. */
function countingResolver(): MediaResolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = (kind: MediaKind, key: string) => {
    calls.push(`${kind}/${key}`);
    return Number(key) < 100
      ? {
          svg: drawPackshot({
            brandName: 'Pileje',
            color: '#0a6e4f',
            shape: 'pot',
            variantKey: key,
            units: Number(key),
          }),
        }
      : null;
  };
  return Object.assign(resolve, { calls });
}

/** The real rasteriser, counting its calls and optionally slowed down. */
function countingRasterizer(delayMs = 0) {
  const calls: string[] = [];
  const rasterize = async (svg: string, size: MediaSize, format: MediaFormat) => {
    calls.push(`${size}.${format}`);
    if (delayMs) await new Promise((done) => setTimeout(done, delayMs));
    return rasterizeSvg(svg, size, format);
  };
  return Object.assign(rasterize, { calls });
}

function capturingLogger(): MediaLogger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (_details, message) => void warnings.push(message), debug() {} };
}

describe('media store', () => {
  it('renders an image on its first request and caches it under dir/kind/key-size.format', async () => {
    const { dir } = freshParent();
    const store = createMediaStore({ dir, resolve: countingResolver() });
    const file = await store.get('products', '12', 140, 'webp');
    assert.ok(file);
    assert.equal(file.contentType, 'image/webp');
    assert.match(file.etag, /^"[\w-]{27}"$/);
    assert.ok(isWebp(file.body));
    assert.deepEqual([...listFiles(dir).keys()], [join('products', '12-140.webp')]);
    assert.deepEqual(readFileSync(join(dir, 'products', '12-140.webp')), Buffer.from(file.body));
  });

  it('serves a cached image without drawing, rendering or writing anything', async () => {
    const { dir } = freshParent();
    const resolve = countingResolver();
    const rasterize = countingRasterizer();
    const store = createMediaStore({ dir, resolve, rasterize });
    const first = await store.get('products', '3', 600, 'png');
    const before = listFiles(dir);

    const second = await store.get('products', '3', 600, 'png');

    assert.deepEqual(resolve.calls, ['products/3']);
    assert.deepEqual(rasterize.calls, ['600.png']);
    assert.deepEqual(listFiles(dir), before, 'no file was written or touched');
    assert.equal(second?.etag, first?.etag);
    assert.deepEqual(second?.body, first?.body);
  });

  it('reads an image another process cached in the same folder', async () => {
    const { dir } = freshParent();
    const first = await createMediaStore({ dir, resolve: countingResolver() }).get('brands', '4', 80, 'png');
    const otherResolve = countingResolver();
    const other = createMediaStore({ dir, resolve: otherResolve });
    const second = await other.get('brands', '4', 80, 'png');
    assert.deepEqual(otherResolve.calls, []);
    assert.equal(second?.etag, first?.etag);
  });

  it('renders once for concurrent requests of one file', async () => {
    const { dir } = freshParent();
    const resolve = countingResolver();
    const rasterize = countingRasterizer(50);
    const store = createMediaStore({ dir, resolve, rasterize });
    const files = await Promise.all(Array.from({ length: 12 }, () => store.get('pages', '7', 140, 'webp')));
    assert.deepEqual(resolve.calls, ['pages/7']);
    assert.deepEqual(rasterize.calls, ['140.webp']);
    assert.equal(new Set(files.map((file) => file?.etag)).size, 1);
    assert.deepEqual([...listFiles(dir).keys()], [join('pages', '7-140.webp')], 'one file and no temp file left');
  });

  it('writes through a temp file renamed into place, so no reader ever sees half an image', async () => {
    const { dir } = freshParent();
    mkdirSync(join(dir, 'products'), { recursive: true });
    const events: string[] = [];
    const watcher = watch(join(dir, 'products'), (type, name) => void events.push(`${type} ${name}`));
    try {
      await createMediaStore({ dir, resolve: countingResolver() }).get('products', '8', 600, 'png');
      for (let waited = 0; waited < 2000 && !events.includes('rename 8-600.png'); waited += 10)
        await new Promise((done) => setTimeout(done, 10));
    } finally {
      watcher.close();
    }
    assert.ok(events.includes('rename 8-600.png'), events.join(', '));
    assert.ok(
      events.some((event) => /^rename 8-600\.png\..+\.tmp$/.test(event)),
      events.join(', '),
    );
    assert.ok(!events.includes('change 8-600.png'), `the final file was written in place: ${events.join(', ')}`);
  });

  it('lets two processes render one image at once and keeps one whole file', async () => {
    const { dir } = freshParent();
    const [a, b] = await Promise.all([
      createMediaStore({ dir, resolve: countingResolver() }).get('brands', '2', 600, 'png'),
      createMediaStore({ dir, resolve: countingResolver() }).get('brands', '2', 600, 'png'),
    ]);
    assert.equal(a?.etag, b?.etag);
    assert.deepEqual([...listFiles(dir).keys()], [join('brands', '2-600.png')]);
    assert.deepEqual(readFileSync(join(dir, 'brands', '2-600.png')), Buffer.from(a!.body));
  });

  it('renders each size and format of one entity as its own file', async () => {
    const { dir } = freshParent();
    const rasterize = countingRasterizer();
    const store = createMediaStore({ dir, resolve: countingResolver(), rasterize });
    await Promise.all([
      store.get('needs', '1', 80, 'png'),
      store.get('needs', '1', 80, 'webp'),
      store.get('needs', '1', 600, 'png'),
    ]);
    assert.equal(rasterize.calls.length, 3);
    assert.deepEqual(
      [...listFiles(dir).keys()],
      ['1-600.png', '1-80.png', '1-80.webp'].map((name) => join('needs', name)),
    );
  });

  it('answers null for an unknown entity and caches nothing', async () => {
    const { dir } = freshParent();
    const store = createMediaStore({ dir, resolve: countingResolver() });
    assert.equal(await store.get('products', '12345', 80, 'png'), null);
    assert.equal(listFiles(dir).size, 0);
  });

  it('answers null for bad kinds, keys, sizes and formats without asking the resolver', async () => {
    const { parent, dir } = freshParent();
    const resolve = countingResolver();
    const store = createMediaStore({ dir, resolve });
    const bad: [string, string, number, string][] = [
      ['users', '1', 80, 'png'],
      ['..', '1', 80, 'png'],
      ['__proto__', '1', 80, 'png'],
      ['constructor', '1', 80, 'png'],
      ['Products', '1', 80, 'png'],
      ['products', '../1', 80, 'png'],
      ['products', '1/../../x', 80, 'png'],
      ['products', '..%2f..%2fetc', 80, 'png'],
      ['products', '012', 80, 'png'],
      ['products', '1234567890', 80, 'png'],
      ['products', '', 80, 'png'],
      ['products', ' 1', 80, 'png'],
      ['products', '1e3', 80, 'png'],
      ['products', '-1', 80, 'png'],
      ['products', '1', 81, 'png'],
      ['products', '1', 0, 'png'],
      ['products', '1', Number.NaN, 'png'],
      ['products', '1', '80' as unknown as number, 'png'],
      ['products', '1', 80, 'gif'],
      ['products', '1', 80, 'svg'],
      ['products', '1', 80, 'WEBP'],
      ['products', '1', 80, 'png/../../x'],
    ];
    for (const [kind, key, size, format] of bad)
      assert.equal(await store.get(kind, key, size, format), null, `${kind} ${key} ${size} ${format}`);
    assert.deepEqual(resolve.calls, []);
    assert.deepEqual(readdirSync(parent), []);
  });

  it('still serves the image when the cache folder cannot be written, and logs why', async () => {
    const { parent } = freshParent();
    writeFileSync(join(parent, 'not-a-folder'), 'x');
    const logger = capturingLogger();
    const store = createMediaStore({ dir: join(parent, 'not-a-folder', 'media'), resolve: countingResolver(), logger });
    const file = await store.get('products', '1', 80, 'png');
    assert.ok(file && isPng(file.body));
    assert.deepEqual(logger.warnings, ['media: could not cache a rendered image']);
    assert.deepEqual(readdirSync(parent), ['not-a-folder']);
  });

  it('lets a failed render reject, and tries again on the next request', async () => {
    const { dir } = freshParent();
    let attempts = 0;
    const store = createMediaStore({
      dir,
      resolve: () => ({
        svg:
          (attempts += 1) === 1
            ? '<svg xmlns="http://www.w3.org/2000/svg"><unclosed></svg>'
            : drawBrandLogo({ name: 'Ok', color: '#123456' }),
      }),
    });
    await assert.rejects(store.get('brands', '1', 80, 'png'));
    assert.equal(listFiles(dir).size, 0);
    assert.ok(await store.get('brands', '1', 80, 'png'));
    assert.equal(attempts, 2);
  });

  it('refuses to be created without a folder or a resolver, naming what is missing', () => {
    assert.throws(() => createMediaStore({ dir: '', resolve: countingResolver() }), /needs `dir`/);
    assert.throws(() => createMediaStore({ dir: scratch } as never), /needs `resolve\(kind, key\)`/);
  });
});

describe('media routes', () => {
  function setup() {
    const { parent, dir } = freshParent();
    const resolve = countingResolver();
    const store = createMediaStore({ dir, resolve });
    const gets: unknown[][] = [];
    const spy: MediaStore = { dir: store.dir, get: (...args) => (gets.push(args), store.get(...args)) };
    return { parent, dir, resolve, gets, media: createMediaHandler(spy) };
  }
  const request = (path: string, init?: RequestInit) => new Request(`http://catalog.local${path}`, init);

  it('answers a PNG with its type, length, a year of immutable caching and an ETag', async () => {
    const { media } = setup();
    const response = await media(request('/api/v1/images/products/12-140.png'));
    assert.ok(response);
    assert.equal(response.status, 200);
    const body = new Uint8Array(await response.arrayBuffer());
    assert.ok(isPng(body));
    assert.equal(response.headers.get('content-type'), 'image/png');
    assert.equal(response.headers.get('content-length'), String(body.byteLength));
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(response.headers.get('etag') ?? '', /^"[\w-]+"$/);
    assert.equal((await sharp(body).metadata()).width, 140);
  });

  it('answers WebP and AVIF under /media and JPEG under /images', async () => {
    const { media } = setup();
    const webp = await media(request('/api/v1/media/brands/2-80.webp'));
    assert.equal(webp?.headers.get('content-type'), 'image/webp');
    assert.ok(isWebp(new Uint8Array(await webp!.arrayBuffer())));
    const avif = await media(request('/api/v1/media/products/2-280.avif'));
    assert.equal(avif?.headers.get('content-type'), 'image/avif');
    assert.ok(isAvif(new Uint8Array(await avif!.arrayBuffer())));
    assert.equal((await media(request('/api/v1/images/products/2-280.avif')))?.status, 404, 'AVIF lives under /media');
    const jpeg = await media(request('/api/v1/images/pages/5-600.jpg'));
    assert.equal(jpeg?.headers.get('content-type'), 'image/jpeg');
    assert.ok(isJpeg(new Uint8Array(await jpeg!.arrayBuffer())));
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const { media } = setup();
    const get = await media(request('/api/v1/images/needs/3-80.png'));
    const head = await media(request('/api/v1/images/needs/3-80.png', { method: 'HEAD' }));
    assert.equal(head?.status, 200);
    assert.equal((await head!.arrayBuffer()).byteLength, 0);
    for (const name of ['content-type', 'content-length', 'etag', 'cache-control'])
      assert.equal(head.headers.get(name), get?.headers.get(name), name);
  });

  it('answers 304 without a body when If-None-Match holds the ETag', async () => {
    const { media } = setup();
    const path = '/api/v1/media/products/1-140.webp';
    const etag = (await media(request(path)))!.headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await media(request(path, { headers: { 'If-None-Match': ifNoneMatch } }));
      assert.equal(response?.status, 304, ifNoneMatch);
      assert.equal(response.headers.get('etag'), etag);
      assert.equal((await response.arrayBuffer()).byteLength, 0);
    }
    const changed = await media(request(path, { headers: { 'If-None-Match': '"something-else"' } }));
    assert.equal(changed?.status, 200);
  });

  it('answers 404 with {message, statusCode} for unknown kinds, entities, sizes and formats', async () => {
    const { media, resolve } = setup();
    for (const path of [
      '/api/v1/images/users/1-80.png',
      '/api/v1/images/products/12345-80.png',
      '/api/v1/images/products/1-81.png',
      '/api/v1/images/products/1-080.png',
      '/api/v1/images/products/01-80.png',
      '/api/v1/images/products/1-80.gif',
      '/api/v1/images/products/1-80.webp',
      '/api/v1/media/products/1-80.png',
      '/api/v1/images/products/1-80',
      '/api/v1/images/products/',
      '/api/v1/images/',
      '/api/v1/media',
    ]) {
      const response = await media(request(path));
      assert.equal(response?.status, 404, path);
      assert.deepEqual(await response.json(), { message: 'Image not found', statusCode: 404 });
    }
    assert.deepEqual(resolve.calls, ['products/12345']);
  });

  it('answers 405 to a method other than GET and HEAD', async () => {
    const { media, gets } = setup();
    const response = await media(request('/api/v1/images/products/1-80.png', { method: 'POST', body: 'x' }));
    assert.equal(response?.status, 405);
    assert.equal(response.headers.get('allow'), 'GET, HEAD');
    assert.equal((await response.json()).statusCode, 405);
    assert.deepEqual(gets, []);
  });

  it('returns null for paths that are not images, so the catalog router continues', async () => {
    const { media, gets } = setup();
    for (const path of [
      '/api/v1/product',
      '/api/v1/product/1',
      '/api/v1/mediatheque/x-80.png',
      '/api/v1/imagesx/products/1-80.png',
      '/api/v1',
      '/healthz',
      '/media/products/1-80.webp',
    ]) {
      assert.equal(await media(request(path)), null, path);
    }
    assert.deepEqual(gets, []);
  });

  it('never lets a traversal attempt reach the file system outside its folder', async () => {
    const { parent, media, resolve } = setup();
    const outside = join(parent, 'secret-80.webp');
    writeFileSync(outside, 'not an image');
    const before = listFiles(parent);
    for (const path of [
      '/api/v1/media/products/..%2f..%2fetc-80.webp',
      '/api/v1/media/products/1-80.webp/../x',
      '/api/v1/media/products/../../secret-80.webp',
      '/api/v1/media/products/%2e%2e/%2e%2e/secret-80.webp',
      '/api/v1/media/..%2f..%2fsecret-80.webp',
      '/api/v1/media/products/..%5c..%5csecret-80.webp',
      '/api/v1/media/products/1%00-80.webp',
      '/api/v1/images/products/1-80.png%2f..%2f..%2fsecret',
    ]) {
      const response = await media(request(path));
      assert.ok(response === null || response.status === 404, `${path} answered ${response?.status}`);
    }
    assert.deepEqual(resolve.calls, []);
    assert.deepEqual(listFiles(parent), before);
  });

  it('serves the URLs mediaUrls writes', async () => {
    const { media } = setup();
    const urls = mediaUrls('products', 12);
    assert.deepEqual(urls, {
      small: '/api/v1/images/products/12-80.png',
      medium: '/api/v1/images/products/12-140.png',
      large: '/api/v1/images/products/12-600.png',
    });
    for (const [name, url] of Object.entries(urls)) {
      const response = await media(request(url));
      assert.equal(response?.status, 200, name);
      assert.equal(
        (await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).width,
        { small: 80, medium: 140, large: 600 }[name],
      );
    }
    assert.throws(() => mediaUrls('products', '../1'), /not an entity id/);
    assert.throws(() => mediaUrls('users' as MediaKind, 1), /not one of/);
  });

  it('reads paths under another base when the router mounts it elsewhere', () => {
    assert.deepEqual(parseMediaPath('/media/needs/4-140.webp', ''), {
      status: 'found',
      kind: 'needs',
      key: '4',
      size: 140,
      format: 'webp',
    });
    assert.deepEqual(parseMediaPath('/api/v1/media/needs/4-140.webp', ''), { status: 'not-media' });
  });
});

describe('seed media resolver', () => {
  const fr = <T>(value: T) => ({ fr: value, nl: value, de: value, es: value, it: value });
  const seed = {
    brands: [{ id: 1, name: 'Pileje & Co', color: '#0a6e4f' }],
    products: [
      {
        id: 12,
        brandId: 1,
        galenicFormId: 3,
        needIds: [5],
        conditionings: [{ id: 1, units: 2 }],
        name: { ...fr('Gouttes de nuit'), fr: 'Vitamine D3 <nuit>' },
      },
      { id: 15, brandId: 1, galenicFormId: 4, needIds: [], conditionings: [{ id: 2, units: 60 }], name: fr('Nuit') },
    ],
    needs: [{ id: 5, picto: 'moon', label: fr('Sommeil') }],
    pages: [{ id: 9, type: 'advice', brandId: null, needIds: [5], productIds: [15], title: fr('Bien dormir') }],
    taxonomy: {
      galenicForms: [
        { id: 3, slug: fr('gouttes'), label: { ...fr('Tropfen'), fr: 'Gouttes' } },
        { id: 4, slug: fr('gelule'), label: { ...fr('Kapsel'), fr: 'Gélule' } },
      ],
    },
  } as unknown as MediaSeed;
  const resolve = createSeedMediaResolver(seed);

  it('draws a product from its brand, galenic form, need and units, without its name or form', async () => {
    const drops = (await resolve('products', '12'))?.svg ?? '';
    assert.equal(
      drops,
      drawPackshot({
        brandName: 'Pileje & Co',
        color: '#0a6e4f',
        shape: 'dropper',
        variantKey: '12',
        picto: 'moon',
        accent: '#4b4f9c',
        units: null,
      }),
    );
    assert.deepEqual(svgTexts(drops), ['Pileje & Co', 'Pileje & Co']);
    assert.deepEqual(svgTexts((await resolve('products', '15'))?.svg ?? ''), ['Pileje & Co', 'Pileje & Co', '60']);
  });

  it('draws brands, needs and pages, and answers null for unknown ids', async () => {
    assert.equal((await resolve('brands', '1'))?.svg, drawBrandLogo({ name: 'Pileje & Co', color: '#0a6e4f' }));
    assert.equal((await resolve('needs', '5'))?.svg, drawNeedPictogram({ picto: 'moon' }));
    const page = (await resolve('pages', '9'))?.svg ?? '';
    assert.doesNotMatch(page, /Bien dormir/);
    assert.ok(page.includes('#4b4f9c'), 'a page without a brand takes its need’s colour');
    for (const kind of ['products', 'brands', 'needs', 'pages'] as const)
      assert.equal(await resolve(kind, '404'), null, kind);
  });
});
