import { useNavigate } from "react-router";
import { useLogout } from "#web/features/auth/api/logout.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";

/** Signs out, toasts 'Logged out' and goes to /auth. */
export function useSignOut() {
  const { _ } = useCatalogue("shell");
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    pending: logout.isPending,
    signOut: () =>
      logout.mutate(undefined, {
        onSuccess: () => {
          toast({ title: _("shell.signOut.done"), description: _("shell.signOut.doneDescription") });
          navigate("/auth", { replace: true });
        },
        onError: (error) => {
          console.error("Logout failed", error);
          toast({ title: _("shell.signOut.failed"), description: errorMessage(error), variant: "destructive" });
        },
      }),
  };
}
