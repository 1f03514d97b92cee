import {
  BarChart3,
  Bell,
  Calendar as CalendarIcon,
  History,
  type LucideIcon,
  Settings,
  Shield,
  Users,
  Zap,
} from "lucide-react";
import type { Office } from "#shared/schemas/office.ts";
import type { User } from "#shared/schemas/user.ts";
import { type NavItem, navSectionsFor } from "./nav-items.ts";
import { SHORTCUTS, type Shortcut } from "./shortcuts.ts";

export interface QuickAction {
  id: string;
  /** A message id of the shell's catalogue. */
  label: string;
  to: string;
  icon: LucideIcon;
  /** Its binding in the one shortcut table (shortcuts.ts), shown beside it. */
  keys?: string[];
  /** Quick Book: turns quick-booking mode on before going to the day view. */
  quickBook?: boolean;
}

const keysOf = (found: (s: Shortcut) => boolean) => SHORTCUTS.find(found)?.keys;

/**
 * Spec section 2's menu A (Quick Book, Day View, My Bookings; Team Management and Analytics for
 * admins) and menu B (My Bookings, Notifications, Admin Panel for admins, Settings) as one list
 * (docs/decisions/0016): menu B's "{product}" entry leads to /day like Day View, and My Bookings is
 * in both, so each is listed once. An entry is offered only where the person's sidebar reaches its
 * page (the role rules of spec section 6 live there), and entries for the current page are left out.
 */
export function quickActionsFor(user: User, pathname: string): QuickAction[] {
  const reachable = new Set(navSectionsFor(user).flatMap((s) => s.items.map((i) => i.to)));
  const actions: QuickAction[] = [
    {
      id: "quick-book",
      label: "shell.quickActions.quickBook",
      to: "/day",
      icon: Zap,
      keys: keysOf((s) => s.action === "new-booking"),
      quickBook: true,
    },
    {
      id: "day",
      label: "shell.nav.day",
      to: "/day",
      icon: CalendarIcon,
      keys: keysOf((s) => s.description === "shell.nav.day"),
    },
    {
      id: "my-bookings",
      label: "shell.nav.myBookings",
      to: "/bookings/history",
      icon: History,
      keys: keysOf((s) => s.description === "shell.nav.myBookings"),
    },
    {
      id: "team",
      label: "shell.title.teamManagement",
      to: "/team/manage",
      icon: Users,
      keys: keysOf((s) => s.description === "shell.title.teamManagement"),
    },
    {
      id: "analytics",
      label: "shell.nav.analytics",
      to: "/team/analytics",
      icon: BarChart3,
      keys: keysOf((s) => s.description === "shell.nav.analytics"),
    },
    { id: "notifications", label: "shell.nav.notifications", to: "/notifications", icon: Bell },
    { id: "admin", label: "shell.nav.adminPanel", to: "/admin", icon: Shield },
    { id: "settings", label: "shell.nav.settings", to: "/settings", icon: Settings },
  ];
  const current = normalise(pathname);
  return actions.filter((a) => reachable.has(a.to) && a.to !== current);
}

/**
 * The other pages the person's sidebar reaches, for the palette to find by name: neither the
 * current page nor one a quick action already leads to.
 */
export function palettePagesFor(user: User, pathname: string): NavItem[] {
  const taken = new Set([normalise(pathname), ...quickActionsFor(user, "/").map((a) => a.to)]);
  return navSectionsFor(user)
    .flatMap((s) => s.items)
    .filter((item) => !taken.has(item.to));
}

/** The offices to find: active ones, by name. */
export function paletteOffices(offices: readonly Office[]): Office[] {
  return offices.filter((o) => o.isActive).sort((a, b) => a.name.localeCompare(b.name));
}

/** Where choosing an office leads: its week (the calendar that shows one office, `?office=`). */
export function officeHref(office: Pick<Office, "id">): string {
  return `/week?${new URLSearchParams({ office: office.id })}`;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
