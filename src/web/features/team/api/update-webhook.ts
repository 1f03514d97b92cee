import type { UpdateWebhookEndpointBody, WebhookEndpoint } from "#shared/schemas/webhooks.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

type Variables = { id: string } & UpdateWebhookEndpointBody;

/** PATCH /api/team/webhooks/{id}: its URL, description or events, or turning it off or on. */
export function updateWebhook({ id, ...body }: Variables): Promise<WebhookEndpoint> {
  return apiRequest<WebhookEndpoint>("PATCH", `/api/team/webhooks/${encodeURIComponent(id)}`, body);
}

export const useUpdateWebhook = createMutationHook({ mutationFn: updateWebhook, invalidates: [teamKeys.webhooks()] });
