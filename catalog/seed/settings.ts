// Global settings per country (SPEC §2.3, §3 'Global setting'): '1' shows the element, '0'
// hides it. Chosen so that each branch of the layout is shown somewhere:
// - point_of_sale (store-finder link in the header, store-locator button in the mobile menu):
//   on in be, ch, de, es; off in it, which has no store-finder screen.
// - newsletter (newsletter link in the footer): on in de, es and it, off in be and ch. Only the
//   Spanish site has a newsletter screen; in de and it the setting is on while the screen is
//   absent, so the renderer's rule of dropping a link whose route does not exist is exercised
//   there too.
// - newsletter_pop_in (newsletter button and pop-in): on in es only, where the form exists.
import type { SeedSettings } from './types.ts';

export const SETTINGS: SeedSettings = Object.freeze({
  be: Object.freeze({ point_of_sale: '1', newsletter: '0', newsletter_pop_in: '0' }),
  ch: Object.freeze({ point_of_sale: '1', newsletter: '0', newsletter_pop_in: '0' }),
  de: Object.freeze({ point_of_sale: '1', newsletter: '1', newsletter_pop_in: '0' }),
  es: Object.freeze({ point_of_sale: '1', newsletter: '1', newsletter_pop_in: '1' }),
  it: Object.freeze({ point_of_sale: '0', newsletter: '1', newsletter_pop_in: '0' }),
});
