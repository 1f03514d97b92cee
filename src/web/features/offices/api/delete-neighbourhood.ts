import { invalidatePlaces } from "#web/lib/api/sites/site-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** DELETE /api/neighbourhoods/{id}: removes it; its offices stay under the team's rules alone. */
export function deleteNeighbourhood(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/neighbourhoods/${encodeURIComponent(id)}`);
}

/** Removes a neighbourhood; the sites, offices and the floor map refresh. */
export const useDeleteNeighbourhood = createMutationHook({
  mutationFn: deleteNeighbourhood,
  invalidates: invalidatePlaces,
});
