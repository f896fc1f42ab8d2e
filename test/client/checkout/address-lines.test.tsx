// An address of the checkout and of an order names its country in the visitor's language, as the
// address book does; a country the site does not know keeps its code.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { AddressLines } from '../../../client/components/checkout/address-lines.tsx';
import type { OrderAddress } from '../../../shared/schemas/shop-address.ts';
import { renderView } from '../../helpers/render-view.tsx';

const ADDRESS: OrderAddress = {
  civility: 'ms',
  firstname: 'Léa',
  lastname: 'Favre',
  line1: 'Quellenstrasse 8',
  line2: '',
  line3: '',
  zipcode: '8005',
  city: 'Zürich',
  country: 'ch',
  company: '',
};

const lastLine = (view: ReturnType<typeof renderView>) =>
  [...view.container.querySelectorAll('.address-lines__line')].at(-1)?.textContent;

describe('an address in the checkout', () => {
  for (const [locale, name] of [
    ['de-ch', 'Schweiz'],
    ['fr-ch', 'Suisse'],
    ['it-it', 'Svizzera'],
  ] as const) {
    it(`ends with the country's name in ${locale}: ${name}`, () => {
      assert.equal(lastLine(renderView(<AddressLines address={ADDRESS} />, locale)), name);
    });
  }

  it('keeps the code of a country the site has no name for', () => {
    assert.equal(lastLine(renderView(<AddressLines address={{ ...ADDRESS, country: 'fr' }} />, 'fr-be')), 'FR');
  });
});
