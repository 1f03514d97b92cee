import type { AdminOutboxRow } from "#shared/schemas/platform.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { platformKeys } from "./platform-keys.ts";

/** POST /api/admin/outbox/{id}/retry: a failed message back in the queue (409 unless it failed). */
export function retryOutboxMessage(id: string): Promise<AdminOutboxRow> {
  return apiRequest<AdminOutboxRow>("POST", `/api/admin/outbox/${encodeURIComponent(id)}/retry`);
}

/** Retries a failed message; the outbox lists, the overview and system health refresh. */
export const useRetryOutboxMessage = createMutationHook({
  mutationFn: retryOutboxMessage,
  onSuccess: (_data, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: platformKeys.all });
  },
});
