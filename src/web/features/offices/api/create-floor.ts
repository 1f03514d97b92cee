import type { CreateFloorBody, Floor } from "#shared/schemas/site.ts";
import { invalidatePlaces } from "#web/lib/api/sites/site-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/sites/{id}/floors: adds a floor to the site. */
export function createFloor({ siteId, ...body }: CreateFloorBody & { siteId: string }): Promise<Floor> {
  return apiRequest<Floor>("POST", `/api/sites/${encodeURIComponent(siteId)}/floors`, body);
}

/** Adds a floor; the sites refresh. */
export const useCreateFloor = createMutationHook({ mutationFn: createFloor, invalidates: invalidatePlaces });
