import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminOutboxRow } from "#shared/schemas/platform.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { platformKeys } from "./platform-keys.ts";

/** POST /api/admin/outbox/{id}/retry: a failed message back in the queue (409 unless it failed). */
export function retryOutboxMessage(id: string): Promise<AdminOutboxRow> {
  return apiRequest<AdminOutboxRow>("POST", `/api/admin/outbox/${encodeURIComponent(id)}/retry`);
}

/** Retries a failed message; the outbox lists, the overview and system health refresh. */
export function useRetryOutboxMessage({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<AdminOutboxRow, string>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: retryOutboxMessage,
    onSuccess: (...args) => {
      void qc.invalidateQueries({ queryKey: platformKeys.all });
      return onSuccess?.(...args);
    },
  });
}
