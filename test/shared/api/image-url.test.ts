import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { imageUrl } from '../../../shared/api/image-url.ts';

describe('image URLs', () => {
  describe('when the browser takes WebP', () => {
    it('point a PNG of the image storage at the WebP of the media path', () => {
      assert.equal(
        imageUrl('/api/v1/images/product/probio-a-80.png', { webp: true }),
        '/api/v1/media/product/probio-a-80.webp',
      );
    });

    it('keep the origin of an absolute URL and any query', () => {
      assert.equal(
        imageUrl('http://catalog.internal/api/v1/images/brand/probio-140.png?v=2', { webp: true }),
        'http://catalog.internal/api/v1/media/brand/probio-140.webp?v=2',
      );
    });

    it('leave any other URL as it is', () => {
      for (const url of [
        '/api/v1/images/product/probio.png',
        '/api/v1/images/product/probio-80.jpg',
        'https://cdn.example/photo-80.png',
        '/api/v1/myimages/product/a-80.png',
        '',
      ]) {
        assert.equal(imageUrl(url, { webp: true }), url);
      }
    });
  });

  describe('when the browser does not take WebP', () => {
    it('keep the PNG of the image storage', () => {
      assert.equal(
        imageUrl('/api/v1/images/product/probio-a-80.png', { webp: false }),
        '/api/v1/images/product/probio-a-80.png',
      );
    });
  });
});
