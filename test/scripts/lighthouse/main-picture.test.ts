import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { mainPictureUrls } from '../../../scripts/lighthouse/main-picture.ts';

describe("npm run lighthouse's main picture", () => {
  it('lists every file of the picture whose image is fetched first, and no other picture', () => {
    const html =
      '<picture class="responsive-image"><source type="image/avif" srcSet="/m/8-280.avif 280w, /m/8-600.avif 600w" sizes="22rem"/>' +
      '<img class="product-packshot" src="/i/8-600.png" srcSet="/i/8-280.png 280w, /i/8-600.png 600w" fetchPriority="high" decoding="async"/></picture>' +
      '<picture><source type="image/avif" srcSet="/m/9-280.avif 280w"/><img src="/i/9-280.png" loading="lazy"/></picture>';
    assert.deepEqual(mainPictureUrls(html), ['/m/8-280.avif', '/m/8-600.avif', '/i/8-600.png', '/i/8-280.png']);
  });

  it('finds none on a page without one', () => {
    assert.deepEqual(
      mainPictureUrls('<picture><img src="/i/9-280.png" loading="lazy"/></picture><img src="/x.png">'),
      [],
    );
  });
});
