/**
 * Every route's title and breadcrumb parent (spec section 2 "Breadcrumbs": the parent groups
 * Calendar, Bookings and Team, and the spec's labels). One table feeds the document title, the
 * 'Navigated to {title}' announcement and the breadcrumbs.
 */

export interface Crumb {
  label: string;
  /** Where the crumb leads; the current page's crumb has none. */
  to?: string;
}

const CALENDAR: Crumb = { label: "Calendar", to: "/day" };
const BOOKINGS: Crumb = { label: "Bookings", to: "/bookings/history" };
const TEAM: Crumb = { label: "Team", to: "/team/manage" };
const ADMIN: Crumb = { label: "Admin Panel", to: "/admin" };
const SUPER_ADMIN: Crumb = { label: "Super Admin", to: "/super-admin" };

interface RouteMeta {
  title: string;
  parent?: Crumb;
}

const ROUTES: Record<string, RouteMeta> = {
  "/": { title: "Smart workspace management for modern teams" },
  "/auth": { title: "Sign In" },
  "/auth/reset": { title: "Reset Password" },
  "/dashboard": { title: "Home" },
  "/day": { title: "Day View", parent: CALENDAR },
  "/week": { title: "Week View", parent: CALENDAR },
  "/month": { title: "Month View", parent: CALENDAR },
  "/bookings/history": { title: "Booking History", parent: BOOKINGS },
  "/booking-templates": { title: "Templates", parent: BOOKINGS },
  "/recurring": { title: "Recurring Bookings", parent: BOOKINGS },
  "/notifications": { title: "Notifications" },
  "/team/manage": { title: "Team Management", parent: TEAM },
  "/team/analytics": { title: "Analytics", parent: TEAM },
  "/team/offices": { title: "Offices", parent: TEAM },
  "/admin": { title: "Admin Panel" },
  "/admin/offices": { title: "Offices", parent: ADMIN },
  "/admin/users": { title: "Users", parent: ADMIN },
  "/admin/analytics": { title: "Analytics", parent: ADMIN },
  "/admin/audit": { title: "Audit Log", parent: ADMIN },
  "/audit": { title: "Audit Log" },
  "/settings": { title: "Settings" },
  "/preferences": { title: "Preferences" },
  "/email-builder": { title: "Email Builder" },
  "/invite": { title: "Invite" },
  "/super-admin": { title: "Super Admin" },
  "/super-admin/teams": { title: "Teams", parent: SUPER_ADMIN },
  "/super-admin/users": { title: "Users", parent: SUPER_ADMIN },
  "/super-admin/analytics": { title: "Analytics", parent: SUPER_ADMIN },
  "/super-admin/system-health": { title: "System Health", parent: SUPER_ADMIN },
  "/super-admin/email-templates": { title: "Email Templates", parent: SUPER_ADMIN },
};

/** Detail pages under a list: /super-admin/teams/{id} and /super-admin/users/{id}. */
const DETAILS: { prefix: string; meta: RouteMeta }[] = [
  {
    prefix: "/super-admin/teams/",
    meta: { title: "Team Details", parent: { label: "Teams", to: "/super-admin/teams" } },
  },
  {
    prefix: "/super-admin/users/",
    meta: { title: "User Details", parent: { label: "Users", to: "/super-admin/users" } },
  },
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function metaOf(pathname: string): RouteMeta {
  const path = normalise(pathname);
  const known = ROUTES[path];
  if (known) return known;
  const detail = DETAILS.find((d) => path.startsWith(d.prefix));
  return detail?.meta ?? { title: "Page Not Found" };
}

/** The page's title, as shown in the tab and announced after navigation. */
export function routeTitle(pathname: string): string {
  return metaOf(pathname).title;
}

/**
 * The breadcrumb trail of a page: Home, then the team name (when the person has a team), the
 * parent group(s), and the page itself. Hidden (empty) on the home page and when it would be one
 * crumb (spec section 2 "Breadcrumbs").
 */
export function breadcrumbsFor(pathname: string, home: { to: string; teamName: string | null }): Crumb[] {
  const path = normalise(pathname);
  if (path === "/" || path === "/dashboard" || path === home.to) return [];
  const meta = metaOf(path);
  const crumbs: Crumb[] = [{ label: "Home", to: home.to }];
  if (home.teamName) crumbs.push({ label: home.teamName });
  const detail = DETAILS.find((d) => path.startsWith(d.prefix));
  if (detail) crumbs.push(SUPER_ADMIN);
  if (meta.parent && meta.parent.to !== path) crumbs.push(meta.parent);
  crumbs.push({ label: meta.title });
  return crumbs.length > 1 ? crumbs : [];
}
