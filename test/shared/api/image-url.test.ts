import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { imageSrcSet, imageUrl, imageVariant } from '../../../shared/api/image-url.ts';

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

  describe('for a srcset', () => {
    it('names the image at each width in the format asked, under the folder that serves it', () => {
      assert.equal(
        imageSrcSet('/api/v1/images/products/12-140.png', 'avif', [140, 280]),
        '/api/v1/media/products/12-140.avif 140w, /api/v1/media/products/12-280.avif 280w',
      );
      assert.equal(
        imageSrcSet('https://shop.example/api/v1/images/pages/3-600.png?v=2', 'png', [280, 600]),
        'https://shop.example/api/v1/images/pages/3-280.png?v=2 280w, https://shop.example/api/v1/images/pages/3-600.png?v=2 600w',
      );
      assert.equal(
        imageVariant('/api/v1/images/needs/4-140.png', { format: 'webp' }),
        '/api/v1/media/needs/4-140.webp',
      );
    });

    it('has none for an image the catalog did not write', () => {
      assert.equal(imageSrcSet('https://cdn.example/logo.png', 'avif', [140, 280]), null);
      assert.equal(imageVariant('/api/v1/media/needs/4-140.webp', { format: 'avif' }), null);
    });
  });
});
