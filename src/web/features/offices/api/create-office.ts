import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateOfficeBody, Office } from "#shared/schemas/office.ts";
import { officeKeys } from "#web/lib/api/offices/office-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { invalidateDependents, type MutationConfig } from "#web/lib/query-client.ts";

/** POST /api/offices (team_manager and above). */
export function createOffice(body: CreateOfficeBody): Promise<Office> {
  return apiRequest<Office>("POST", "/api/offices", body);
}

/** Refreshes every view of offices and what counts them (dashboard stats). */
export function invalidateOffices(qc: QueryClient): Promise<unknown> {
  return Promise.all([qc.invalidateQueries({ queryKey: officeKeys.all }), invalidateDependents(qc, "offices")]);
}

/** Creates an office. */
export function useCreateOffice({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<Office, CreateOfficeBody>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createOffice,
    onSuccess: (...args) => {
      void invalidateOffices(qc);
      return onSuccess?.(...args);
    },
  });
}
