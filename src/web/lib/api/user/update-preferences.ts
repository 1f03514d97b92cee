import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateUserPreferences, UserPreferences } from "#shared/schemas/preferences.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { userKeys } from "./user-keys.ts";

/** PATCH /api/user/preferences: saves any subset; answers every preference as stored. */
export function updatePreferences(body: UpdateUserPreferences): Promise<UserPreferences> {
  return apiRequest<UserPreferences>("PATCH", "/api/user/preferences", body);
}

/** Saves preferences; the cached preferences become the server's answer. */
export function useSavePreferences({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<UserPreferences, UpdateUserPreferences>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updatePreferences,
    onSuccess: (saved, ...rest) => {
      qc.setQueryData(userKeys.preferences(), saved);
      return onSuccess?.(saved, ...rest);
    },
  });
}
