import type { Neighbourhood, UpdateNeighbourhoodBody } from "#shared/schemas/neighbourhood.ts";
import { invalidatePlaces } from "#web/lib/api/sites/site-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** PATCH /api/neighbourhoods/{id}: changes its name or rules. */
export function updateNeighbourhood({ id, ...body }: UpdateNeighbourhoodBody & { id: string }): Promise<Neighbourhood> {
  return apiRequest<Neighbourhood>("PATCH", `/api/neighbourhoods/${encodeURIComponent(id)}`, body);
}

/** Changes a neighbourhood; the sites and the floor map refresh. */
export const useUpdateNeighbourhood = createMutationHook({
  mutationFn: updateNeighbourhood,
  invalidates: invalidatePlaces,
});
