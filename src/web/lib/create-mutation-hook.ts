import {
  type DefaultError,
  type MutationFunctionContext,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from "@tanstack/react-query";
import type { MutationConfig } from "./query-client.ts";

/**
 * One API operation's mutation: TanStack's own `useMutation` options (callbacks reach the
 * QueryClient through their last argument, `context.client`) plus `invalidates`.
 */
export type MutationHookOptions<TData, TVariables, TOnMutateResult = unknown> = UseMutationOptions<
  TData,
  DefaultError,
  TVariables,
  TOnMutateResult
> & {
  mutationFn: NonNullable<UseMutationOptions<TData, DefaultError, TVariables, TOnMutateResult>["mutationFn"]>;
  /**
   * What the change makes stale, refreshed once it settles (succeeded or failed): query keys, or a
   * function doing the refreshing. The mutation stays pending until they are read again, so a view
   * closing on success shows fresh data behind it.
   */
  invalidates?: readonly QueryKey[] | ((client: QueryClient) => Promise<unknown>);
};

// biome-ignore lint/suspicious/noExplicitAny: a mutation callback of any of the four signatures
type Callback = ((...args: any[]) => unknown) | undefined;

/** Runs `own`, then `theirs`; when `own` answers a promise, `theirs` waits for it (as TanStack does). */
function chain(own: Callback, theirs: Callback): Callback {
  if (!own || !theirs) return own ?? theirs;
  return (...args) => {
    const result = own(...args);
    return result instanceof Promise ? result.then(() => theirs(...args)) : theirs(...args);
  };
}

/** `invalidates` as an `onSettled` callback (its fifth argument is TanStack's context). */
function refresher(invalidates: MutationHookOptions<unknown, unknown>["invalidates"]): Callback {
  return (
    invalidates &&
    ((...args) => {
      const { client } = args[4] as MutationFunctionContext;
      return typeof invalidates === "function"
        ? invalidates(client)
        : Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    })
  );
}

/**
 * The `useX` hook of one API operation (bulletproof-react's shape, one file per operation):
 * `export const useX = createMutationHook({ mutationFn: x, invalidates: [keys.all] })`. A caller
 * passes `useX({ mutationConfig })`: its options override the operation's defaults (such as
 * `retry: false`), and its callbacks run after the operation's own, which keep the cache right
 * (optimistic copies, rollbacks, refreshes) whatever the caller does.
 */
export function createMutationHook<TData, TVariables = void, TOnMutateResult = unknown>({
  invalidates,
  onSuccess,
  onError,
  onSettled,
  ...own
}: MutationHookOptions<TData, TVariables, TOnMutateResult>) {
  const ownSettled = chain(onSettled, refresher(invalidates as MutationHookOptions<unknown, unknown>["invalidates"]));
  return function useOperationMutation({
    mutationConfig,
  }: {
    mutationConfig?: MutationConfig<TData, TVariables>;
  } = {}): UseMutationResult<TData, DefaultError, TVariables, TOnMutateResult> {
    const { onSuccess: theirSuccess, onError: theirError, onSettled: theirSettled, ...config } = mutationConfig ?? {};
    return useMutation<TData, DefaultError, TVariables, TOnMutateResult>({
      ...own,
      ...config,
      onSuccess: chain(onSuccess, theirSuccess),
      onError: chain(onError, theirError),
      onSettled: chain(ownSettled, theirSettled),
    });
  };
}
