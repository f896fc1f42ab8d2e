// JSON request bodies: the content type must be JSON (415), the body at most `limit` bytes
// (413, checked on Content-Length and again while reading), valid UTF-8 and valid JSON (400).
import { BodyRefusedError, readBoundedText } from './bounded-body.ts';
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
  let text: string;
  try {
    text = await readBoundedText(request.body, {
      limitBytes: limit,
      declaredLength: request.headers.get('content-length'),
    });
  } catch (error) {
    if (!(error instanceof BodyRefusedError)) throw error;
    throw error.reason === 'tooLarge'
      ? new CatalogHttpError(413, `The body must be at most ${limit} bytes`)
      : badRequest('The body is not valid UTF-8');
  }
  if (text === '') throw badRequest('The body is empty; send a JSON object');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The body is not valid JSON');
  }
}
