import { Hammer } from "lucide-react";
import { Link, useLocation } from "react-router";
import { EmptyState } from "#web/components/empty-state.tsx";
import { PageHeader } from "#web/components/page-header.tsx";
import { Button } from "#web/components/ui/button.tsx";

const TITLES: Record<string, string> = {
  "/week": "Week View",
  "/month": "Month View",
  "/bookings/history": "Booking History",
  "/booking-templates": "Templates",
  "/recurring": "Recurring Bookings",
  "/notifications": "Notifications",
  "/settings": "Settings",
  "/preferences": "Preferences",
  "/team/analytics": "Analytics",
  "/admin": "Admin Panel",
  "/admin/offices": "Admin Offices",
  "/admin/users": "Admin Users",
  "/admin/analytics": "Analytics",
  "/admin/audit": "Audit Log",
  "/audit": "Audit Log",
  "/email-builder": "Email Builder",
  "/invite": "Invite",
  "/super-admin": "Super Admin",
};

/** A page that is not built yet. */
export function Component() {
  const { pathname } = useLocation();
  const title = TITLES[pathname] ?? (pathname.startsWith("/super-admin") ? "Super Admin" : "Coming soon");
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={Hammer}
        title="Coming soon"
        description="This part of Officely is on its way. In the meantime you can book from the day view."
        action={
          <Button asChild variant="secondary">
            <Link to="/day">Open day view</Link>
          </Button>
        }
      />
    </>
  );
}
