// The finder map's backdrop for one view (components/locator/map-backdrop.ts): drawn by the
// server for the page, so the page carries only the few outlines and towns of its view; after a
// search in the page, the browser draws it from the country's static file. Secondary: a map
// without it still shows the pharmacies, so a failure leaves it out rather than fail the page.
import { queryOptions } from '@tanstack/react-query';

import { loadBackdrop } from '../../../shared/map/backdrop-source.ts';
import { backdropCountryFor, drawBackdrop, type DrawnBackdrop } from '../../components/locator/map-backdrop.ts';
import type { MapView } from '../../components/locator/map-projection.ts';

export const mapBackdropQuery = (view: MapView) =>
  queryOptions({
    queryKey: ['mapBackdrop', view.left, view.top, view.scale],
    queryFn: async (): Promise<DrawnBackdrop | null> => {
      const country = backdropCountryFor(view);
      const backdrop = country && (await loadBackdrop(country));
      return backdrop ? drawBackdrop(backdrop, view) : null;
    },
    staleTime: Infinity,
    retry: false,
  });
