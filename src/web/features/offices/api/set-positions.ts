import type { SetPositionsBody } from "#shared/schemas/site.ts";
import { invalidatePlaces } from "#web/lib/api/sites/site-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** PUT /api/floors/{id}/positions: where the listed offices of the floor are on its plan (null: off it). */
export function setPositions({ floorId, ...body }: SetPositionsBody & { floorId: string }): Promise<void> {
  return apiRequest<void>("PUT", `/api/floors/${encodeURIComponent(floorId)}/positions`, body);
}

/** Saves offices' places on a floor's plan; the offices (which carry their places) refresh. */
export const useSetPositions = createMutationHook({ mutationFn: setPositions, invalidates: invalidatePlaces });
