import { LogOut, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { NavLink } from "react-router";
import { Logo } from "#web/components/brand/logo.tsx";
import { UnreadBadge } from "#web/features/notifications/components/unread-badge.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { navSectionsFor, roleLabel } from "./nav-items.ts";
import { useSignOut } from "./use-sign-out.ts";

/** Desktop sidebar: 240 px, or 60 px when collapsed. */
export function Sidebar({
  collapsed,
  canToggle,
  onToggle,
}: {
  collapsed: boolean;
  canToggle: boolean;
  onToggle: () => void;
}) {
  const user = useCurrentUser();
  const { _ } = useCatalogue("shell");
  const { signOut, pending } = useSignOut();
  const sections = navSectionsFor(user);
  const displayName = user.name || user.email || _("shell.user.unnamed");
  return (
    <aside
      aria-label={_("shell.sidebar")}
      className={cn(
        "sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-zinc-200 bg-white transition-[width] duration-200 md:flex dark:border-zinc-800 dark:bg-zinc-900",
        collapsed ? "w-[60px]" : "w-[240px]",
      )}
      data-collapsed={collapsed}
    >
      <div
        className={cn(
          "flex h-14 items-center border-b border-zinc-200 dark:border-zinc-800",
          collapsed ? "justify-center" : "justify-between px-4",
        )}
      >
        <Logo compact={collapsed} />
        {!collapsed && canToggle ? (
          <button
            type="button"
            onClick={onToggle}
            aria-label={_("shell.sidebar.collapse")}
            className="rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:hover:bg-zinc-800"
          >
            <PanelLeftClose className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {collapsed && canToggle ? (
        <button
          type="button"
          onClick={onToggle}
          aria-label={_("shell.sidebar.expand")}
          className="mx-auto mt-2 rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:hover:bg-zinc-800"
        >
          <PanelLeftOpen className="size-4" aria-hidden="true" />
        </button>
      ) : null}
      <nav aria-label={_("shell.nav.main")} className="flex-1 overflow-y-auto px-2 py-3">
        {sections.map((section) => (
          <div
            key={section.title}
            className="mb-3"
            // The onboarding tour's "calendar views" step points at the section holding the calendars.
            data-tour={section.items.some((i) => i.to === "/day") ? "calendar-views" : undefined}
          >
            {collapsed ? (
              <div className="mx-2 mb-2 border-t border-zinc-100 dark:border-zinc-800" aria-hidden="true" />
            ) : (
              <p className="px-2 pb-1 text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
                {_(section.title)}
              </p>
            )}
            <ul className="grid gap-0.5">
              {section.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end || item.to === "/admin" || item.to === "/dashboard"}
                    title={collapsed ? _(item.label) : undefined}
                    aria-label={collapsed ? _(item.label) : undefined}
                    className={({ isActive }) =>
                      cn(
                        "flex h-8 items-center gap-3 rounded-md text-sm font-medium transition-colors",
                        collapsed ? "justify-center px-0" : "px-2.5",
                        isActive
                          ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
                          : "text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800",
                      )
                    }
                  >
                    <span className="relative flex shrink-0">
                      <item.icon className="size-4 shrink-0" aria-hidden="true" />
                      {item.to === "/notifications" && collapsed ? <UnreadBadge dot /> : null}
                    </span>
                    {collapsed ? null : <span className="truncate">{_(item.label)}</span>}
                    {item.to === "/notifications" && !collapsed ? <UnreadBadge /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-zinc-200 p-2 dark:border-zinc-800" data-tour="account-menu">
        <div className={cn("flex items-center gap-3 rounded-md", collapsed ? "justify-center p-1" : "p-2")}>
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
            aria-hidden="true"
          >
            {displayName.charAt(0).toUpperCase()}
          </span>
          {collapsed ? null : (
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{displayName}</p>
              <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">{_(roleLabel(user.role))}</p>
            </div>
          )}
        </div>
        <button
          type="button"
          onClick={signOut}
          disabled={pending}
          aria-label={_("shell.signOut")}
          title={collapsed ? _("shell.signOut") : undefined}
          className={cn(
            "mt-1 flex h-9 w-full items-center gap-3 rounded-md text-sm font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-50 dark:text-zinc-300 dark:hover:bg-zinc-800",
            collapsed ? "justify-center px-0" : "px-2.5",
          )}
        >
          <LogOut className="size-4" aria-hidden="true" />
          {collapsed ? null : <span>{_("shell.signOut")}</span>}
        </button>
      </div>
    </aside>
  );
}
