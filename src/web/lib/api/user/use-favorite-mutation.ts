import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { applyFavoriteOptimistically, rollbackFavorite } from "./favorite-office-cache.ts";
import { userKeys } from "./user-keys.ts";

/**
 * The star and unstar mutations: shown at once (optimistic), rolled back if the server refuses,
 * and the current user (its `favoriteOffices`) refetched either way. `starred` is the new state.
 */
export function useFavoriteMutation(
  mutationFn: (officeId: string) => Promise<void>,
  starred: boolean,
  mutationConfig?: MutationConfig<void, string>,
) {
  const qc = useQueryClient();
  const { onError, onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn,
    onMutate: (officeId) => applyFavoriteOptimistically(qc, officeId, starred),
    onError: (error, officeId, snapshot, context) => {
      rollbackFavorite(qc, snapshot);
      return onError?.(error, officeId, snapshot, context);
    },
    onSettled: (...args) => {
      void qc.invalidateQueries({ queryKey: userKeys.current() });
      return onSettled?.(...args);
    },
  });
}
