import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WebhookDelivery } from "#shared/schemas/webhooks.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

/** GET /api/team/webhooks/{id}/deliveries: the endpoint's latest 50 deliveries, newest first. */
export function getWebhookDeliveries(id: string): Promise<WebhookDelivery[]> {
  return apiGet<WebhookDelivery[]>(`/api/team/webhooks/${encodeURIComponent(id)}/deliveries`);
}

/** Refreshed every 5 s while shown: deliveries move from pending to sent as the sender works. */
export function webhookDeliveriesQueryOptions(id: string) {
  return queryOptions({
    queryKey: teamKeys.webhookDeliveries(id),
    queryFn: () => getWebhookDeliveries(id),
    refetchInterval: 5_000,
  });
}

/** An endpoint's delivery log. */
export function useWebhookDeliveries({
  id,
  queryConfig,
}: {
  id: string;
  queryConfig?: QueryConfig<typeof webhookDeliveriesQueryOptions>;
}) {
  return useQuery({ ...webhookDeliveriesQueryOptions(id), ...queryConfig });
}
