import { useNavigate } from "react-router";
import { useLogout } from "#web/features/auth/api/logout.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast-store.ts";

/** Signs out, toasts 'Logged out' and goes to /auth. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    pending: logout.isPending,
    signOut: () =>
      logout.mutate(undefined, {
        onSuccess: () => {
          toast({ title: "Logged out", description: "You have been successfully logged out." });
          navigate("/auth", { replace: true });
        },
        onError: (error) => {
          console.error("Logout failed", error);
          toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" });
        },
      }),
  };
}
