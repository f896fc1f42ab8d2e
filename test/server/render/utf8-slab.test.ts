// A whole document's bytes (utf8-slab.ts): the UTF-8 of its pieces, whatever they hold, each
// document's bytes its own while later ones are encoded.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { copyOf, encodeUtf8 } from '../../../server/render/utf8-slab.ts';

const utf8 = (pieces: readonly string[]) => Buffer.from(pieces.join(''), 'utf8');

describe('a document encoded in one pass', () => {
  it('is the UTF-8 of its pieces in order: one, two, three and four bytes per character', () => {
    const pieces = ['<!DOCTYPE html>', '<p>Caffè, 12,50 €', ' – l’été… 😀</p>', '', '\u00a0×²'];
    const bytes = encodeUtf8(pieces);
    assert.deepEqual(bytes, utf8(pieces));
    assert.equal(bytes.toString('utf8'), pieces.join(''));
  });

  it('keeps each document intact while the next ones are encoded, across new slabs', () => {
    const documents = Array.from({ length: 40 }, (_, index) => [
      `<p>${index}</p>`,
      'é’'.repeat(1000 * (index % 7)),
      // Some larger than a slab's third: each of those gets room of its own.
      index % 9 === 0 ? 'x€'.repeat(200_000) : '',
    ]);
    const encoded = documents.map((pieces) => encodeUtf8(pieces));
    documents.forEach((pieces, index) => assert.ok(encoded[index]!.equals(utf8(pieces)), `document ${index}`));
  });

  it('encodes piece by piece: a lone surrogate is the replacement character, within the room it took', () => {
    const pieces = ['a\ud800', '\udc00b'.repeat(3)];
    assert.deepEqual(encodeUtf8(pieces), Buffer.concat(pieces.map((piece) => Buffer.from(piece, 'utf8'))));
    assert.equal(encodeUtf8(pieces).toString('utf8'), 'a\ufffd' + '\ufffdb'.repeat(3));
  });

  it('copies kept bytes into room of their own: a copy changed leaves the original and the other copies alone', () => {
    const kept = encodeUtf8(['<script nonce="AAAA">', 'é’'.repeat(5000), '</script>']);
    const original = Buffer.from(kept);
    const copies = Array.from({ length: 60 }, (_, index) => {
      const copy = copyOf(kept);
      copy.write(String(index).padStart(4, '0'), 15, 'latin1');
      encodeUtf8(['x€'.repeat(index * 500)]);
      return copy;
    });
    assert.ok(kept.equals(original));
    copies.forEach((copy, index) => {
      assert.equal(copy.length, original.length);
      assert.equal(copy.subarray(0, 21).toString('latin1'), `<script nonce="${String(index).padStart(4, '0')}">`);
      assert.ok(copy.subarray(21).equals(original.subarray(21)), `copy ${index}`);
    });
  });
});
