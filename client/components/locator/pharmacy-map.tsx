// The finder's map: our own SVG drawing of the results around the searched place, numbered as
// the list is. It needs no network: land, country and region outlines and town names from the
// offline backdrop (decision 031), with a scale bar; with a tile URL configured (MAP_TILE_URL),
// the tiles are drawn under the same projection instead. Crowded pins are spread around their
// pharmacies (pin-layout.ts). For assistive technologies it is one image with a title; the list
// beside it is the accessible version.
import { useId } from 'react';

import type { PointOfSale } from '../../../shared/schemas/store-locator.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { usePublicConfig } from '../../app/public-config-context.tsx';
import { mapBackdropQuery } from '../../app/queries/map-backdrop.ts';
import { useQuery } from '../../app/query-hooks.ts';
import type { LatLng } from './great-circle.ts';
import { fitView, MAP_HEIGHT, MAP_WIDTH, scaleBar, tilesFor, toView } from './map-projection.ts';
import { layOutPins } from './pin-layout.ts';
import { GAP, type LabelSide, placeTownLabels, SEARCHED_GAP } from './town-labels.ts';
import { useFormatKm } from './use-format-km.ts';

/** A name's anchor beside its dot or mark, `gap` away, on the side town-labels.ts chose. */
function namePlacement(side: LabelSide, gap: number): { x: number; y: number; textAnchor: 'start' | 'end' | 'middle' } {
  switch (side) {
    case 'right':
      return { x: gap, y: 0, textAnchor: 'start' };
    case 'left':
      return { x: -gap, y: 0, textAnchor: 'end' };
    case 'above':
      return { x: 0, y: -gap - 8, textAnchor: 'middle' };
    case 'below':
      return { x: 0, y: gap + 8, textAnchor: 'middle' };
  }
}

/** Who drew the backdrop's data, credited under the map as tiles are. */
const BACKDROP_SOURCES = 'Natural Earth, GeoNames';

export interface PharmacyMapProps {
  /** The place searched around. */
  origin: LatLng;
  /** What the origin is called, for the map's title. */
  placeLabel: string;
  /** The searched place's name, written beside its mark: a place searched by name, not a position. */
  searchedName?: string | null;
  pharmacies: readonly PointOfSale[];
  /** The list number of the first pharmacy. */
  firstNumber: number;
  /** The pharmacy the visitor points at in the list, drawn on top and highlighted. */
  highlighted?: number | null;
}

const GRID_STEP = 80;

export function PharmacyMap({
  origin,
  placeLabel,
  searchedName = null,
  pharmacies,
  firstNumber,
  highlighted = null,
}: PharmacyMapProps) {
  const { t } = useTranslation('locator');
  const formatKm = useFormatKm();
  const { mapTileUrl, mapTileAttribution } = usePublicConfig();
  const id = useId();
  const view = fitView([origin, ...pharmacies]);
  const tiles = mapTileUrl ? tilesFor(view, mapTileUrl) : [];
  const { data: backdrop } = useQuery({ ...mapBackdropQuery(view), enabled: !mapTileUrl });
  const scale = scaleBar(view);
  const home = toView(view, origin);
  const pins = layOutPins(pharmacies.map((pharmacy) => toView(view, pharmacy)));
  const markers = pharmacies.map((pharmacy, index) => ({ pharmacy, number: firstNumber + index, ...pins[index]! }));
  const towns =
    backdrop && !mapTileUrl
      ? placeTownLabels(
          backdrop.towns,
          home,
          pins.map(({ pin }) => pin),
          searchedName,
        )
      : [];
  // Drawn last is drawn on top: the nearest pharmacies, then the one pointed at.
  const ordered = [...markers]
    .reverse()
    .sort((a, b) => Number(a.pharmacy.id === highlighted) - Number(b.pharmacy.id === highlighted));

  return (
    <figure className="pharmacy-map">
      <svg
        className="pharmacy-map__svg"
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{t('finder.map.title', { place: placeLabel, count: pharmacies.length })}</title>
        <desc id={`${id}-desc`}>{t('finder.map.description')}</desc>
        <rect
          className={
            backdrop && !mapTileUrl ? 'pharmacy-map__ground pharmacy-map__ground--sea' : 'pharmacy-map__ground'
          }
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
        />
        {tiles.length > 0 ? (
          <g className="pharmacy-map__tiles">
            {tiles.map((tile) => (
              <image
                key={tile.href}
                href={tile.href}
                x={tile.x}
                y={tile.y}
                width={tile.size}
                height={tile.size}
                preserveAspectRatio="none"
              />
            ))}
          </g>
        ) : backdrop ? (
          <g className="pharmacy-map__backdrop">
            <path className="pharmacy-map__land" d={backdrop.land} />
            <path className="pharmacy-map__regions" d={backdrop.regions} />
            <path className="pharmacy-map__borders" d={backdrop.land} />
          </g>
        ) : (
          <g className="pharmacy-map__grid">
            {Array.from({ length: Math.floor(MAP_WIDTH / GRID_STEP) - 1 }, (_, index) => (
              <line
                key={`x${index}`}
                x1={(index + 1) * GRID_STEP}
                y1={0}
                x2={(index + 1) * GRID_STEP}
                y2={MAP_HEIGHT}
              />
            ))}
            {Array.from({ length: Math.floor(MAP_HEIGHT / GRID_STEP) - 1 }, (_, index) => (
              <line key={`y${index}`} x1={0} y1={(index + 1) * GRID_STEP} x2={MAP_WIDTH} y2={(index + 1) * GRID_STEP} />
            ))}
          </g>
        )}
        {towns.length > 0 && (
          <g className="pharmacy-map__towns">
            {towns.map((town) => (
              <g
                key={`${town.name}|${town.x}|${town.y}`}
                className={town.searched ? 'pharmacy-map__searched' : undefined}
                transform={`translate(${town.x} ${town.y})`}
              >
                {!town.searched && <circle r="2.5" />}
                <text {...namePlacement(town.side, town.searched ? SEARCHED_GAP : GAP)} dominantBaseline="central">
                  {town.name}
                </text>
              </g>
            ))}
          </g>
        )}
        <g className="pharmacy-map__leaders">
          {markers
            .filter(({ at, pin }) => at.x !== pin.x || at.y !== pin.y)
            .map(({ pharmacy, at, pin }) => (
              <g key={pharmacy.id}>
                <line x1={at.x} y1={at.y} x2={pin.x} y2={pin.y} />
                <circle cx={at.x} cy={at.y} r="3" />
              </g>
            ))}
        </g>
        <g className="pharmacy-map__origin" transform={`translate(${home.x} ${home.y})`}>
          <g className="pharmacy-map__pin">
            <circle r="14" className="pharmacy-map__origin-halo" />
            <circle r="6" className="pharmacy-map__origin-dot" />
          </g>
        </g>
        {ordered.map(({ pharmacy, number, pin: { x, y } }) => (
          <g
            key={pharmacy.id}
            className={
              pharmacy.id === highlighted
                ? 'pharmacy-map__marker pharmacy-map__marker--highlighted'
                : 'pharmacy-map__marker'
            }
            transform={`translate(${x} ${y})`}
            data-pharmacy={pharmacy.id}
          >
            {/* Inside its own group: a stylesheet may scale the pin (small screens) without moving it. */}
            <g className="pharmacy-map__pin">
              <path d="M0 0 L-9 -15 A13 13 0 1 1 9 -15 Z" />
              <text x="0" y="-20" textAnchor="middle" dominantBaseline="central">
                {number}
              </text>
            </g>
          </g>
        ))}
        <g className="pharmacy-map__scale" transform={`translate(16 ${MAP_HEIGHT - 14})`}>
          <rect x="-6" y="-30" width={scale.length + 12} height="38" rx="4" />
          <path d={`M0 -4 V2 H${scale.length} V-4`} />
          <text x={scale.length / 2} y="-10" textAnchor="middle">
            {t('finder.map.scale', { distance: formatKm(scale.km) })}
          </text>
        </g>
      </svg>
      <figcaption className="pharmacy-map__caption">
        <span className="pharmacy-map__legend">
          <span className="pharmacy-map__legend-origin" aria-hidden="true" /> {t('finder.map.origin')}
        </span>
        {mapTileUrl ? (
          <span className="pharmacy-map__source">
            {t('finder.map.tiles', { source: mapTileAttribution ?? new URL(mapTileUrl.replace(/[{}]/g, '')).host })}
          </span>
        ) : (
          backdrop && (
            <span className="pharmacy-map__source">{t('finder.map.tiles', { source: BACKDROP_SOURCES })}</span>
          )
        )}
      </figcaption>
    </figure>
  );
}
