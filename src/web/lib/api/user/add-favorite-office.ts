import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { useFavoriteMutation } from "./use-favorite-mutation.ts";

/** PUT /api/user/favorite-offices/{officeId}: stars an office (idempotent). */
export function addFavoriteOffice(officeId: string): Promise<void> {
  return apiRequest<void>("PUT", `/api/user/favorite-offices/${encodeURIComponent(officeId)}`);
}

/** Stars an office. Shared by the offices page and the dashboard's Quick Book card, so it lives outside features/. */
export function useAddFavoriteOffice({ mutationConfig }: { mutationConfig?: MutationConfig<void, string> } = {}) {
  return useFavoriteMutation(addFavoriteOffice, true, mutationConfig);
}
