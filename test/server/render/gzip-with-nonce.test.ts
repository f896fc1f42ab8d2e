// A kept document in gzip with each request's nonce (server/render/gzip-with-nonce.ts): zlib's
// own decoder (which checks the CRC-32 and the length) gives back the document with that nonce,
// wherever the nonces stand and whatever the document holds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';

import { gzipTemplate, gzipWithNonce } from '../../../server/render/gzip-with-nonce.ts';

const RENDERED = 'n1+0ixyI/Oi5lr63xxuQvA==';
const NONCES = ['jdCOJDkIX4hk69y6qDTCxw==', 'AAAAAAAAAAAAAAAAAAAAAA==', '////////////////////////'];

/** The template of a document written with RENDERED, found where it stands. */
function templateOf(text: string) {
  const document = Buffer.from(text, 'utf8');
  const nonceAt: number[] = [];
  for (let at = document.indexOf(RENDERED); at !== -1; at = document.indexOf(RENDERED, at + RENDERED.length))
    nonceAt.push(at);
  return gzipTemplate(document, nonceAt, RENDERED.length);
}

const documents: [string, string][] = [
  [
    'a page',
    `<head><style nonce="${RENDERED}">a{}</style></head><p>Caffè – 12,50 € 😀</p><script nonce="${RENDERED}">1</script>`,
  ],
  ['nonces at its start and its end, one after the other', `${RENDERED}${RENDERED}<p>x</p>${RENDERED}`],
  ['no nonce', '<p>nothing to write over</p>'],
  ['only a nonce', RENDERED],
  ['a large page', `<p>${'Symbiora Equilibrio, 30 capsule. '.repeat(4000)}</p><script nonce="${RENDERED}">x</script>`],
];

describe('a kept document in gzip', () => {
  for (const [what, text] of documents)
    it(`decodes to the document with each request's nonce: ${what}`, () => {
      const template = templateOf(text);
      for (const nonce of NONCES) {
        const body = gzipWithNonce(template, nonce);
        assert.equal(gunzipSync(body).toString('utf8'), text.split(RENDERED).join(nonce));
      }
    });

  it('gives each request its own bytes', () => {
    const template = templateOf(documents[0]![1]);
    const first = gzipWithNonce(template, NONCES[0]!);
    const copy = Buffer.from(first);
    gzipWithNonce(template, NONCES[1]!);
    assert.ok(first.equals(copy));
  });

  it('is about as small as gzip of the whole', () => {
    const text = documents[4]![1];
    const spliced = gzipWithNonce(templateOf(text), NONCES[0]!).length;
    const whole = gzipSync(Buffer.from(text.split(RENDERED).join(NONCES[0]!))).length;
    assert.ok(spliced <= whole * 1.1 + 64, `${spliced} bytes against ${whole}`);
  });
});
