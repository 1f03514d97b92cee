import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { useFavoriteMutation } from "./use-favorite-mutation.ts";

/** DELETE /api/user/favorite-offices/{officeId}: unstars an office (idempotent). */
export function removeFavoriteOffice(officeId: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/user/favorite-offices/${encodeURIComponent(officeId)}`);
}

/** Unstars an office. */
export function useRemoveFavoriteOffice({ mutationConfig }: { mutationConfig?: MutationConfig<void, string> } = {}) {
  return useFavoriteMutation(removeFavoriteOffice, false, mutationConfig);
}
