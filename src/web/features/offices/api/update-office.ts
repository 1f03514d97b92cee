import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Office, UpdateOfficeBody } from "#shared/schemas/office.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { invalidateOffices } from "./create-office.ts";

export interface UpdateOfficeInput {
  id: string;
  body: UpdateOfficeBody;
}

/** PATCH /api/offices/{id}; `{ isActive: false }` deactivates. */
export function updateOffice({ id, body }: UpdateOfficeInput): Promise<Office> {
  return apiRequest<Office>("PATCH", `/api/offices/${id}`, body);
}

/** Updates (or (de)activates) an office. */
export function useUpdateOffice({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<Office, UpdateOfficeInput>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateOffice,
    onSuccess: (...args) => {
      void invalidateOffices(qc);
      return onSuccess?.(...args);
    },
  });
}
