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
  /** The crumbs between the team name and the page, outermost first. */
  parents?: Crumb[];
}

const ROUTES: Record<string, RouteMeta> = {
  "/": { title: "Smart workspace management for modern teams" },
  "/auth": { title: "Sign In" },
  "/auth/reset": { title: "Reset Password" },
  "/verify-email": { title: "Confirm E-mail Address" },
  "/dashboard": { title: "Home" },
  "/day": { title: "Day View", parents: [CALENDAR] },
  "/week": { title: "Week View", parents: [CALENDAR] },
  "/month": { title: "Month View", parents: [CALENDAR] },
  "/bookings/history": { title: "Booking History", parents: [BOOKINGS] },
  "/booking-templates": { title: "Templates", parents: [BOOKINGS] },
  "/recurring": { title: "Recurring Bookings", parents: [BOOKINGS] },
  "/notifications": { title: "Notifications" },
  "/team": { title: "Team" },
  "/team/manage": { title: "Team Management", parents: [TEAM] },
  "/team/analytics": { title: "Analytics", parents: [TEAM] },
  "/team/offices": { title: "Offices", parents: [TEAM] },
  "/admin": { title: "Admin Panel" },
  "/admin/offices": { title: "Offices", parents: [ADMIN] },
  "/admin/users": { title: "Users", parents: [ADMIN] },
  "/admin/analytics": { title: "Analytics", parents: [ADMIN] },
  "/admin/audit": { title: "Audit Log", parents: [ADMIN] },
  "/audit": { title: "Audit Log" },
  "/settings": { title: "Settings" },
  "/preferences": { title: "Preferences" },
  "/email-builder": { title: "Email Builder" },
  "/invite": { title: "Invite" },
  "/super-admin": { title: "Super Admin" },
  "/super-admin/teams": { title: "Teams", parents: [SUPER_ADMIN] },
  "/super-admin/users": { title: "Users", parents: [SUPER_ADMIN] },
  "/super-admin/analytics": { title: "Analytics", parents: [SUPER_ADMIN] },
  "/super-admin/outbox": { title: "Outbox", parents: [SUPER_ADMIN] },
  "/super-admin/system-health": { title: "System Health", parents: [SUPER_ADMIN] },
  "/super-admin/email-templates": { title: "Email Templates", parents: [SUPER_ADMIN] },
  "/super-admin/abuse-reports": { title: "Abuse Reports", parents: [SUPER_ADMIN] },
};

/**
 * Pages with an id in their path. Each declares its own parent chain, so a detail page under Team
 * gets Team crumbs and one under Super Admin gets Super Admin crumbs.
 */
const DETAILS: { pattern: RegExp; meta: RouteMeta }[] = [
  {
    pattern: /^\/super-admin\/teams\/[^/]+$/,
    meta: { title: "Team Details", parents: [SUPER_ADMIN, { label: "Teams", to: "/super-admin/teams" }] },
  },
  {
    pattern: /^\/super-admin\/users\/[^/]+$/,
    meta: { title: "User Details", parents: [SUPER_ADMIN, { label: "Users", to: "/super-admin/users" }] },
  },
  {
    pattern: /^\/team\/offices\/[^/]+\/check-in$/,
    meta: { title: "Check-in QR code", parents: [TEAM, { label: "Offices", to: "/team/offices" }] },
  },
  // The page an office's printed QR code opens.
  { pattern: /^\/check-in\/[^/]+$/, meta: { title: "Check In" } },
  // The "Report abuse" link in the footer of a team's e-mail.
  { pattern: /^\/report-abuse\/[^/]+$/, meta: { title: "Report Abuse" } },
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function metaOf(pathname: string): RouteMeta {
  const path = normalise(pathname);
  const known = ROUTES[path];
  if (known) return known;
  const detail = DETAILS.find((d) => d.pattern.test(path));
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
  // A group that is the page itself (Calendar on /day) is not repeated.
  for (const parent of meta.parents ?? []) if (parent.to !== path) crumbs.push(parent);
  crumbs.push({ label: meta.title });
  return crumbs.length > 1 ? crumbs : [];
}
