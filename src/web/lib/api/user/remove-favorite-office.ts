import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { applyFavoriteOptimistically, rollbackFavorite } from "./favorite-office-cache.ts";
import { userKeys } from "./user-keys.ts";

/** DELETE /api/user/favorite-offices/{officeId}: unstars an office (idempotent). */
export function removeFavoriteOffice(officeId: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/user/favorite-offices/${encodeURIComponent(officeId)}`);
}

/** Unstars an office, shown at once (optimistic) and rolled back if the server refuses. */
export function useRemoveFavoriteOffice({ mutationConfig }: { mutationConfig?: MutationConfig<void, string> } = {}) {
  const qc = useQueryClient();
  const { onError, onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: removeFavoriteOffice,
    onMutate: (officeId) => applyFavoriteOptimistically(qc, officeId, false),
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
