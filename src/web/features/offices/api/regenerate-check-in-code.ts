import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OfficeCheckInCode } from "#shared/schemas/check-in-code.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { officeCheckInCodeQueryOptions } from "./get-office-check-in-code.ts";

/** POST /api/offices/{id}/check-in-code/regenerate: a new code; the printed one stops working. */
export function regenerateCheckInCode(officeId: string): Promise<OfficeCheckInCode> {
  return apiRequest<OfficeCheckInCode>("POST", `/api/offices/${encodeURIComponent(officeId)}/check-in-code/regenerate`);
}

/** Replaces an office's check-in code and shows the new one at once. */
export function useRegenerateCheckInCode({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<OfficeCheckInCode, string>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: regenerateCheckInCode,
    onSuccess: (...args) => {
      qc.setQueryData(officeCheckInCodeQueryOptions(args[0].officeId).queryKey, args[0]);
      return onSuccess?.(...args);
    },
  });
}
