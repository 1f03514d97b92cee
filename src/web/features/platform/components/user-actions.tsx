import { useState } from "react";
import { type AdminUserDetail, ASSIGNABLE_ROLES } from "#shared/schemas/platform.ts";
import { Button } from "#web/components/ui/button.tsx";
import { NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useUserAction } from "../api/user-action.ts";
import { roleName } from "../utils/format.ts";

type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/**
 * End sessions, disable/enable sign-in, send a reset link, turn off two-factor authentication (for
 * someone who lost their authenticator and backup codes), change role; refusals are toasted with the reason.
 */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const { _ } = useCatalogue("platform");
  const me = useCurrentUser();
  const current: AssignableRole = user.role === "admin" ? "team_admin" : user.role;
  const [role, setRole] = useState<AssignableRole>(current);
  const action = useUserAction({
    mutationConfig: {
      onSuccess: (result) =>
        toast({ title: _("platform.userActions.done"), description: result.message, variant: "success" }),
      onError: (error) =>
        toast({ title: _("platform.notChanged"), description: errorMessage(error), variant: "destructive" }),
    },
  });
  const busy = action.isPending;
  const roles = user.teamId ? ASSIGNABLE_ROLES : (["member", "super_admin"] as const);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => action.mutate({ id: user.id, action: "revoke-sessions" })}
        >
          {_("platform.userActions.endSessions")}
        </Button>
        {user.disabled ? (
          <Button variant="secondary" disabled={busy} onClick={() => action.mutate({ id: user.id, action: "enable" })}>
            {_("platform.userActions.enableSignIn")}
          </Button>
        ) : (
          <Button
            variant="destructive"
            disabled={busy || user.id === me.id}
            onClick={() => action.mutate({ id: user.id, action: "disable" })}
          >
            {_("platform.userActions.disableSignIn")}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => action.mutate({ id: user.id, action: "send-password-reset" })}
        >
          {_("platform.userActions.sendReset")}
        </Button>
        {user.twoFactorEnabled ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => action.mutate({ id: user.id, action: "reset-two-factor" })}
          >
            {_("platform.userActions.resetTwoFactor")}
          </Button>
        ) : null}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          action.mutate({ id: user.id, action: "role", role });
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="user-role">{_("platform.userDetail.role")}</Label>
          <NativeSelect
            id="user-role"
            fullWidth={false}
            className="w-48"
            value={role}
            onChange={(e) => setRole(e.target.value as AssignableRole)}
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleName(r, _)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary" disabled={busy || role === current}>
          {_("platform.userActions.changeRole")}
        </Button>
      </form>
    </div>
  );
}
