import { Calendar, History, Home, LogOut, MoreHorizontal, Users } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { can } from "#shared/roles.ts";
import { Dialog, DialogTrigger, SheetContent } from "#web/components/ui/dialog.tsx";
import { UnreadBadge } from "#web/features/notifications/components/unread-badge.tsx";
import { PLATFORM_SECTIONS } from "#web/features/platform/platform-sections.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { cn } from "#web/lib/cn.ts";
import { moreSectionsFor, type NavSection, navSectionsFor } from "./nav-items.ts";
import { useSignOut } from "./use-sign-out.ts";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[11px] font-medium",
    isActive ? "text-indigo-700 dark:text-indigo-300" : "text-zinc-600 dark:text-zinc-400",
  );

/** The super admin's pages the bar shows itself; the other sections go to its More sheet. */
const PLATFORM_IN_BAR = 4;

const barClass =
  "fixed inset-x-0 bottom-0 z-40 flex h-16 border-t border-zinc-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden dark:border-zinc-800 dark:bg-zinc-900/95";

/**
 * Bottom bar below 768 px (spec section 2): Home, Calendar, Bookings, Team (team admins) and More,
 * whose sheet lists every other page of the person's sidebar. A super admin outside any team has no
 * calendar or bookings: their bar leads to the platform's pages instead (issue 12).
 */
export function MobileNav() {
  const user = useCurrentUser();
  if (user.isSuperAdmin && !user.teamId) return <PlatformMobileNav />;
  return <TeamMobileNav />;
}

function PlatformMobileNav() {
  const user = useCurrentUser();
  // The sidebar's sections (Platform, Account) without what the bar shows itself.
  const more: NavSection[] = navSectionsFor(user).map((section) =>
    section.title === "Platform" ? { ...section, items: section.items.slice(PLATFORM_IN_BAR) } : section,
  );
  return (
    <nav aria-label="Mobile navigation" className={barClass}>
      {PLATFORM_SECTIONS.slice(0, PLATFORM_IN_BAR).map((section) => (
        <NavLink key={section.to} to={section.to} end={section.end} className={itemClass}>
          <section.icon className="size-5" aria-hidden="true" />
          {section.label}
        </NavLink>
      ))}
      <MoreSheet sections={more} />
    </nav>
  );
}

function TeamMobileNav() {
  const user = useCurrentUser();
  // The Calendar item opens the person's default view (/preferences).
  const { data: preferences } = usePreferences();
  const showTeam = can(user.role, "member:manage") || user.isSuperAdmin;
  return (
    <nav aria-label="Mobile navigation" className={barClass}>
      <NavLink to="/dashboard" className={itemClass}>
        <Home className="size-5" aria-hidden="true" />
        Home
      </NavLink>
      <NavLink to={`/${preferences?.defaultCalendarView ?? "day"}`} className={itemClass} data-tour="calendar-views">
        <Calendar className="size-5" aria-hidden="true" />
        Calendar
      </NavLink>
      <NavLink to="/bookings/history" className={itemClass}>
        <History className="size-5" aria-hidden="true" />
        Bookings
      </NavLink>
      {showTeam ? (
        <NavLink to="/team" className={itemClass}>
          <Users className="size-5" aria-hidden="true" />
          Team
        </NavLink>
      ) : null}
      <MoreSheet sections={moreSectionsFor(user, showTeam)} />
    </nav>
  );
}

/** The bar's last item: a sheet with the given sections, then Sign Out. */
function MoreSheet({ sections }: { sections: NavSection[] }) {
  const [open, setOpen] = useState(false);
  const { signOut } = useSignOut();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={itemClass({ isActive: false })} data-tour="account-menu">
        <span className="relative flex">
          <MoreHorizontal className="size-5" aria-hidden="true" />
          <UnreadBadge dot />
        </span>
        More
      </DialogTrigger>
      <SheetContent title="More">
        <div className="grid max-h-[70dvh] gap-3 overflow-y-auto">
          {sections.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <h3 className="px-3 pb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
                {section.title}
              </h3>
              <ul className="grid">
                {section.items.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={() => setOpen(false)}
                      className="flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800"
                    >
                      <item.icon className="size-4" aria-hidden="true" />
                      {item.label}
                      {item.to === "/notifications" ? <UnreadBadge /> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              signOut();
            }}
            className="flex h-11 w-full items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800"
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign Out
          </button>
        </div>
      </SheetContent>
    </Dialog>
  );
}
