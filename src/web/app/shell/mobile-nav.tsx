import { Calendar, History, Home, MoreHorizontal, Users } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { NavLink } from "react-router";
import { can } from "#shared/roles.ts";
import { UnreadBadge } from "#web/features/notifications/components/unread-badge.tsx";
import { PLATFORM_SECTIONS } from "#web/features/platform/platform-sections.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { moreSectionsFor, type NavSection, navSectionsFor, PLATFORM_SECTION_TITLE } from "./nav-items.ts";

// The sheet and its dialog code load on the first tap of More, not with every page.
const MoreSheetDialog = lazy(() => import("./more-sheet-dialog.tsx").then((m) => ({ default: m.MoreSheetDialog })));

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
 * calendar or bookings: their bar leads to the platform's pages instead.
 */
export function MobileNav() {
  const user = useCurrentUser();
  if (user.isSuperAdmin && !user.teamId) return <PlatformMobileNav />;
  return <TeamMobileNav />;
}

function PlatformMobileNav() {
  const user = useCurrentUser();
  const { _ } = useCatalogue("shell");
  // The sidebar's sections (Platform, Account) without what the bar shows itself.
  const more: NavSection[] = navSectionsFor(user).map((section) =>
    section.title === PLATFORM_SECTION_TITLE ? { ...section, items: section.items.slice(PLATFORM_IN_BAR) } : section,
  );
  return (
    <nav aria-label={_("shell.nav.mobile")} className={barClass}>
      {PLATFORM_SECTIONS.slice(0, PLATFORM_IN_BAR).map((section) => (
        <NavLink key={section.to} to={section.to} end={section.end} className={itemClass}>
          <section.icon className="size-5" aria-hidden="true" />
          {_(section.label)}
        </NavLink>
      ))}
      <MoreSheet sections={more} />
    </nav>
  );
}

function TeamMobileNav() {
  const user = useCurrentUser();
  const { _ } = useCatalogue("shell");
  // The Calendar item opens the person's default view (/preferences).
  const { data: preferences } = usePreferences();
  const showTeam = can(user.role, "member:manage") || user.isSuperAdmin;
  return (
    <nav aria-label={_("shell.nav.mobile")} className={barClass}>
      <NavLink to="/dashboard" className={itemClass}>
        <Home className="size-5" aria-hidden="true" />
        {_("shell.bar.home")}
      </NavLink>
      <NavLink to={`/${preferences?.defaultCalendarView ?? "day"}`} className={itemClass} data-tour="calendar-views">
        <Calendar className="size-5" aria-hidden="true" />
        {_("shell.bar.calendar")}
      </NavLink>
      <NavLink to="/bookings/history" className={itemClass}>
        <History className="size-5" aria-hidden="true" />
        {_("shell.bar.bookings")}
      </NavLink>
      {showTeam ? (
        <NavLink to="/team" className={itemClass}>
          <Users className="size-5" aria-hidden="true" />
          {_("shell.bar.team")}
        </NavLink>
      ) : null}
      <MoreSheet sections={moreSectionsFor(user, showTeam)} />
    </nav>
  );
}

/** The bar's last item: a sheet with the given sections, then Sign Out. */
function MoreSheet({ sections }: { sections: NavSection[] }) {
  const { _ } = useCatalogue("shell");
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed; its code loads then.
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={itemClass({ isActive: false })}
        data-tour="account-menu"
      >
        <span className="relative flex">
          <MoreHorizontal className="size-5" aria-hidden="true" />
          <UnreadBadge dot />
        </span>
        {_("shell.bar.more")}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MoreSheetDialog sections={sections} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
