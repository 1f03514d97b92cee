import { Hammer } from "lucide-react";
import { Link, useLocation } from "react-router";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";

/** Each path's title: a message id (the shell's page names, which every page has loaded, or common's). */
const TITLES: Record<string, string> = {
  "/week": "shell.nav.week",
  "/month": "shell.nav.month",
  "/bookings/history": "shell.title.bookingHistory",
  "/booking-templates": "shell.nav.templates",
  "/recurring": "shell.title.recurringBookings",
  "/notifications": "shell.nav.notifications",
  "/settings": "shell.nav.settings",
  "/preferences": "shell.nav.preferences",
  "/team/analytics": "shell.nav.analytics",
  "/admin": "shell.nav.adminPanel",
  "/admin/offices": "common.placeholder.adminOffices",
  "/admin/users": "common.placeholder.adminUsers",
  "/admin/analytics": "shell.nav.analytics",
  "/admin/audit": "shell.title.auditLog",
  "/audit": "shell.title.auditLog",
  "/email-builder": "shell.nav.emailBuilder",
  "/invite": "shell.title.invite",
  "/super-admin": "shell.nav.superAdmin",
};

/** A page that is not built yet. */
export function Component() {
  const { _ } = useCatalogue("common");
  const { pathname } = useLocation();
  const title =
    TITLES[pathname] ?? (pathname.startsWith("/super-admin") ? "shell.nav.superAdmin" : "common.placeholder.title");
  return (
    <>
      <PageHeader title={_(title)} />
      <EmptyState
        icon={Hammer}
        title={_("common.placeholder.title")}
        description={_("common.placeholder.description")}
        action={
          <Button asChild variant="secondary">
            <Link to="/day">{_("common.placeholder.openDayView")}</Link>
          </Button>
        }
      />
    </>
  );
}
