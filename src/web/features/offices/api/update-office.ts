import type { Office, UpdateOfficeBody } from "#shared/schemas/office.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
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
export const useUpdateOffice = createMutationHook({
  mutationFn: updateOffice,
  onSuccess: (_data, _variables, _onMutateResult, { client }) => {
    void invalidateOffices(client);
  },
});
