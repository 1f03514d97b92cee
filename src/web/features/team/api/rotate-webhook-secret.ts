import type { WebhookEndpointWithSecret } from "#shared/schemas/webhooks.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** POST /api/team/webhooks/{id}/secret: a new signing secret, answered this once. */
export function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  return apiRequest<WebhookEndpointWithSecret>("POST", `/api/team/webhooks/${encodeURIComponent(id)}/secret`);
}

export const useRotateWebhookSecret = createMutationHook({
  mutationFn: rotateWebhookSecret,
  invalidates: [teamKeys.webhooks()],
});
