// The vocabulary of generated images (decision 007, 'Images'): kinds, sizes, formats, the URL of
// each image, and the parser that reads one back. Pure: the endpoints import it to write image
// URLs into answers without loading the rasteriser.

export const MEDIA_KINDS = ['products', 'brands', 'needs', 'pages'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * 80: product thumbnails; 140: every other image (SPEC §9); 280: the 140 ones on dense screens
 * (their `srcset`); 600: product and page detail.
 */
export const MEDIA_SIZES = [80, 140, 280, 600] as const;
export type MediaSize = (typeof MEDIA_SIZES)[number];

export const MEDIA_FORMATS = ['webp', 'avif', 'png', 'jpg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_CONTENT_TYPES: Readonly<Record<MediaFormat, string>> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/**
 * An entity's numeric id, as a string: 1 to 9 digits, so a key can never name a path, and no
 * leading zero, so an image has one file and one URL ('12', never '012').
 */
export const MEDIA_KEY = /^(?:0|[1-9]\d{0,8})$/;

export const isMediaKind = (value: unknown): value is MediaKind => (MEDIA_KINDS as readonly unknown[]).includes(value);
export const isMediaSize = (value: unknown): value is MediaSize => (MEDIA_SIZES as readonly unknown[]).includes(value);
export const isMediaFormat = (value: unknown): value is MediaFormat =>
  (MEDIA_FORMATS as readonly unknown[]).includes(value);
export const isMediaKey = (value: unknown): value is string => typeof value === 'string' && MEDIA_KEY.test(value);

/** The base under which the catalog answers (decision 007). */
export const MEDIA_BASE_PATH = '/api/v1';

/**
 * The two folders of decision 007: `media/` serves WebP (and AVIF, for `srcset`), `images/` PNG (and JPEG for clients
 * that ask for it). Each format lives in exactly one folder, so an image has one URL.
 */
const FOLDER_OF: Readonly<Record<MediaFormat, 'media' | 'images'>> = {
  webp: 'media',
  avif: 'media',
  png: 'images',
  jpg: 'images',
};

export interface MediaRef {
  kind: MediaKind;
  key: string;
  size: MediaSize;
  format: MediaFormat;
}

function checkedKey(kind: string, key: string | number): string {
  const text = String(key);
  if (!isMediaKind(kind)) throw new TypeError(`Media kind '${kind}' is not one of ${MEDIA_KINDS.join(', ')}`);
  if (!isMediaKey(text)) throw new TypeError(`Media key '${text}' is not an entity id (1 to 9 digits)`);
  return text;
}

/** `/api/v1/media/products/12-140.webp`, `/api/v1/images/products/12-140.png`. */
export function mediaPath({ kind, key, size, format }: MediaRef, basePath = MEDIA_BASE_PATH): string {
  return `${basePath}/${FOLDER_OF[format]}/${kind}/${checkedKey(kind, key)}-${size}.${format}`;
}

export interface MediaUrls {
  /** 80 px: product thumbnails. */
  small: string;
  /** 140 px: every other list image (SPEC §9). */
  medium: string;
  /** 600 px: detail pages. */
  large: string;
}

/**
 * The PNG URLs of an entity's image, as the API's answers carry them; the API client rewrites
 * `/images/…png` to `/media/…webp` when the browser supports WebP (decision 007).
 */
export function mediaUrls(kind: MediaKind, key: string | number): MediaUrls {
  const id = checkedKey(kind, key);
  const url = (size: MediaSize) => mediaPath({ kind, key: id, size, format: 'png' });
  return { small: url(80), medium: url(140), large: url(600) };
}

export type ParsedMediaPath =
  | { status: 'not-media' }
  /** Under the media folders, but not an image we can make. */
  | { status: 'not-found' }
  | ({ status: 'found' } & MediaRef);

const FILE_NAME = /^(\d{1,9})-(\d{1,4})\.([a-z]{3,4})$/;

/**
 * Reads a request path (still percent-encoded, as `URL.pathname` gives it). Anything under
 * `{base}/media/` or `{base}/images/` is ours: it is either an image or a 404, never passed on.
 */
export function parseMediaPath(pathname: string, basePath = MEDIA_BASE_PATH): ParsedMediaPath {
  if (!pathname.startsWith(`${basePath}/`)) return { status: 'not-media' };
  const rest = pathname.slice(basePath.length + 1);
  const slash = rest.indexOf('/');
  const folder = slash === -1 ? rest : rest.slice(0, slash);
  if (folder !== 'media' && folder !== 'images') return { status: 'not-media' };
  const parts = rest.slice(folder.length + 1).split('/');
  if (parts.length !== 2) return { status: 'not-found' };
  const [kind, file] = parts as [string, string];
  const match = FILE_NAME.exec(file);
  if (!isMediaKind(kind) || !match) return { status: 'not-found' };
  const [, key, sizeText, format] = match as unknown as [string, string, string, string];
  const size = Number(sizeText);
  if (
    !isMediaKey(key) ||
    !isMediaSize(size) ||
    !isMediaFormat(format) ||
    FOLDER_OF[format] !== folder ||
    String(size) !== sizeText
  )
    return { status: 'not-found' };
  return { status: 'found', kind, key, size, format };
}
