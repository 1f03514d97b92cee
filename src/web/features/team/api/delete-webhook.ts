import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";

/** DELETE /api/team/webhooks/{id}: removes the endpoint and its delivery log. */
export function deleteWebhook(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/team/webhooks/${encodeURIComponent(id)}`);
}

export const useDeleteWebhook = createMutationHook({ mutationFn: deleteWebhook, invalidates: [teamKeys.webhooks()] });
