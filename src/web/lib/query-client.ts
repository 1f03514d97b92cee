import {
  type DefaultError,
  MutationCache,
  onlineManager,
  QueryClient,
  type UseMutationOptions,
} from "@tanstack/react-query";
import { ANNOUNCEMENTS, announce } from "./announcer.ts";
import { ApiError } from "./api-client.ts";

const FIVE_MINUTES = 5 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The first element of every query key: one name per server resource. A key factory's `all` is
 * `[resource]`, so invalidating it refreshes every view of that resource.
 */
export type Resource = "bookings" | "offices" | "team" | "dashboard" | "user" | "invite" | "health" | "platform";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /**
       * Resources this query summarises besides its own (dashboard stats count bookings, offices
       * and members). A change to one of them refreshes it through `invalidateDependents`; this
       * keeps features from importing each other's key factories.
       */
      dependsOn?: readonly Resource[];
    };
  }
}

/**
 * Extra `useQuery` options a caller may pass to a `useX({ queryConfig })` hook: everything but the
 * key and the fetcher, which belong to the operation's `xQueryOptions`.
 */
// biome-ignore lint/suspicious/noExplicitAny: matches any query-options factory, as bulletproof-react's QueryConfig does
export type QueryConfig<T extends (...args: any[]) => unknown> = Partial<Omit<ReturnType<T>, "queryKey" | "queryFn">>;

/** Extra `useMutation` options for a `useX({ mutationConfig })` hook (callbacks run after the hook's own). */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables>,
  "mutationFn" | "onMutate"
>;

/** Refreshes every query whose `meta.dependsOn` names `resource` (see `Register` above). */
export function invalidateDependents(qc: QueryClient, resource: Resource): Promise<void> {
  return qc.invalidateQueries({ predicate: (q) => q.meta?.dependsOn?.includes(resource) ?? false });
}

/**
 * The app's QueryClient: the one place for the caching rules of spec section 9 (fresh 5 min, kept
 * 10 min, no refetch on focus, up to 2 retries and none on 401/403, backoff from 1 s doubling to
 * 30 s, one mutation retry). Every finished change is announced to screen readers with the spec's
 * defaults ('Action completed successfully' / 'An error occurred').
 *
 * Offline (docs/product.md "Preferences and layouts"): a read is still sent once, as the service
 * worker may answer it from its saved copy ("offlineFirst"; its retries wait for the network); a
 * change is always sent, so api-client refuses it at once with OFFLINE_CHANGE_MESSAGE instead of
 * TanStack pausing it and sending it later without a word ("always": nothing is queued).
 */
// TanStack Query assumes it starts online and learns otherwise only from `offline` events: a page
// opened without a network would retry, fail and show the error screen instead of waiting.
if (typeof navigator !== "undefined") onlineManager.setOnline(navigator.onLine);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => announce(ANNOUNCEMENTS.success),
      onError: () => announce(ANNOUNCEMENTS.error),
    }),
    defaultOptions: {
      queries: {
        networkMode: "offlineFirst",
        staleTime: FIVE_MINUTES,
        gcTime: TEN_MINUTES,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
          return failureCount < 2;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30000),
      },
      mutations: {
        networkMode: "always",
        // One retry, and only where sending again can help (a network failure or a 5xx, never a 4xx).
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30000),
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status < 500) return false;
          return failureCount < 1;
        },
      },
    },
  });
}

/** The browser's one QueryClient (a server render makes its own with createQueryClient). */
export const queryClient = createQueryClient();
