import {
  BarChart3,
  Bell,
  Building2,
  CalendarDays,
  Calendar as CalendarIcon,
  CalendarRange,
  Crown,
  FileStack,
  History,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Map as MapIcon,
  Repeat,
  Settings,
  Shield,
  SlidersHorizontal,
  Users,
} from "lucide-react";
import { isAdminRole } from "#shared/roles.ts";
import type { User } from "#shared/schemas/user.ts";
import { PLATFORM_SECTIONS } from "#web/features/platform/platform-sections.ts";

export interface NavItem {
  to: string;
  /** A message id of the shell's catalogue; the platform's pages still give their English label. */
  label: string;
  icon: LucideIcon;
  /** Active on its own path only, not on the pages below it. */
  end?: boolean;
}

export interface NavSection {
  /** A message id of the shell's catalogue. */
  title: string;
  items: NavItem[];
}

/** The super admin's section, which the phone's bar shows in part. */
export const PLATFORM_SECTION_TITLE = "shell.section.platform";

const ACCOUNT: NavSection = {
  title: "shell.section.account",
  items: [
    { to: "/settings", label: "shell.nav.settings", icon: Settings },
    { to: "/preferences", label: "shell.nav.preferences", icon: SlidersHorizontal },
  ],
};

/**
 * Sidebar sections visible to the user (spec section 6 menu table). A super admin belongs to no
 * team (docs/product.md "Tenancy and roles"): the team's pages (Team, Analytics, Admin Panel) would
 * only say "no team", so their menu is the platform's sections, then Account.
 */
export function navSectionsFor(user: User): NavSection[] {
  const role = user.role;
  const superAdmin = user.isSuperAdmin || role === "super_admin";
  if (superAdmin && !user.teamId) return [{ title: PLATFORM_SECTION_TITLE, items: PLATFORM_SECTIONS }, ACCOUNT];
  const admin = user.isAdmin || isAdminRole(role);
  const officeManager = role === "admin" || role === "team_admin" || role === "team_manager";
  const sections: NavSection[] = [];
  sections.push({
    title: "shell.section.workspace",
    items: [
      { to: "/dashboard", label: "shell.nav.home", icon: LayoutDashboard },
      { to: "/day", label: "shell.nav.day", icon: CalendarIcon },
      { to: "/week", label: "shell.nav.week", icon: CalendarDays },
      { to: "/month", label: "shell.nav.month", icon: CalendarRange },
      { to: "/map", label: "shell.nav.map", icon: MapIcon },
    ],
  });
  sections.push({
    title: "shell.section.bookings",
    items: [
      { to: "/bookings/history", label: "shell.nav.myBookings", icon: History },
      { to: "/booking-templates", label: "shell.nav.templates", icon: FileStack },
      { to: "/recurring", label: "shell.nav.recurring", icon: Repeat },
      { to: "/notifications", label: "shell.nav.notifications", icon: Bell },
    ],
  });
  const teamItems: NavItem[] = [];
  if (officeManager) teamItems.push({ to: "/team/offices", label: "shell.nav.offices", icon: Building2 });
  if (admin) {
    teamItems.push({ to: "/team/manage", label: "shell.nav.team", icon: Users });
    teamItems.push({ to: "/team/analytics", label: "shell.nav.analytics", icon: BarChart3 });
    // The team's e-mail templates; a super admin outside a team edits the platform defaults instead.
    if (user.teamId) teamItems.push({ to: "/email-builder", label: "shell.nav.emailBuilder", icon: Mail });
  }
  if (teamItems.length) sections.push({ title: "shell.section.team", items: teamItems });
  const adminItems: NavItem[] = [];
  // /admin/offices and /admin/users show the same screens as Offices and Team above, so only the
  // panel itself is listed (the panel links to them): no two menu items lead to one screen.
  if (admin) adminItems.push({ to: "/admin", label: "shell.nav.adminPanel", icon: Shield });
  if (superAdmin) adminItems.push({ to: "/super-admin", label: "shell.nav.superAdmin", icon: Crown });
  if (adminItems.length) sections.push({ title: "shell.section.administration", items: adminItems });
  sections.push(ACCOUNT);
  return sections;
}

/** The message id of a role's name. */
export function roleLabel(role: User["role"]): string {
  switch (role) {
    case "team_admin":
    case "team_manager":
    case "super_admin":
    case "admin":
      return `shell.role.${role}`;
    default:
      return "shell.role.member";
  }
}

/** Paths the phone's bottom bar links to itself (Home, Calendar, Bookings, Team); the rest go to More. */
const BOTTOM_BAR_PATHS = new Set(["/dashboard", "/day", "/week", "/month", "/bookings/history", "/team/manage"]);

/**
 * The More sheet of the phone's bottom bar: every sidebar item the bar does not show itself, so
 * every page a role reaches from the sidebar is reachable at 390 px too.
 */
export function moreSectionsFor(user: User, teamInBar: boolean): NavSection[] {
  return navSectionsFor(user)
    .map((section) => ({
      ...section,
      items: section.items.filter(
        (item) => !BOTTOM_BAR_PATHS.has(item.to) || (item.to === "/team/manage" && !teamInBar),
      ),
    }))
    .filter((section) => section.items.length > 0);
}
