// useQuery and useSuspenseQuery for every screen. In the browser they are react-query's own. On
// the server a render is one pass that never subscribes: a query the loaders already settled is
// read from the request's cache as it is, without the observer react-query builds to watch it
// (decision 040). The result is the one react-query's observer would give; anything else (a
// query missing, pending, failed, fetching or stale, a `select`, a refetch on mount) goes to
// react-query's hook.
import {
  type DefaultError,
  type Query,
  type QueryClient,
  QueryObserver,
  type QueryObserverSuccessResult,
  type RefetchOptions,
  useQuery as useObservedQuery,
  useQueryClient,
  useSuspenseQuery as useObservedSuspenseQuery,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';

const onServer = typeof window === 'undefined';

type AnyOptions = UseSuspenseQueryOptions<unknown, DefaultError, unknown, readonly unknown[]>;
type AnyQuery = Query<unknown, DefaultError, unknown, readonly unknown[]>;

/** An option react-query takes either as a value or as a function of the query. */
function valueOf<T>(option: T | ((query: AnyQuery) => T), query: AnyQuery): T {
  return typeof option === 'function' ? (option as (query: AnyQuery) => T)(query) : option;
}

/**
 * What react-query's observer would answer for a query that settled with data and is still
 * fresh, or undefined when its answer could be anything else.
 */
export function settledResult(
  client: QueryClient,
  options: AnyOptions,
): QueryObserverSuccessResult<unknown, DefaultError> | undefined {
  if ('select' in options && options.select !== undefined) return undefined;
  const defaulted = client.defaultQueryOptions(options);
  const query = client.getQueryCache().get<unknown, DefaultError, unknown, readonly unknown[]>(defaulted.queryHash);
  if (!query) return undefined;
  const { state } = query;
  if (state.status !== 'success' || state.fetchStatus !== 'idle' || state.data === undefined) return undefined;
  // A refetch on mount makes the observer's first answer say it is fetching.
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
    // Never called while the server renders; an observer does it the day something does.
    refetch: (refetchOptions?: RefetchOptions) => new QueryObserver(client, defaulted).refetch(refetchOptions) as never,
    isEnabled: enabled,
  } as QueryObserverSuccessResult<unknown, DefaultError>;
}

function useServerQuery(options: AnyOptions) {
  const client = useQueryClient();
  // Both branches stay the same for a component on every render of one server pass: the query
  // only settles between passes, and a pass never keeps hooks from the one before.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return settledResult(client, options) ?? useObservedQuery(options);
}

function useServerSuspenseQuery(options: AnyOptions) {
  const client = useQueryClient();
  // As in useServerQuery: a query that suspends renders again, from the start, once settled.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return settledResult(client, options) ?? useObservedSuspenseQuery(options);
}

export const useQuery: typeof useObservedQuery = onServer
  ? (useServerQuery as unknown as typeof useObservedQuery)
  : useObservedQuery;

export const useSuspenseQuery: typeof useObservedSuspenseQuery = onServer
  ? (useServerSuspenseQuery as unknown as typeof useObservedSuspenseQuery)
  : useObservedSuspenseQuery;
