// The page both peers render (bench/peers/page/), rendered here with the project's React so that
// `npm test` checks it without installing the peers: it must show what Vitrine's page shows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { renderToStaticMarkup } from 'react-dom/server';

import { jsonLdText } from '../../../../bench/peers/page/json-ld.ts';
import { ProductPage } from '../../../../bench/peers/page/product-page.tsx';
import { SiteFooter } from '../../../../bench/peers/page/site-footer.tsx';
import { SiteHeader } from '../../../../bench/peers/page/site-header.tsx';
import { SEED } from '../../../../catalog/seed/index.ts';
import { exportProductPage, PEER_PAGE } from '../../../../scripts/bench/peers/export-product-page.ts';
import { SITE_URLS, usePageApp } from '../../../helpers/page-app.ts';
import { assertInOrder, chromeTexts, mainTexts } from '../../../helpers/peer-page-texts.ts';
import { documentOf } from '../../../helpers/render-view.tsx';

const pages = usePageApp(SEED);

describe("the bench peers' product page", () => {
  it("shows the exported page's texts in Vitrine's order, with its header and footer", async () => {
    const data = await exportProductPage({
      api: pages.deps().content!.client(PEER_PAGE.locale),
      router: pages.deps().routing.router(),
      siteUrl: SITE_URLS.SITE_URL_IT,
    });
    const markup = renderToStaticMarkup(
      <>
        <SiteHeader chrome={data.chrome} path={data.path} />
        <main>
          <ProductPage page={data} />
        </main>
        <SiteFooter footer={data.chrome.footer} />
      </>,
    );
    const view = documentOf(`<!DOCTYPE html><html><body>${markup}</body></html>`);
    assertInOrder(view.getByRole('main', { hidden: true }).textContent, mainTexts(data), "the peers' main content");
    const whole = view.document.body.textContent;
    for (const text of chromeTexts(data))
      assert.ok(whole.includes(text), `'${text}' is in the peers' header or footer`);
    assert.equal(view.getAllByRole('heading', { level: 1, hidden: true }).length, 1);
  });

  it('writes JSON-LD that no text of the data can end early', () => {
    const text = jsonLdText({ name: 'a </script><script>alert(1)</script>' });
    assert.ok(!text.includes('</script'), text);
    assert.deepEqual(JSON.parse(text), { name: 'a </script><script>alert(1)</script>' });
  });
});
