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
  label: string;
  icon: LucideIcon;
  /** Active on its own path only, not on the pages below it. */
  end?: boolean;
}

export interface NavSection {
  title: string;
  items: NavItem[];
}

const ACCOUNT: NavSection = {
  title: "Account",
  items: [
    { to: "/settings", label: "Settings", icon: Settings },
    { to: "/preferences", label: "Preferences", icon: SlidersHorizontal },
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
  if (superAdmin && !user.teamId) return [{ title: "Platform", items: PLATFORM_SECTIONS }, ACCOUNT];
  const admin = user.isAdmin || isAdminRole(role);
  const officeManager = role === "admin" || role === "team_admin" || role === "team_manager";
  const sections: NavSection[] = [];
  sections.push({
    title: "Workspace",
    items: [
      { to: "/dashboard", label: "Home", icon: LayoutDashboard },
      { to: "/day", label: "Day View", icon: CalendarIcon },
      { to: "/week", label: "Week View", icon: CalendarDays },
      { to: "/month", label: "Month View", icon: CalendarRange },
    ],
  });
  sections.push({
    title: "Bookings",
    items: [
      { to: "/bookings/history", label: "My Bookings", icon: History },
      { to: "/booking-templates", label: "Templates", icon: FileStack },
      { to: "/recurring", label: "Recurring", icon: Repeat },
      { to: "/notifications", label: "Notifications", icon: Bell },
    ],
  });
  const teamItems: NavItem[] = [];
  if (officeManager) teamItems.push({ to: "/team/offices", label: "Offices", icon: Building2 });
  if (admin) {
    teamItems.push({ to: "/team/manage", label: "Team", icon: Users });
    teamItems.push({ to: "/team/analytics", label: "Analytics", icon: BarChart3 });
    // The team's e-mail templates; a super admin outside a team edits the platform defaults instead.
    if (user.teamId) teamItems.push({ to: "/email-builder", label: "Email Builder", icon: Mail });
  }
  if (teamItems.length) sections.push({ title: "Team", items: teamItems });
  const adminItems: NavItem[] = [];
  // /admin/offices and /admin/users show the same screens as Offices and Team above, so only the
  // panel itself is listed (the panel links to them): no two menu items lead to one screen.
  if (admin) adminItems.push({ to: "/admin", label: "Admin Panel", icon: Shield });
  if (superAdmin) adminItems.push({ to: "/super-admin", label: "Super Admin", icon: Crown });
  if (adminItems.length) sections.push({ title: "Administration", items: adminItems });
  sections.push(ACCOUNT);
  return sections;
}

/** Human label of a role. */
export function roleLabel(role: User["role"]): string {
  switch (role) {
    case "team_admin":
      return "Team admin";
    case "team_manager":
      return "Team manager";
    case "super_admin":
      return "Super admin";
    case "admin":
      return "Admin";
    default:
      return "Member";
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
