import { Users } from "lucide-react";
import { EmptyState } from "#web/components/empty-state.tsx";
import { UpcomingBookingsCard } from "#web/features/bookings/components/upcoming-bookings-card.tsx";
import { QuickBookCard } from "#web/features/dashboard/components/quick-book-card.tsx";
import { QuickStats } from "#web/features/dashboard/components/quick-stats.tsx";
import { RecurringCard } from "#web/features/dashboard/components/recurring-card.tsx";
import { TeamActivityCard } from "#web/features/dashboard/components/team-activity-card.tsx";
import { WelcomeHeader } from "#web/features/dashboard/components/welcome-header.tsx";
import { useSeriesList } from "#web/features/recurring/api/get-series-list.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";

/**
 * /dashboard: welcome, quick stats, Quick Book, upcoming bookings and Recurring Schedules. It lives
 * in app/ because it composes widgets of two features (dashboard and bookings).
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const hasTeam = !!user.teamId;
  const offices = useOffices({ queryConfig: { enabled: hasTeam } });
  const hasActiveOffices = (offices.data ?? []).some((o) => o.isActive);
  const series = useSeriesList({ queryConfig: { enabled: hasTeam } });
  const activeSeries = series.data ? series.data.filter((s) => s.isActive).length : null;

  return (
    <div className="mx-auto max-w-6xl">
      <WelcomeHeader />
      {hasTeam ? (
        <div className="grid gap-6">
          <QuickStats />
          <div className="grid items-start gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <QuickBookCard offices={offices} />
            </div>
            <div className="grid gap-6 lg:col-span-2">
              <UpcomingBookingsCard />
              <TeamActivityCard />
              <RecurringCard hasOffices={hasActiveOffices} activeCount={activeSeries} />
            </div>
          </div>
        </div>
      ) : (
        <EmptyState
          icon={Users}
          title="You are not part of a team yet"
          description="Ask a team admin for an invitation to start booking offices."
        />
      )}
    </div>
  );
}
