import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { favoriteMutationOptions } from "./favorite-office-cache.ts";

/** PUT /api/user/favorite-offices/{officeId}: stars an office (idempotent). */
export function addFavoriteOffice(officeId: string): Promise<void> {
  return apiRequest<void>("PUT", `/api/user/favorite-offices/${encodeURIComponent(officeId)}`);
}

/** Stars an office. Shared by the offices page and the dashboard's Quick Book card, so it lives outside features/. */
export const useAddFavoriteOffice = createMutationHook(favoriteMutationOptions(addFavoriteOffice, true));
