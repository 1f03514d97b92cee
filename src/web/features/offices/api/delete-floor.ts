import { invalidatePlaces } from "#web/lib/api/sites/site-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** DELETE /api/floors/{id}: removes a floor; 409 while it holds an office. */
export function deleteFloor(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/floors/${encodeURIComponent(id)}`);
}

/** Removes a floor; the sites refresh. */
export const useDeleteFloor = createMutationHook({ mutationFn: deleteFloor, invalidates: invalidatePlaces });
