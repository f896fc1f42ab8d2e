// useQuery and useSuspenseQuery for every screen. In the browser they are react-query's own. On
// the server a render is one pass that never subscribes, and what an observer would answer
// follows from the request's cache alone (decision 040):
// - a query the loaders settled, still fresh: its state as it is;
// - for useQuery, a query nobody asked for: pending (the browser asks once it hydrates).
// Anything else (a query pending, failed, fetching or stale, a `select` on data, a refetch on
// mount, initial or placeholder data, a function of the query for `enabled`) goes to
// react-query's hook.
import {
  type DefaultedQueryObserverOptions,
  type DefaultError,
  onlineManager,
  type Query,
  type QueryClient,
  QueryObserver,
  type QueryObserverResult,
  type RefetchOptions,
  useQuery as useObservedQuery,
  useQueryClient,
  type UseQueryOptions,
  useSuspenseQuery as useObservedSuspenseQuery,
} from '@tanstack/react-query';

const onServer = typeof window === 'undefined';

type AnyOptions = UseQueryOptions<unknown, DefaultError, unknown, readonly unknown[]>;
type AnyQuery = Query<unknown, DefaultError, unknown, readonly unknown[]>;
type Defaulted = DefaultedQueryObserverOptions<unknown, DefaultError, unknown, unknown, readonly unknown[]>;
type SuspenseOptions = Parameters<typeof useObservedSuspenseQuery>[0];

/** An option react-query takes either as a value or as a function of the query. */
function valueOf<T>(option: T | ((query: never) => T), query: AnyQuery): T {
  return typeof option === 'function' ? (option as (query: AnyQuery) => T)(query) : option;
}

/** An observer's refetch, for a result made without one: nothing calls it while the server renders. */
function refetchOf(client: QueryClient, defaulted: Defaulted) {
  return (refetchOptions?: RefetchOptions) => new QueryObserver(client, defaulted).refetch(refetchOptions);
}

/** The observer's answer for a query that settled with data and is still fresh, or undefined. */
function settled(client: QueryClient, defaulted: Defaulted, query: AnyQuery): QueryObserverResult | undefined {
  const { state } = query;
  if (state.status !== 'success' || state.fetchStatus !== 'idle' || state.data === undefined) return undefined;
  if (defaulted.select !== undefined) return undefined;
  // A refetch on every mount makes the observer's first answer say it is fetching.
  const refetchOnMount = defaulted.refetchOnMount;
  if (refetchOnMount !== undefined && typeof refetchOnMount !== 'boolean') return undefined;
  const enabled = valueOf(defaulted.enabled, query) !== false;
  if (enabled && query.isStaleByTime(valueOf(defaulted.staleTime, query))) return undefined;
  return {
    status: 'success',
    fetchStatus: 'idle',
    isPending: false,
    isSuccess: true,
    isError: false,
    isInitialLoading: false,
    isLoading: false,
    data: state.data,
    dataUpdatedAt: state.dataUpdatedAt,
    error: null,
    errorUpdatedAt: state.errorUpdatedAt,
    failureCount: state.fetchFailureCount,
    failureReason: state.fetchFailureReason,
    errorUpdateCount: state.errorUpdateCount,
    isFetched: query.isFetched(),
    // The observer would be new: nothing was fetched after it came.
    isFetchedAfterMount: false,
    isFetching: false,
    isRefetching: false,
    isLoadingError: false,
    isPaused: false,
    isPlaceholderData: false,
    isRefetchError: false,
    isStale: false,
    refetch: refetchOf(client, defaulted),
    isEnabled: enabled,
  } as QueryObserverResult;
}

/**
 * The observer's answer for a query the cache does not have (for useQuery: it would start it in
 * the browser), or undefined when the options could give it data.
 */
function missing(client: QueryClient, defaulted: Defaulted, options: AnyOptions): QueryObserverResult | undefined {
  if (defaulted.initialData !== undefined || defaulted.placeholderData !== undefined) return undefined;
  if (typeof defaulted.enabled === 'function' || options.subscribed === false) return undefined;
  const enabled = defaulted.enabled !== false;
  // The observer's first answer: a fetch on mount, unless disabled or offline.
  const fetchStatus = !enabled
    ? 'idle'
    : (defaulted.networkMode ?? 'online') !== 'online' || onlineManager.isOnline()
      ? 'fetching'
      : 'paused';
  const isFetching = fetchStatus === 'fetching';
  return {
    status: 'pending',
    fetchStatus,
    isPending: true,
    isSuccess: false,
    isError: false,
    isInitialLoading: isFetching,
    isLoading: isFetching,
    data: undefined,
    dataUpdatedAt: 0,
    error: null,
    errorUpdatedAt: 0,
    failureCount: 0,
    failureReason: null,
    errorUpdateCount: 0,
    isFetched: false,
    isFetchedAfterMount: false,
    isFetching,
    isRefetching: false,
    isLoadingError: false,
    isPaused: fetchStatus === 'paused',
    isPlaceholderData: false,
    isRefetchError: false,
    isStale: enabled,
    refetch: refetchOf(client, defaulted),
    isEnabled: enabled,
  } as QueryObserverResult;
}

/**
 * What react-query's observer would answer on the server, made without one, or undefined when
 * the hook must answer. A suspending hook leaves a missing query to react-query, which fetches it.
 */
export function serverResult(
  client: QueryClient,
  options: AnyOptions,
  { suspense }: { suspense: boolean },
): QueryObserverResult | undefined {
  const defaulted = client.defaultQueryOptions(options) as Defaulted;
  const query = client.getQueryCache().get<unknown, DefaultError, unknown, readonly unknown[]>(defaulted.queryHash);
  if (query) return settled(client, defaulted, query);
  return suspense ? undefined : missing(client, defaulted, options);
}

function useServerQuery(options: AnyOptions) {
  const client = useQueryClient();
  // Both branches stay the same for a component on every render of one server pass: the cache
  // changes only between passes, and a pass never keeps hooks from the one before.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return serverResult(client, options, { suspense: false }) ?? useObservedQuery(options);
}

function useServerSuspenseQuery(options: SuspenseOptions) {
  const client = useQueryClient();
  // As in useServerQuery: a query that suspends renders again, from the start, once settled.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return serverResult(client, options as AnyOptions, { suspense: true }) ?? useObservedSuspenseQuery(options);
}

export const useQuery: typeof useObservedQuery = onServer
  ? (useServerQuery as unknown as typeof useObservedQuery)
  : useObservedQuery;

export const useSuspenseQuery: typeof useObservedSuspenseQuery = onServer
  ? (useServerSuspenseQuery as unknown as typeof useObservedSuspenseQuery)
  : useObservedSuspenseQuery;
