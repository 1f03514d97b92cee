import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserSummary, ASSIGNABLE_ROLES } from "#shared/schemas/platform.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { platformKeys } from "./platform-keys.ts";

export interface UserActionResult {
  user: AdminUserSummary;
  message: string;
}

/** The user actions: `role` takes the new role; the others no body. */
export type UserAction =
  | { id: string; action: "revoke-sessions" | "disable" | "enable" | "send-password-reset" }
  | { id: string; action: "role"; role: (typeof ASSIGNABLE_ROLES)[number] };

/** POST /api/admin/users/{id}/{action}. */
export function runUserAction(input: UserAction): Promise<UserActionResult> {
  const body = input.action === "role" ? { role: input.role } : undefined;
  return apiRequest<UserActionResult>("POST", `/api/admin/users/${encodeURIComponent(input.id)}/${input.action}`, body);
}

/** Runs a user action; the user lists, the user's page and the overview refresh. */
export function useUserAction({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<UserActionResult, UserAction>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: runUserAction,
    onSuccess: (...args) => {
      void qc.invalidateQueries({ queryKey: platformKeys.all });
      return onSuccess?.(...args);
    },
  });
}
