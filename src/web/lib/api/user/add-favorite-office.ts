import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { applyFavoriteOptimistically, rollbackFavorite } from "./favorite-office-cache.ts";
import { userKeys } from "./user-keys.ts";

/** PUT /api/user/favorite-offices/{officeId}: stars an office (idempotent). */
export function addFavoriteOffice(officeId: string): Promise<void> {
  return apiRequest<void>("PUT", `/api/user/favorite-offices/${encodeURIComponent(officeId)}`);
}

/**
 * Stars an office, shown at once (optimistic) and rolled back if the server refuses. Shared by the
 * offices page and the dashboard's Quick Book card, so it lives outside features/.
 */
export function useAddFavoriteOffice({ mutationConfig }: { mutationConfig?: MutationConfig<void, string> } = {}) {
  const qc = useQueryClient();
  const { onError, onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: addFavoriteOffice,
    onMutate: (officeId) => applyFavoriteOptimistically(qc, officeId, true),
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
