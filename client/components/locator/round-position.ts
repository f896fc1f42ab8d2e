// "Locate me" sends the visitor's position nowhere but into the finder's own URL, and rounded:
// two decimals put it on a grid of about 1.1 km north-south (less east-west), enough to sort
// pharmacies a few kilometres apart, not enough to point at a home. The URL is then what the
// server, its logs' referrers, the browser's history and any shared link see.

export const POSITION_DECIMALS = 2;

export function roundCoordinate(value: number): number {
  const factor = 10 ** POSITION_DECIMALS;
  // `+ 0` turns -0 into 0, so the URL never says `lat=-0`.
  return Math.round(value * factor) / factor + 0;
}

export function roundPosition({ latitude, longitude }: { latitude: number; longitude: number }): {
  lat: number;
  lng: number;
} {
  return { lat: roundCoordinate(latitude), lng: roundCoordinate(longitude) };
}
