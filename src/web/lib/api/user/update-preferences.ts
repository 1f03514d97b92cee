import type { UpdateUserPreferences, UserPreferences } from "#shared/schemas/preferences.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
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
export const useSavePreferences = createMutationHook({
  mutationFn: updatePreferences,
  onMutate: async (body, { client }) => {
    await client.cancelQueries({ queryKey: userKeys.preferences() });
    client.setQueryData<UserPreferences>(userKeys.preferences(), (stored) =>
      stored
        ? { ...stored, ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) }
        : stored,
    );
  },
  onError: (_error, _body, _onMutateResult, { client }) => {
    // What is stored is the server's to say again.
    void client.invalidateQueries({ queryKey: userKeys.preferences() });
  },
  onSuccess: (saved, _body, _onMutateResult, { client }) => {
    client.setQueryData(userKeys.preferences(), saved);
  },
});
