import type { Floor, UpdateFloorBody } from "#shared/schemas/site.ts";
import { invalidatePlaces } from "#web/lib/api/sites/site-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** PATCH /api/floors/{id}: renames a floor or changes its level. */
export function updateFloor({ id, ...body }: UpdateFloorBody & { id: string }): Promise<Floor> {
  return apiRequest<Floor>("PATCH", `/api/floors/${encodeURIComponent(id)}`, body);
}

/** Changes a floor; the sites and offices (whose floor is its name) refresh. */
export const useUpdateFloor = createMutationHook({ mutationFn: updateFloor, invalidates: invalidatePlaces });
