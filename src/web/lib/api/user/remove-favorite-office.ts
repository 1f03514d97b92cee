import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { favoriteMutationOptions } from "./favorite-office-cache.ts";

/** DELETE /api/user/favorite-offices/{officeId}: unstars an office (idempotent). */
export function removeFavoriteOffice(officeId: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/user/favorite-offices/${encodeURIComponent(officeId)}`);
}

/** Unstars an office. */
export const useRemoveFavoriteOffice = createMutationHook(favoriteMutationOptions(removeFavoriteOffice, false));
