// The ids React's useId makes must be the same on the server, which renders the app inside the
// document, and in the browser, which hydrates #root with the app at the same place among
// siblings (client/app/document-body.tsx). A change to the document's structure shows here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { useId } from 'react';
import { renderToString } from 'react-dom/server';

import { AtDocumentBody } from '../../../client/app/document-body.tsx';
import type { PublicConfig } from '../../../client/app/public-config.ts';
import { Document } from '../../../server/render/document.tsx';

function Probe() {
  const outer = useId();
  return (
    <p id={outer}>
      <Inner />
      <Inner />
    </p>
  );
}

function Inner() {
  return <span id={useId()} />;
}

const idsOf = (html: string) => [...html.matchAll(/ id="(_R[^"]*)"/g)].map((match) => match[1]);

const HEAD = {
  title: 'T',
  description: 'D',
  canonical: '',
  alternates: [],
  openGraph: { type: 'website' as const, title: 'T', description: 'D', url: '', locale: 'fr_BE' },
  jsonLd: [],
  noindex: false,
};

describe('useId', () => {
  it('makes the same ids in the document on the server as in the hydrated root in the browser', () => {
    const server = renderToString(
      <Document
        locale="fr-be"
        head={HEAD}
        nonce="n"
        preloads={{ scripts: [], styles: [] }}
        initialState={{ mutations: [], queries: [] }}
        routerState={{ loaderData: {} }}
        publicConfig={{} as PublicConfig}
      >
        <Probe />
      </Document>,
    );
    const browser = renderToString(
      <AtDocumentBody>
        <Probe />
      </AtDocumentBody>,
    );
    assert.equal(idsOf(server).length, 3);
    assert.deepEqual(idsOf(browser), idsOf(server));
    assert.notDeepEqual(
      idsOf(renderToString(<Probe />)),
      idsOf(server),
      'the root alone would not match: the check can fail',
    );
  });
});
