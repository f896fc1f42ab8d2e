// Where the map's backdrop files come from: in the browser, the site's static assets; the
// server reads the same files from its disk instead (server/map/backdrop-files.ts sets that).
import { type Backdrop, type BackdropCountry, backdropFileName } from './backdrop.ts';

/** A country's backdrop, or null when there is none to draw. */
export type BackdropSource = (country: BackdropCountry) => Promise<Backdrop | null>;

let source: BackdropSource = async (country) => {
  const response = await fetch(`/assets/${backdropFileName(country)}`);
  if (!response.ok) throw new Error(`map backdrop ${country}: HTTP ${response.status}`);
  return (await response.json()) as Backdrop;
};

export function setBackdropSource(replacement: BackdropSource): void {
  source = replacement;
}

export const loadBackdrop: BackdropSource = (country) => source(country);
