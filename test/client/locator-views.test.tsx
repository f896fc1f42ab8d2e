// The finder's and who-can-advise's components as the server renders them: "locate me" says
// what happens in each state, the map draws tiles only when configured, the favourite control
// depends on the session, and a profile group links only pages the site has.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { ReactNode } from 'react';

import type { PageOutcome } from '../../client/app/page-loader.ts';
import type { PublicConfig } from '../../client/app/public-config.ts';
import { PublicConfigProvider } from '../../client/app/public-config-context.tsx';
import { notFound } from '../../client/app/route-errors.ts';
import { createStaticPageRouter } from '../../client/app/router/page-router.ts';
import { PageRouterProvider } from '../../client/app/router/router-context.tsx';
import { AdviceGroupSection } from '../../client/components/locator/advice-group-section.tsx';
import { ADVICE_GROUPS } from '../../client/components/locator/advice-profiles.ts';
import { FavouriteControl, FavouritesNotice } from '../../client/components/locator/favourite-control.tsx';
import { LocateMe } from '../../client/components/locator/locate-me.tsx';
import { PharmacyMap } from '../../client/components/locator/pharmacy-map.tsx';
import { COUNTRY_INFO } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import type { PointOfSale } from '../../shared/schemas/store-locator.ts';
import { renderHtml, siteFor } from '../helpers/render-view.tsx';

const outcome: PageOutcome = { ok: false, error: notFound() };

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
  return renderHtml(
    <PublicConfigProvider config={config}>
      <PageRouterProvider router={createStaticPageRouter(new URL(url), outcome)}>{element}</PageRouterProvider>
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
    const html = render(<LocateMe state="unsupported" onLocate={() => {}} />);
    assert.doesNotMatch(html, /<button/);
    assert.match(html, /<p class="locate-me__status" role="status"><\/p>/);
  });

  it('says that it looks, keeping the button focusable, and says why it could not', () => {
    const locating = render(<LocateMe state="locating" onLocate={() => {}} />);
    assert.match(locating, /<button[^>]*aria-disabled="true"/);
    assert.doesNotMatch(locating, /<button[^>]* disabled=""/);
    assert.ok(locating.includes('Localisation en cours…'));
    const denied = render(<LocateMe state="denied" onLocate={() => {}} />, { locale: 'es-es' });
    assert.ok(denied.includes('No ha autorizado la localización.'));
    assert.match(denied, /locate-me__status--failed/);
    const timeout = render(<LocateMe state="timeout" onLocate={() => {}} />, { locale: 'nl-be' });
    assert.ok(timeout.includes('Het bepalen van uw locatie duurde te lang.'));
  });

  it('tells how the position is used, next to the button', () => {
    const html = render(<LocateMe state="idle" onLocate={() => {}} />);
    assert.match(html, /aria-describedby="locate-me-privacy"/);
    assert.ok(html.includes('Votre position, arrondie à environ un kilomètre, ne sert qu’à cette recherche.'));
  });
});

describe('the map', () => {
  const origin = { lat: 50.8467, lng: 4.3525 };

  it('is one titled image of numbered pins, without any network', () => {
    const html = render(
      <PharmacyMap
        origin={origin}
        placeLabel="1000 Bruxelles"
        pharmacies={[pharmacy(7, 50.85, 4.36)]}
        firstNumber={11}
      />,
    );
    assert.match(html, /<svg class="pharmacy-map__svg" viewBox="0 0 640 400" role="img" aria-labelledby="[^"]+"/);
    assert.ok(html.includes('Carte de la pharmacie trouvée autour de 1000 Bruxelles'));
    assert.match(html, /data-pharmacy="7"[\s\S]*?>11<\/text>/);
    assert.doesNotMatch(html, /<image|https?:\/\//);
  });

  it('draws the configured tiles under the pins and names their host', () => {
    const html = render(
      <PharmacyMap
        origin={origin}
        placeLabel="1000 Bruxelles"
        pharmacies={[pharmacy(7, 50.85, 4.36), pharmacy(8, 50.8, 4.3)]}
        firstNumber={1}
      />,
      { mapTileUrl: 'https://maps.example.net/tiles/{z}/{x}/{y}.jpg' },
    );
    const images = [...html.matchAll(/<image href="([^"]+)"/g)].map((match) => match[1]!);
    assert.ok(
      images.length > 0 &&
        images.every((href) => /^https:\/\/maps\.example\.net\/tiles\/\d+\/\d+\/\d+\.jpg$/.test(href)),
    );
    assert.ok(html.indexOf('<image') < html.indexOf('data-pharmacy'), 'tiles under the pins');
    assert.ok(html.includes('Fond de carte : maps.example.net'));
  });

  it('credits the tiles as their provider asks when a credit is configured', () => {
    const html = render(
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
    assert.ok(html.includes('Fond de carte : © OpenStreetMap contributors'));
    assert.ok(!html.includes('Fond de carte : maps.example.net'));
  });

  it('draws the pharmacy pointed at in the list last, on top, highlighted', () => {
    const html = render(
      <PharmacyMap
        origin={origin}
        placeLabel="x"
        pharmacies={[pharmacy(1, 50.85, 4.36), pharmacy(2, 50.8, 4.3), pharmacy(3, 50.82, 4.33)]}
        firstNumber={1}
        highlighted={2}
      />,
    );
    const order = [...html.matchAll(/data-pharmacy="(\d+)"/g)].map((match) => match[1]);
    assert.deepEqual(order, ['3', '1', '2']);
    assert.match(html, /pharmacy-map__marker--highlighted" transform="[^"]+" data-pharmacy="2"/);
  });
});

describe('the favourite control', () => {
  it('leads a visitor without a session to login, back to the pharmacy of this search', () => {
    const html = render(<FavouriteControl id={12} name="Pharmacie du Parc" />, {
      url: 'https://be.example/fr/trouver-une-pharmacie?q=Ixelles&radius=10',
    });
    const href = /<a class="pharmacy__favourite" href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const login = new URL(href);
    assert.equal(login.origin + login.pathname, `${COUNTRY_INFO.be.proUrl}login`);
    assert.equal(
      login.searchParams.get('redirect'),
      'https://be.example/fr/trouver-une-pharmacie?q=Ixelles&radius=10#pharmacy-12',
    );
    assert.ok(
      html.includes('<span class="visually-hidden"> – <!-- -->Pharmacie du Parc</span>'),
      'each link names its pharmacy for screen readers',
    );
  });

  it('is not offered with a session, where the results say favourites cannot be saved yet', () => {
    assert.equal(render(<FavouriteControl id={12} name="x" />, { user: true }), '');
    assert.ok(
      render(<FavouritesNotice />, { user: true, locale: 'de-ch' }).includes(
        'Lieblingsapotheken in Ihrem Konto zu speichern ist auf dieser Website noch nicht möglich.',
      ),
    );
    assert.ok(render(<FavouritesNotice />).includes('Connectez-vous pour ajouter des pharmacies à vos favorites.'));
  });
});

describe('a profile group of who can advise me', () => {
  const health = ADVICE_GROUPS.find((group) => group.key === 'healthProfessional')!;

  it('links the contact form with each of its profiles chosen, and the professional area', () => {
    const html = render(
      <AdviceGroupSection
        group={health}
        links={{ finder: '/encontrar-una-farmacia?advice=1', contact: '/contacto' }}
      />,
      { locale: 'es-es' },
    );
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(hrefs, [
      COUNTRY_INFO.es.proUrl,
      '/contacto?profile=family_doctor',
      '/contacto?profile=gastroenterologist',
      '/contacto?profile=fertility_professional',
      '/contacto?profile=other_health_professional',
      COUNTRY_INFO.es.contact.phone.href,
    ]);
    assert.ok(html.includes('>Gastroenterólogo</a>'));
  });

  it('links no contact page the site does not have, and still gives the phone', () => {
    const consumer = ADVICE_GROUPS.find((group) => group.key === 'consumer')!;
    const html = render(
      <AdviceGroupSection group={consumer} links={{ finder: '/fr/trouver-une-pharmacie?advice=1', contact: null }} />,
    );
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(hrefs, ['/fr/trouver-une-pharmacie?advice=1', COUNTRY_INFO.be.contact.phone.href]);
    assert.match(
      html.replace(/<!-- -->/g, ''),
      /Par téléphone : <a href="tel:\+3220000000">\+32 2 000 00 00<\/a>, du lundi au vendredi/,
    );
  });
});
