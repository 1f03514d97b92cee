import type { CreateSiteBody, Site } from "#shared/schemas/site.ts";
import { invalidatePlaces } from "#web/lib/api/sites/site-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/sites (team managers and admins). */
export function createSite(body: CreateSiteBody): Promise<Site> {
  return apiRequest<Site>("POST", "/api/sites", body);
}

/** Makes a site; the sites refresh. */
export const useCreateSite = createMutationHook({ mutationFn: createSite, invalidates: invalidatePlaces });
