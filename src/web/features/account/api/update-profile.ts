import type { ProfileBody } from "#shared/schemas/account.ts";
import type { User } from "#shared/schemas/user.ts";
import { teamKeys } from "#web/lib/api/team/team-keys.ts";
import { userKeys } from "#web/lib/api/user/user-keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { createMutationHook } from "#web/lib/create-mutation-hook.ts";
import { invalidateDependents } from "#web/lib/query-client.ts";

/** PATCH /api/user/profile: name, job title, department (those given); answers the user. */
export async function updateProfile(body: ProfileBody): Promise<User> {
  return (await apiRequest<{ user: User }>("PATCH", "/api/user/profile", body)).user;
}

/** Saves the profile; the cached current user becomes the server's answer, and views naming people refresh. */
export const useUpdateProfile = createMutationHook({
  mutationFn: updateProfile,
  onSuccess: (user, _variables, _onMutateResult, { client }) => {
    client.setQueryData(userKeys.current(), user);
    void client.invalidateQueries({ queryKey: teamKeys.all });
    void invalidateDependents(client, "user");
  },
});
