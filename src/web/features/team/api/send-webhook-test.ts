import type { WebhookDelivery } from "#shared/schemas/webhooks.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/webhooks/{id}/test: queues a webhook.test delivery. */
export function sendWebhookTest(id: string): Promise<WebhookDelivery> {
  return apiRequest<WebhookDelivery>("POST", `/api/team/webhooks/${encodeURIComponent(id)}/test`);
}

export const useSendWebhookTest = createMutationHook({
  mutationFn: sendWebhookTest,
  onSettled: (_data, _error, id, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.webhookDeliveries(id) });
  },
});
