import type { QueryClient } from "@tanstack/react-query";
import type { CreateOfficeBody, Office } from "#shared/schemas/office.ts";
import { officeKeys } from "#web/lib/api/offices/office-keys.ts";
import { siteKeys } from "#web/lib/api/sites/site-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateDependents } from "#web/lib/query-client.ts";

/** POST /api/offices (team_manager and above). */
export function createOffice(body: CreateOfficeBody): Promise<Office> {
  return apiRequest<Office>("POST", "/api/offices", body);
}

/** Refreshes every view of offices and what counts them (dashboard stats, the floors' office counts). */
export function invalidateOffices(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: officeKeys.all }),
    qc.invalidateQueries({ queryKey: siteKeys.all }),
    invalidateDependents(qc, "offices"),
  ]);
}

/** Creates an office. */
export const useCreateOffice = createMutationHook({
  mutationFn: createOffice,
  onSuccess: (_data, _variables, _onMutateResult, { client }) => {
    void invalidateOffices(client);
  },
});
