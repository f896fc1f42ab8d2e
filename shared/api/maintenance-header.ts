// SPEC §4 'Maintenance': "when a response carries the maintenance header" the site goes to its
// maintenance page. The API client hands every response to `onResponse`; the server reads this
// header there and flips its maintenance switch.

/** The upstream's maintenance header; its presence, whatever its value, means maintenance. */
export const MAINTENANCE_HEADER = 'x-maintenance';

export function carriesMaintenanceHeader(response: { readonly headers: Headers }): boolean {
  return response.headers.has(MAINTENANCE_HEADER);
}
