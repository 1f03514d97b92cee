/**
 * Every route's title and breadcrumb parent (spec section 2 "Breadcrumbs": the parent groups
 * Calendar, Bookings and Team, and the spec's labels). One table feeds the document title, the
 * 'Navigated to {title}' announcement and the breadcrumbs. Titles and labels are message ids of the
 * shell's catalogue, given in the reader's language by the `translate` a caller passes.
 */

/** Gives a message id of the shell's catalogue in the reader's language (Lingui's `_`). */
export type Translate = (id: string) => string;

export interface Crumb {
  label: string;
  /** Where the crumb leads; the current page's crumb has none. */
  to?: string;
}

const CALENDAR: Crumb = { label: "shell.bar.calendar", to: "/day" };
const BOOKINGS: Crumb = { label: "shell.section.bookings", to: "/bookings/history" };
const TEAM: Crumb = { label: "shell.nav.team", to: "/team/manage" };
const ADMIN: Crumb = { label: "shell.nav.adminPanel", to: "/admin" };
const SUPER_ADMIN: Crumb = { label: "shell.nav.superAdmin", to: "/super-admin" };

interface RouteMeta {
  title: string;
  /** The crumbs between the team name and the page, outermost first. */
  parents?: Crumb[];
}

const ROUTES: Record<string, RouteMeta> = {
  "/": { title: "shell.title.landing" },
  "/auth": { title: "shell.title.signIn" },
  "/auth/reset": { title: "shell.title.resetPassword" },
  "/verify-email": { title: "shell.title.verifyEmail" },
  "/dashboard": { title: "shell.nav.home" },
  "/day": { title: "shell.nav.day", parents: [CALENDAR] },
  "/week": { title: "shell.nav.week", parents: [CALENDAR] },
  "/month": { title: "shell.nav.month", parents: [CALENDAR] },
  "/map": { title: "shell.nav.map", parents: [CALENDAR] },
  "/bookings/history": { title: "shell.title.bookingHistory", parents: [BOOKINGS] },
  "/booking-templates": { title: "shell.nav.templates", parents: [BOOKINGS] },
  "/recurring": { title: "shell.title.recurringBookings", parents: [BOOKINGS] },
  "/notifications": { title: "shell.nav.notifications" },
  "/team": { title: "shell.nav.team" },
  "/team/manage": { title: "shell.title.teamManagement", parents: [TEAM] },
  "/team/analytics": { title: "shell.nav.analytics", parents: [TEAM] },
  "/team/offices": { title: "shell.nav.offices", parents: [TEAM] },
  "/admin": { title: "shell.nav.adminPanel" },
  "/admin/offices": { title: "shell.nav.offices", parents: [ADMIN] },
  "/admin/users": { title: "shell.platform.users", parents: [ADMIN] },
  "/admin/analytics": { title: "shell.nav.analytics", parents: [ADMIN] },
  "/admin/audit": { title: "shell.title.auditLog", parents: [ADMIN] },
  "/audit": { title: "shell.title.auditLog" },
  "/settings": { title: "shell.nav.settings" },
  "/preferences": { title: "shell.nav.preferences" },
  "/email-builder": { title: "shell.nav.emailBuilder" },
  "/invite": { title: "shell.title.invite" },
  "/super-admin": { title: "shell.nav.superAdmin" },
  "/super-admin/teams": { title: "shell.platform.teams", parents: [SUPER_ADMIN] },
  "/super-admin/users": { title: "shell.platform.users", parents: [SUPER_ADMIN] },
  "/super-admin/analytics": { title: "shell.nav.analytics", parents: [SUPER_ADMIN] },
  "/super-admin/outbox": { title: "shell.platform.outbox", parents: [SUPER_ADMIN] },
  "/super-admin/system-health": { title: "shell.title.systemHealth", parents: [SUPER_ADMIN] },
  "/super-admin/email-templates": { title: "shell.title.emailTemplates", parents: [SUPER_ADMIN] },
  "/super-admin/abuse-reports": { title: "shell.title.abuseReports", parents: [SUPER_ADMIN] },
};

/**
 * Pages with an id in their path. Each declares its own parent chain, so a detail page under Team
 * gets Team crumbs and one under Super Admin gets Super Admin crumbs.
 */
const DETAILS: { pattern: RegExp; meta: RouteMeta }[] = [
  {
    pattern: /^\/super-admin\/teams\/[^/]+$/,
    meta: {
      title: "shell.title.teamDetails",
      parents: [SUPER_ADMIN, { label: "shell.platform.teams", to: "/super-admin/teams" }],
    },
  },
  {
    pattern: /^\/super-admin\/users\/[^/]+$/,
    meta: {
      title: "shell.title.userDetails",
      parents: [SUPER_ADMIN, { label: "shell.platform.users", to: "/super-admin/users" }],
    },
  },
  {
    pattern: /^\/team\/offices\/floors\/[^/]+\/plan$/,
    meta: { title: "shell.title.floorPlan", parents: [TEAM, { label: "shell.nav.offices", to: "/team/offices" }] },
  },
  {
    pattern: /^\/team\/offices\/[^/]+\/check-in$/,
    meta: { title: "shell.title.checkInQr", parents: [TEAM, { label: "shell.nav.offices", to: "/team/offices" }] },
  },
  // The page an office's printed QR code opens.
  { pattern: /^\/check-in\/[^/]+$/, meta: { title: "shell.title.checkIn" } },
  // The "Report abuse" link in the footer of a team's e-mail.
  { pattern: /^\/report-abuse\/[^/]+$/, meta: { title: "shell.title.reportAbuse" } },
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function metaOf(pathname: string): RouteMeta {
  const path = normalise(pathname);
  const known = ROUTES[path];
  if (known) return known;
  const detail = DETAILS.find((d) => d.pattern.test(path));
  return detail?.meta ?? { title: "shell.title.notFound" };
}

/** The page's title, as shown in the tab and announced after navigation. */
export function routeTitle(pathname: string, translate: Translate): string {
  return translate(metaOf(pathname).title);
}

/**
 * The breadcrumb trail of a page: Home, then the team name (when the person has a team), the
 * parent group(s), and the page itself. Hidden (empty) on the home page and when it would be one
 * crumb (spec section 2 "Breadcrumbs").
 */
export function breadcrumbsFor(
  pathname: string,
  home: { to: string; teamName: string | null },
  translate: Translate,
): Crumb[] {
  const path = normalise(pathname);
  if (path === "/" || path === "/dashboard" || path === home.to) return [];
  const meta = metaOf(path);
  const crumbs: Crumb[] = [{ label: translate("shell.nav.home"), to: home.to }];
  if (home.teamName) crumbs.push({ label: home.teamName });
  // A group that is the page itself (Calendar on /day) is not repeated.
  for (const parent of meta.parents ?? []) {
    if (parent.to !== path) crumbs.push({ ...parent, label: translate(parent.label) });
  }
  crumbs.push({ label: translate(meta.title) });
  return crumbs.length > 1 ? crumbs : [];
}
