import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WebhookEndpoint } from "#shared/schemas/webhooks.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiGet } from "#web/lib/api-client.ts";
import type { QueryConfig } from "#web/lib/query-client.ts";

/** GET /api/team/webhooks: the team's webhook endpoints, oldest first (team admins). */
export function getWebhooks(): Promise<WebhookEndpoint[]> {
  return apiGet<WebhookEndpoint[]>("/api/team/webhooks");
}

export function webhooksQueryOptions() {
  return queryOptions({ queryKey: teamKeys.webhooks(), queryFn: getWebhooks });
}

/** The team's webhook endpoints. */
export function useWebhooks({ queryConfig }: { queryConfig?: QueryConfig<typeof webhooksQueryOptions> } = {}) {
  return useQuery({ ...webhooksQueryOptions(), ...queryConfig });
}
