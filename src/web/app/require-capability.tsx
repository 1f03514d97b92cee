import { ShieldOff } from "lucide-react";
import { Link, Outlet } from "react-router";
import { type Capability, can } from "#shared/roles.ts";
import { Button } from "#web/components/ui/button.tsx";
import { homePathFor, useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * Layout route around pages one role may open and another may not (docs/product.md
 * "Tenancy and roles"): renders the page when the signed-in user's role holds `capability`, else a
 * clear "no access" screen with a way back home. The server enforces the same rule; this only
 * spares people a page of refusals.
 */
export function RequireCapability({ capability }: { capability: Capability }) {
  const user = useCurrentUser();
  if (can(user.role, capability) || user.isSuperAdmin) return <Outlet />;
  return <NoAccess home={homePathFor(user)} capability={capability} />;
}

/**
 * Who a capability's pages are for (the role table, docs/product.md "Tenancy and roles"), as the
 * `audience` the no-access message words.
 */
function audienceOf(capability: Capability): "platform" | "managers" | "admins" {
  if (capability === "platform:manage") return "platform";
  if (capability === "office:manage" || capability === "booking:others") return "managers";
  return "admins";
}

function NoAccess({ home, capability }: { home: string; capability: Capability }) {
  const { _ } = useCatalogue("common");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        <ShieldOff className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold">{_("common.noAccess.title")}</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
        {_("common.noAccess.description", { audience: audienceOf(capability) })}
      </p>
      <Button asChild className="mt-6">
        <Link to={home}>{_("common.backToDashboard")}</Link>
      </Button>
    </div>
  );
}
