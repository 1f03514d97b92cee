import type { AdminUserSummary, ASSIGNABLE_ROLES } from "#shared/schemas/platform.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { platformKeys } from "./platform-keys.ts";

export interface UserActionResult {
  user: AdminUserSummary;
  message: string;
}

/** The user actions: `role` takes the new role; the others no body. */
export type UserAction =
  | { id: string; action: "revoke-sessions" | "disable" | "enable" | "send-password-reset" | "reset-two-factor" }
  | { id: string; action: "role"; role: (typeof ASSIGNABLE_ROLES)[number] };

/** POST /api/admin/users/{id}/{action}. */
export function runUserAction(input: UserAction): Promise<UserActionResult> {
  const body = input.action === "role" ? { role: input.role } : undefined;
  return apiRequest<UserActionResult>("POST", `/api/admin/users/${encodeURIComponent(input.id)}/${input.action}`, body);
}

/** Runs a user action; the user lists, the user's page and the overview refresh. */
export const useUserAction = createMutationHook({
  mutationFn: runUserAction,
  onSuccess: (_data, _variables, _onMutateResult, { client }) => {
    void client.invalidateQueries({ queryKey: platformKeys.all });
  },
});
