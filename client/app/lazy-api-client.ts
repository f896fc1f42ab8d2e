// The browser's content API client, loaded on its first call. Hydration calls nothing (the
// document carries every query the page needs), so the client, its answer schemas and the
// validation library stay out of the first page's JavaScript and arrive with the first
// navigation or section that asks for data. Same interface as createApiClient's.
import type { ApiClient, ApiClientOptions } from '../../shared/api/client.ts';

type Method = (...args: unknown[]) => Promise<unknown>;

/** An object whose every method waits for `target()` and calls the same method on it. */
function forwarding(target: () => Promise<Record<string, Method>>): Record<string, Method> {
  return new Proxy({} as Record<string, Method>, {
    get: (_object, method) =>
      typeof method === 'string' ? (...args: unknown[]) => target().then((real) => real[method]!(...args)) : undefined,
  });
}

/**
 * The client's module, loaded on the first call, or ahead of it when a navigation is likely (the
 * intent to follow a link), so that it does not wait for the page's own chunk first.
 */
export const loadApiClientModule = () => import('../../shared/api/client.ts');

export function lazyApiClient(options: ApiClientOptions): ApiClient {
  let loading: Promise<ApiClient> | undefined;
  const real = () => (loading ??= loadApiClientModule().then(({ createApiClient }) => createApiClient(options)));
  const groups = new Map<string, Record<string, Method>>();
  const client = {
    shopId: options.shopId,
    lang: options.lang,
    with: (overrides: Partial<ApiClientOptions>) => lazyApiClient({ ...options, ...overrides }),
    resource: (name: string, schemas: unknown) =>
      forwarding(async () => (await real()).resource(name, schemas as never) as unknown as Record<string, Method>),
  };
  return new Proxy(client, {
    get(object, property) {
      if (typeof property !== 'string' || property in object)
        return (object as Record<string | symbol, unknown>)[property];
      let group = groups.get(property);
      if (!group)
        groups.set(
          property,
          (group = forwarding(
            async () => (await real())[property as keyof ApiClient] as unknown as Record<string, Method>,
          )),
        );
      return group;
    },
  }) as unknown as ApiClient;
}
