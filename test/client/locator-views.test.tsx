// The finder's and who-can-advise's components as the server renders them: "locate me" says
// what happens in each state, the map draws tiles only when configured, the favourite control
// depends on the session, and a profile group links only pages the site has.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';

import type { PublicConfig } from '../../client/app/public-config.ts';
import { PublicConfigProvider } from '../../client/app/public-config-context.tsx';
import { AdviceGroupSection } from '../../client/components/locator/advice-group-section.tsx';
import { ADVICE_GROUPS } from '../../client/components/locator/advice-profiles.ts';
import { FavouriteControl, FavouritesNotice } from '../../client/components/locator/favourite-control.tsx';
import { LocateMe } from '../../client/components/locator/locate-me.tsx';
import { PharmacyMap } from '../../client/components/locator/pharmacy-map.tsx';
import { COUNTRY_INFO } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import type { PointOfSale } from '../../shared/schemas/store-locator.ts';
import { renderView, siteFor, type View } from '../helpers/render-view.tsx';

function render(
  element: ReactNode,
  {
    locale = 'fr-be',
    user = false,
    mapTileUrl = null,
    mapTileAttribution = null,
    url = 'https://be.example/fr/trouver-une-pharmacie?q=1000',
  }: {
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
    loginUrl: site.loginUrl,
    siteUrl: site.siteUrl,
  } as PublicConfig;
  return renderView(
    <PublicConfigProvider config={config}>
      <StaticRouter location={new URL(url).pathname + new URL(url).search}>{element}</StaticRouter>
    </PublicConfigProvider>,
    locale,
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
  it('leads a visitor without a session to login, back to the pharmacy of this search', () => {
    const view = render(<FavouriteControl id={12} name="Pharmacie du Parc" />, {
      url: 'https://be.example/fr/trouver-une-pharmacie?q=Ixelles&radius=10',
    });
    const link = view.getByRole('link', { name: 'Ajouter à mes pharmacies favorites – Pharmacie du Parc' });
    const login = new URL(link.getAttribute('href')!);
    assert.equal(login.origin + login.pathname, `${COUNTRY_INFO.be.proUrl}login`);
    assert.equal(
      login.searchParams.get('redirect'),
      'https://be.example/fr/trouver-une-pharmacie?q=Ixelles&radius=10#pharmacy-12',
    );
    assert.equal(
      within(link).getByText('– Pharmacie du Parc').className,
      'visually-hidden',
      'each link names its pharmacy for screen readers',
    );
  });

  it('is not offered with a session, where the results say favourites cannot be saved yet', () => {
    assert.equal(render(<FavouriteControl id={12} name="x" />, { user: true }).container.childNodes.length, 0);
    assert.ok(
      render(<FavouritesNotice />, { user: true, locale: 'de-ch' }).getByText(
        'Lieblingsapotheken in Ihrem Konto zu speichern ist auf dieser Website noch nicht möglich.',
      ),
    );
    assert.ok(render(<FavouritesNotice />).getByText('Connectez-vous pour ajouter des pharmacies à vos favorites.'));
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
    assert.match(phone.parentElement!.textContent!, /^Par téléphone : \+32 2 000 00 00, du lundi au vendredi/);
  });
});
