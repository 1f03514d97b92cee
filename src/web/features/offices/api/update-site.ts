import type { Site, UpdateSiteBody } from "#shared/schemas/site.ts";
import { invalidatePlaces } from "#web/lib/api/sites/site-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** PATCH /api/sites/{id}: renames a site or changes its address. */
export function updateSite({ id, ...body }: UpdateSiteBody & { id: string }): Promise<Site> {
  return apiRequest<Site>("PATCH", `/api/sites/${encodeURIComponent(id)}`, body);
}

/** Changes a site; the sites and offices (whose building is its name) refresh. */
export const useUpdateSite = createMutationHook({ mutationFn: updateSite, invalidates: invalidatePlaces });
