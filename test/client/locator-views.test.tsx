// The finder's and who-can-advise's components as the server renders them: "locate me" says
// what happens in each state, the map draws tiles only when configured, the favourite control
// depends on the session, and a profile group links only pages the site has.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { QueryClient } from '@tanstack/react-query';
import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';

import type { PublicConfig } from '../../client/app/public-config.ts';
import { PublicConfigProvider } from '../../client/app/public-config-context.tsx';
import { mapBackdropQuery } from '../../client/app/queries/map-backdrop.ts';
import { AdviceGroupSection } from '../../client/components/locator/advice-group-section.tsx';
import { ADVICE_GROUPS } from '../../client/components/locator/advice-profiles.ts';
import { FavouriteControl, FavouritesNotice } from '../../client/components/locator/favourite-control.tsx';
import { LocateMe } from '../../client/components/locator/locate-me.tsx';
import { fitView } from '../../client/components/locator/map-projection.ts';
import { PharmacyMap } from '../../client/components/locator/pharmacy-map.tsx';
import { COUNTRY_INFO } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import type { PointOfSale } from '../../shared/schemas/store-locator.ts';
import { pageQueryClient, renderRoutedView, renderView, siteFor, type View } from '../helpers/render-view.tsx';

function render(
  element: ReactNode,
  {
    locale = 'fr-be',
    user = false,
    mapTileUrl = null,
    mapTileAttribution = null,
    url = 'https://be.example/fr/trouver-une-pharmacie?q=1000',
    queryClient = pageQueryClient(),
  }: {
    queryClient?: QueryClient;
    locale?: Locale;
    user?: boolean;
    mapTileUrl?: string | null;
    mapTileAttribution?: string | null;
    url?: string;
  } = {},
) {
  const site = siteFor(locale);
  const config = {
    locale,
    country: site.country,
    user,
    mapTileUrl,
    mapTileAttribution,
    siteUrl: site.siteUrl,
  } as PublicConfig;
  return renderView(
    <PublicConfigProvider config={config}>{element}</PublicConfigProvider>,
    locale,
    {},
    {
      location: new URL(url).pathname + new URL(url).search,
      queryClient,
    },
  );
}

const pharmacy = (id: number, lat: number, lng: number): PointOfSale => ({
  id,
  name: `Pharmacie ${id}`,
  address: 'Rue 1',
  zipcode: '1000',
  city: 'Bruxelles',
  country: 'be',
  phone: '+32 2 000 00 00',
  lat,
  lng,
  gives_advice: false,
  schedules: [],
  distance_km: 1,
});

describe('"locate me"', () => {
  it('offers no button before the browser says it can locate (the server, no JavaScript), yet keeps its status line', () => {
    const view = render(<LocateMe state="unsupported" onLocate={() => {}} />);
    assert.equal(view.queryAllByRole('button').length, 0);
    const status = view.getByRole('status');
    assert.deepEqual([status.className, status.textContent], ['locate-me__status', '']);
  });

  it('says that it looks, keeping the button focusable, and says why it could not', () => {
    const locating = render(<LocateMe state="locating" onLocate={() => {}} />);
    const button = locating.getByRole('button', { name: 'Me localiser' });
    assert.equal(button.getAttribute('aria-disabled'), 'true');
    assert.equal(button.hasAttribute('disabled'), false);
    assert.equal(locating.getByRole('status').textContent, 'Localisation en cours…');
    const denied = render(<LocateMe state="denied" onLocate={() => {}} />, { locale: 'es-es' }).getByRole('status');
    assert.ok(denied.textContent!.includes('No ha autorizado la localización.'));
    assert.ok(denied.classList.contains('locate-me__status--failed'));
    const timeout = render(<LocateMe state="timeout" onLocate={() => {}} />, { locale: 'nl-be' });
    assert.ok(timeout.getByRole('status').textContent!.includes('Het bepalen van uw locatie duurde te lang.'));
  });

  it('tells how the position is used, next to the button', () => {
    const view = render(<LocateMe state="idle" onLocate={() => {}} />);
    assert.ok(
      view.getByRole('button', {
        name: 'Me localiser',
        description: 'Votre position, arrondie à environ un kilomètre, ne sert qu’à cette recherche.',
      }),
    );
  });
});

/** The pharmacies of the map's markers, in the order they are drawn. */
const markers = (view: View) =>
  [...view.container.querySelectorAll('[data-pharmacy]')].map((marker) => marker.getAttribute('data-pharmacy'));

describe('the map', () => {
  const origin = { lat: 50.8467, lng: 4.3525 };

  it('is one titled image of numbered pins, without any network', () => {
    const view = render(
      <PharmacyMap
        origin={origin}
        placeLabel="1000 Bruxelles"
        pharmacies={[pharmacy(7, 50.85, 4.36)]}
        firstNumber={11}
      />,
    );
    const map = view.getByRole('img', {
      name: 'Carte de la pharmacie trouvée autour de 1000 Bruxelles Chaque numéro correspond à la pharmacie du même numéro dans la liste.',
    });
    assert.deepEqual([map.tagName, map.getAttribute('viewBox')], ['svg', '0 0 640 400']);
    assert.equal(map.querySelector('[data-pharmacy="7"] text')?.textContent, '11');
    assert.equal(map.querySelectorAll('image').length, 0);
    const addresses = [...view.container.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.value).filter((value) => /https?:\/\//.test(value)),
    );
    assert.deepEqual(addresses, []);
  });

  it('draws the offline backdrop the page carries: land, regions, town names, credited; no grid', () => {
    const pharmacies = [pharmacy(7, 50.85, 4.36), pharmacy(8, 50.8, 4.3)];
    const queryClient = pageQueryClient();
    const drawn = {
      land: 'M-8 -8L648 -8L648 408L-8 408Z',
      regions: 'M100 -8L120 408Z',
      towns: [{ name: 'Dilbeek', x: 80, y: 150 }],
    };
    queryClient.setQueryData(mapBackdropQuery(fitView([origin, ...pharmacies])).queryKey, drawn);
    const view = render(
      <PharmacyMap origin={origin} placeLabel="1000 Bruxelles" pharmacies={pharmacies} firstNumber={1} />,
      { queryClient },
    );
    const map = view.container.querySelector('svg')!;
    assert.equal(map.querySelector('.pharmacy-map__land')?.getAttribute('d'), drawn.land);
    assert.equal(map.querySelector('.pharmacy-map__borders')?.getAttribute('d'), drawn.land);
    assert.equal(map.querySelector('.pharmacy-map__regions')?.getAttribute('d'), drawn.regions);
    assert.equal(map.querySelector('.pharmacy-map__towns text')?.textContent, 'Dilbeek');
    assert.equal(map.querySelector('.pharmacy-map__grid'), null);
    assert.ok(view.getByText('Fond de carte : Natural Earth, GeoNames'));
  });

  it('draws the configured tiles under the pins and names their host', () => {
    const view = render(
      <PharmacyMap
        origin={origin}
        placeLabel="1000 Bruxelles"
        pharmacies={[pharmacy(7, 50.85, 4.36), pharmacy(8, 50.8, 4.3)]}
        firstNumber={1}
      />,
      { mapTileUrl: 'https://maps.example.net/tiles/{z}/{x}/{y}.jpg' },
    );
    const images = [...view.container.querySelectorAll('image')].map((image) => image.getAttribute('href')!);
    assert.ok(
      images.length > 0 &&
        images.every((href) => /^https:\/\/maps\.example\.net\/tiles\/\d+\/\d+\/\d+\.jpg$/.test(href)),
    );
    const drawn = [...view.container.querySelectorAll('image, [data-pharmacy]')].map((each) => each.tagName);
    assert.ok(drawn.lastIndexOf('image') < drawn.indexOf('g'), 'tiles under the pins');
    assert.ok(view.getByText('Fond de carte : maps.example.net'));
  });

  it('credits the tiles as their provider asks when a credit is configured', () => {
    const view = render(
      <PharmacyMap
        origin={origin}
        placeLabel="1000 Bruxelles"
        pharmacies={[pharmacy(7, 50.85, 4.36)]}
        firstNumber={1}
      />,
      {
        mapTileUrl: 'https://maps.example.net/tiles/{z}/{x}/{y}.jpg',
        mapTileAttribution: '© OpenStreetMap contributors',
      },
    );
    assert.ok(view.getByText('Fond de carte : © OpenStreetMap contributors'));
    assert.equal(view.queryAllByText('Fond de carte : maps.example.net').length, 0);
  });

  it('draws the pharmacy pointed at in the list last, on top, highlighted', () => {
    const view = render(
      <PharmacyMap
        origin={origin}
        placeLabel="x"
        pharmacies={[pharmacy(1, 50.85, 4.36), pharmacy(2, 50.8, 4.3), pharmacy(3, 50.82, 4.33)]}
        firstNumber={1}
        highlighted={2}
      />,
    );
    assert.deepEqual(markers(view), ['3', '1', '2']);
    const highlighted = view.container.querySelectorAll('.pharmacy-map__marker--highlighted');
    assert.deepEqual(
      [...highlighted].map((marker) => marker.getAttribute('data-pharmacy')),
      ['2'],
    );
  });
});

describe('the favourite control', () => {
  it('leads a visitor without a session to login, which adds the pharmacy and comes back to it in this search', () => {
    const view = render(<FavouriteControl id={12} name="Pharmacie du Parc" />, {
      url: 'https://be.example/fr/trouver-une-pharmacie?q=Ixelles&radius=10',
    });
    const link = view.getByRole('link', { name: 'Ajouter à mes pharmacies favorites – Pharmacie du Parc' });
    const login = new URL(link.getAttribute('href')!, 'https://be.example');
    assert.equal(login.pathname, '/fr/connexion');
    assert.equal(login.searchParams.get('redirect'), '/fr/trouver-une-pharmacie?q=Ixelles&radius=10#pharmacy-12');
    assert.equal(login.searchParams.get('favourite'), 'pharmacy-12');
    assert.equal(
      within(link).getByText('– Pharmacie du Parc').className,
      'visually-hidden',
      'each link names its pharmacy for screen readers',
    );
  });

  it('is a customer’s own form to add the pharmacy, or to remove it once it is a favourite', async () => {
    const viewer = {
      account_id: 1,
      customer_number: 'BE100001',
      first_name: 'Marie',
      favourites: { products: [], pharmacies: [7] },
    };
    const location = '/fr/trouver-une-pharmacie?q=Ixelles';
    const add = await renderRoutedView(<FavouriteControl id={12} name="Pharmacie du Parc" />, 'fr-be', {
      location,
      queryClient: pageQueryClient(viewer),
    });
    const addButton = add.getByRole('button', { name: 'Ajouter Pharmacie du Parc à mes favoris' });
    assert.equal(addButton.getAttribute('aria-pressed'), 'false');
    const form = addButton.closest('form')!;
    assert.deepEqual([form.getAttribute('method'), form.getAttribute('action')], ['post', location]);
    const hidden = Object.fromEntries(
      [...form.querySelectorAll('input[type="hidden"]')].map((input) => [
        input.getAttribute('name'),
        input.getAttribute('value'),
      ]),
    );
    assert.deepEqual(
      [hidden._form, hidden.kind, hidden.id, hidden.redirect],
      ['favouriteAdd', 'pharmacy', '12', `${location}#pharmacy-12`],
    );
    const remove = await renderRoutedView(<FavouriteControl id={7} name="Pharmacie du Lac" />, 'fr-be', {
      location,
      queryClient: pageQueryClient(viewer),
    });
    const removeButton = remove.getByRole('button', { name: 'Retirer Pharmacie du Lac de mes favoris' });
    assert.equal(removeButton.getAttribute('aria-pressed'), 'true');
    assert.equal(
      removeButton.closest('form')!.querySelector('input[name="_form"]')!.getAttribute('value'),
      'favouriteRemove',
    );
  });

  it('says above the results that favourites need a login, or where the customer finds theirs', () => {
    assert.ok(render(<FavouritesNotice />).getByText('Connectez-vous pour ajouter des pharmacies à vos favorites.'));
    const viewer = {
      account_id: 1,
      customer_number: 'CH200002',
      first_name: 'Lukas',
      favourites: { products: [], pharmacies: [] },
    };
    const link = renderView(<FavouritesNotice />, 'de-ch', {}, { queryClient: pageQueryClient(viewer) }).getByRole(
      'link',
      {
        name: 'Ihre Lieblingsapotheken finden Sie in Ihrem Konto.',
      },
    );
    assert.equal(link.getAttribute('href'), '/de/mein-konto/lieblingsapotheken');
  });
});

/** The href of every link, in the order of the page. */
const hrefs = (view: View) => view.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('a profile group of who can advise me', () => {
  const health = ADVICE_GROUPS.find((group) => group.key === 'healthProfessional')!;

  it('links the contact form with each of its profiles chosen, and the professional area', () => {
    const view = render(
      <AdviceGroupSection
        group={health}
        links={{ finder: '/encontrar-una-farmacia?advice=1', contact: '/contacto' }}
      />,
      { locale: 'es-es' },
    );
    assert.deepEqual(hrefs(view), [
      COUNTRY_INFO.es.proUrl,
      '/contacto?profile=family_doctor',
      '/contacto?profile=gastroenterologist',
      '/contacto?profile=fertility_professional',
      '/contacto?profile=other_health_professional',
      COUNTRY_INFO.es.contact.phone.href,
    ]);
    assert.equal(
      view.getByRole('link', { name: 'Gastroenterólogo' }).getAttribute('href'),
      '/contacto?profile=gastroenterologist',
    );
  });

  it('links no contact page the site does not have, and still gives the phone', () => {
    const consumer = ADVICE_GROUPS.find((group) => group.key === 'consumer')!;
    const view = render(
      <AdviceGroupSection group={consumer} links={{ finder: '/fr/trouver-une-pharmacie?advice=1', contact: null }} />,
    );
    assert.deepEqual(hrefs(view), ['/fr/trouver-une-pharmacie?advice=1', COUNTRY_INFO.be.contact.phone.href]);
    const phone = view.getByRole('link', { name: '+32 2 000 00 00' });
    assert.equal(phone.getAttribute('href'), 'tel:+3220000000');
    assert.match(phone.parentElement!.textContent!, /^Par téléphone\u00a0: \+32 2 000 00 00, du lundi au vendredi/);
  });
});
