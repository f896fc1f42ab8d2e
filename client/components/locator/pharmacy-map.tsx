// The finder's map: our own SVG drawing of the results around the searched place, numbered as
// the list is. It needs no network: a plain ground with a grid and a scale bar; with a tile URL
// configured (MAP_TILE_URL), the tiles are drawn under the same projection. For assistive
// technologies it is one image with a title; the list beside it is the accessible version.
import { useId } from 'react';

import type { PointOfSale } from '../../../shared/schemas/store-locator.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { usePublicConfig } from '../../app/public-config-context.tsx';
import type { LatLng } from './great-circle.ts';
import { fitView, MAP_HEIGHT, MAP_WIDTH, scaleBar, tilesFor, toView } from './map-projection.ts';
import { useFormatKm } from './use-format-km.ts';

export interface PharmacyMapProps {
  /** The place searched around. */
  origin: LatLng;
  /** What the origin is called, for the map's title. */
  placeLabel: string;
  pharmacies: readonly PointOfSale[];
  /** The list number of the first pharmacy. */
  firstNumber: number;
  /** The pharmacy the visitor points at in the list, drawn on top and highlighted. */
  highlighted?: number | null;
}

const GRID_STEP = 80;

export function PharmacyMap({ origin, placeLabel, pharmacies, firstNumber, highlighted = null }: PharmacyMapProps) {
  const { t } = useTranslation('locator');
  const formatKm = useFormatKm();
  const { mapTileUrl, mapTileAttribution } = usePublicConfig();
  const id = useId();
  const view = fitView([origin, ...pharmacies]);
  const tiles = mapTileUrl ? tilesFor(view, mapTileUrl) : [];
  const scale = scaleBar(view);
  const home = toView(view, origin);
  const markers = pharmacies.map((pharmacy, index) => ({
    pharmacy,
    number: firstNumber + index,
    ...toView(view, pharmacy),
  }));
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
        <rect className="pharmacy-map__ground" width={MAP_WIDTH} height={MAP_HEIGHT} />
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
        <g className="pharmacy-map__origin" transform={`translate(${home.x} ${home.y})`}>
          <g className="pharmacy-map__pin">
            <circle r="14" className="pharmacy-map__origin-halo" />
            <circle r="6" className="pharmacy-map__origin-dot" />
          </g>
        </g>
        {ordered.map(({ pharmacy, number, x, y }) => (
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
        {mapTileUrl && (
          <span className="pharmacy-map__source">
            {t('finder.map.tiles', { source: mapTileAttribution ?? new URL(mapTileUrl.replace(/[{}]/g, '')).host })}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
