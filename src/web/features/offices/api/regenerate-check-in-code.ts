import type { OfficeCheckInCode } from "#shared/schemas/check-in-code.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { officeCheckInCodeQueryOptions } from "./get-office-check-in-code.ts";

/** POST /api/offices/{id}/check-in-code/regenerate: a new code; the printed one stops working. */
export function regenerateCheckInCode(officeId: string): Promise<OfficeCheckInCode> {
  return apiRequest<OfficeCheckInCode>("POST", `/api/offices/${encodeURIComponent(officeId)}/check-in-code/regenerate`);
}

/** Replaces an office's check-in code and shows the new one at once. */
export const useRegenerateCheckInCode = createMutationHook({
  mutationFn: regenerateCheckInCode,
  onSuccess: (code, _officeId, _onMutateResult, { client }) => {
    client.setQueryData(officeCheckInCodeQueryOptions(code.officeId).queryKey, code);
  },
});
