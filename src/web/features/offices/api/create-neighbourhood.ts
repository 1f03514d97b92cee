import type { CreateNeighbourhoodBody, Neighbourhood } from "#shared/schemas/neighbourhood.ts";
import { invalidatePlaces } from "#web/lib/api/sites/site-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/floors/{id}/neighbourhoods: makes a neighbourhood on the floor. */
export function createNeighbourhood({
  floorId,
  ...body
}: CreateNeighbourhoodBody & { floorId: string }): Promise<Neighbourhood> {
  return apiRequest<Neighbourhood>("POST", `/api/floors/${encodeURIComponent(floorId)}/neighbourhoods`, body);
}

/** Makes a neighbourhood; the sites (which list it) and the floor map refresh. */
export const useCreateNeighbourhood = createMutationHook({
  mutationFn: createNeighbourhood,
  invalidates: invalidatePlaces,
});
