import { invalidatePlaces } from "#web/lib/api/sites/site-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** DELETE /api/sites/{id}: removes a site and its floors; 409 while one holds an office. */
export function deleteSite(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/sites/${encodeURIComponent(id)}`);
}

/** Removes a site; the sites refresh. */
export const useDeleteSite = createMutationHook({ mutationFn: deleteSite, invalidates: invalidatePlaces });
