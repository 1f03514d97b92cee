import { Crown } from "lucide-react";
import { NavLink, Outlet } from "react-router";
import { Badge } from "#web/components/ui/badge.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { useForcedLightTheme } from "#web/lib/use-forced-light-theme.ts";
import { PLATFORM_SECTIONS } from "../platform-sections.ts";

/** /super-admin and its sub-routes: always light, the Super Admin badge, and the sections' links. */
export function SuperAdminLayout() {
  useForcedLightTheme();
  // The sections' names are the shell's (the sidebar and the phone's bar show them too).
  useCatalogue("shell");
  const { _ } = useCatalogue("platform");
  const user = useCurrentUser();
  if (!user.isSuperAdmin) {
    return (
      <div className="mx-auto max-w-xl rounded-xl border border-zinc-200 bg-white p-6 text-sm text-zinc-700">
        <h1 className="mb-2 text-lg font-semibold text-zinc-900">{_("platform.layout.title")}</h1>
        {_("platform.layout.denied")}
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{_("platform.layout.title")}</h1>
          <Badge tone="accent">
            <Crown className="size-3" aria-hidden="true" />
            {_("platform.layout.badge")}
          </Badge>
        </div>
        {/* On a phone, a super admin outside any team has these sections in the bottom bar already. */}
        <nav
          aria-label={_("platform.layout.sections")}
          className={cn(
            "max-w-full gap-1 overflow-x-auto rounded-lg bg-zinc-100 p-1",
            user.teamId ? "flex" : "hidden md:flex",
          )}
        >
          {PLATFORM_SECTIONS.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                cn(
                  "shrink-0 rounded-md px-3 py-1.5 text-sm font-medium hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-indigo-600",
                  isActive ? "bg-white text-zinc-900 shadow-sm" : "text-zinc-700",
                )
              }
            >
              {_(section.label)}
            </NavLink>
          ))}
        </nav>
      </div>
      <Outlet />
    </div>
  );
}
