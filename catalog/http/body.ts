// JSON request bodies: the content type must be JSON (415), the body at most `limit` bytes
// (413, checked on Content-Length and again while reading), valid UTF-8 and valid JSON (400).
import { badRequest, CatalogHttpError } from './errors.ts';

export const BODY_LIMIT_BYTES = 16 * 1024;

function isJsonType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

export async function readJsonBody(request: Request, limit = BODY_LIMIT_BYTES): Promise<unknown> {
  if (!isJsonType(request.headers.get('content-type'))) {
    throw new CatalogHttpError(415, 'The body must be JSON (Content-Type: application/json)');
  }
  const tooLarge = () => new CatalogHttpError(413, `The body must be at most ${limit} bytes`);
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge();
  if (!request.body) throw badRequest('The body is empty; send a JSON object');

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (size === 0) throw badRequest('The body is empty; send a JSON object');

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw badRequest('The body is not valid UTF-8');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The body is not valid JSON');
  }
}
