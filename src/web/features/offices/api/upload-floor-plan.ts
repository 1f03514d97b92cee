import type { Floor } from "#shared/schemas/site.ts";
import { invalidatePlaces } from "#web/lib/api/sites/site-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** PUT /api/floors/{id}/plan: the file (SVG, PNG, JPEG or WebP, at most 5 MiB) as the floor's plan. */
export function uploadFloorPlan({ floorId, file }: { floorId: string; file: File }): Promise<Floor> {
  return apiRequest<Floor>("PUT", `/api/floors/${encodeURIComponent(floorId)}/plan`, file);
}

/** Uploads a floor's plan; the sites (which carry each floor's plan) refresh. */
export const useUploadFloorPlan = createMutationHook({ mutationFn: uploadFloorPlan, invalidates: invalidatePlaces });
