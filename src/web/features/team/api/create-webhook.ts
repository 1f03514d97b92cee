import type { CreateWebhookEndpointBody, WebhookEndpointWithSecret } from "#shared/schemas/webhooks.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/webhooks: a new endpoint, answered with its signing secret this once. */
export function createWebhook(body: CreateWebhookEndpointBody): Promise<WebhookEndpointWithSecret> {
  return apiRequest<WebhookEndpointWithSecret>("POST", "/api/team/webhooks", body);
}

export const useCreateWebhook = createMutationHook({ mutationFn: createWebhook, invalidates: [teamKeys.webhooks()] });
