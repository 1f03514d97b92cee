import type { WebhookDelivery } from "#shared/schemas/webhooks.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

type Variables = { id: string; deliveryId: string };

/** POST /api/team/webhooks/{id}/deliveries/{deliveryId}/redeliver: the same body again, as a new delivery. */
export function redeliverWebhook({ id, deliveryId }: Variables): Promise<WebhookDelivery> {
  return apiRequest<WebhookDelivery>(
    "POST",
    `/api/team/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
  );
}

export const useRedeliverWebhook = createMutationHook({
  mutationFn: redeliverWebhook,
  onSettled: (_data, _error, { id }, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: teamKeys.webhookDeliveries(id) });
  },
});
