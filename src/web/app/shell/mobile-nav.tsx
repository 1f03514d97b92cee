import {
  Bell,
  Calendar,
  FileStack,
  History,
  Home,
  LogOut,
  MoreHorizontal,
  Settings,
  SlidersHorizontal,
  Users,
} from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { Dialog, DialogTrigger, SheetContent } from "#web/components/ui/dialog.tsx";
import { UnreadBadge } from "#web/features/notifications/components/unread-badge.tsx";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { usePreferences } from "#web/lib/api/user/get-preferences.ts";
import { cn } from "#web/lib/cn.ts";
import { useSignOut } from "./use-sign-out.ts";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[11px] font-medium",
    isActive ? "text-indigo-700 dark:text-indigo-300" : "text-zinc-600 dark:text-zinc-400",
  );

/** Bottom bar below 768 px: Home, Calendar, Bookings, Team (team_admin/super_admin) and More. */
export function MobileNav() {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  // The Calendar item opens the person's default view (/preferences).
  const { data: preferences } = usePreferences();
  const { signOut } = useSignOut();
  const showTeam = user.role === "team_admin" || user.role === "super_admin" || user.isSuperAdmin;
  const more = [
    { to: "/notifications", label: "Notifications", icon: Bell },
    { to: "/booking-templates", label: "Templates", icon: FileStack },
    { to: "/settings", label: "Settings", icon: Settings },
    { to: "/preferences", label: "Preferences", icon: SlidersHorizontal },
  ];
  return (
    <nav
      aria-label="Mobile navigation"
      className="fixed inset-x-0 bottom-0 z-40 flex h-16 border-t border-zinc-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden dark:border-zinc-800 dark:bg-zinc-900/95"
    >
      <NavLink to="/dashboard" className={itemClass}>
        <Home className="size-5" aria-hidden="true" />
        Home
      </NavLink>
      <NavLink to={`/${preferences?.defaultCalendarView ?? "day"}`} className={itemClass}>
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
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger className={itemClass({ isActive: false })}>
          <span className="relative flex">
            <MoreHorizontal className="size-5" aria-hidden="true" />
            <UnreadBadge dot />
          </span>
          More
        </DialogTrigger>
        <SheetContent title="More">
          <ul className="grid gap-1">
            {more.map((item) => (
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
            <li>
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
            </li>
          </ul>
        </SheetContent>
      </Dialog>
    </nav>
  );
}
