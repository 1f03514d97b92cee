import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateUserPreferences, UserPreferences } from "#shared/schemas/preferences.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import type { MutationConfig } from "#web/lib/query-client.ts";
import { userKeys } from "./user-keys.ts";

/** PATCH /api/user/preferences: saves any subset; answers every preference as stored. */
export function updatePreferences(body: UpdateUserPreferences): Promise<UserPreferences> {
  return apiRequest<UserPreferences>("PATCH", "/api/user/preferences", body);
}

/**
 * Saves preferences; the cached preferences show the choice at once and become the server's answer.
 * A read of the preferences still in flight is cancelled first: answering with what was stored
 * before, it would otherwise undo the choice on screen (the theme toggled back by the shell's sync).
 */
export function useSavePreferences({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<UserPreferences, UpdateUserPreferences>;
} = {}) {
  const qc = useQueryClient();
  const { onSuccess, onError, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updatePreferences,
    onMutate: async (body) => {
      await qc.cancelQueries({ queryKey: userKeys.preferences() });
      qc.setQueryData<UserPreferences>(userKeys.preferences(), (stored) =>
        stored
          ? { ...stored, ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) }
          : stored,
      );
    },
    onError: (error, ...rest) => {
      // What is stored is the server's to say again.
      void qc.invalidateQueries({ queryKey: userKeys.preferences() });
      return onError?.(error, ...rest);
    },
    onSuccess: (saved, ...rest) => {
      qc.setQueryData(userKeys.preferences(), saved);
      return onSuccess?.(saved, ...rest);
    },
  });
}
