// What every query key starts with after its name: the shop and the language, so the server and
// the browser name the same data the same way and nothing is fetched twice. Secondary data
// (streamed by the server, fetched behind a placeholder after a navigation) is paced
// (page-data/paced.ts); critical data is awaited by the loader under the loading bar and is not.
import type { ApiClient } from '../../../shared/api/client.ts';

export const scope = (api: ApiClient) => [api.shopId, api.lang] as const;
