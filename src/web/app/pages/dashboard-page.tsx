import { Settings2, Users } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { EmptyState } from "#web/components/empty-state.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { QuickBookCard } from "#web/features/dashboard/components/quick-book-card.tsx";
import { RecurringCard } from "#web/features/dashboard/components/recurring-card.tsx";
import { WelcomeHeader } from "#web/features/dashboard/components/welcome-header.tsx";
import { Onboarding } from "#web/features/onboarding/components/onboarding.tsx";
import { useSeriesList } from "#web/features/recurring/api/get-series-list.ts";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { teamPolicyOf } from "#web/lib/team-policy.ts";
import { DashboardWidgets } from "./dashboard-widgets.tsx";

export { prefetchDashboardData } from "./dashboard-data.ts";

const loadCustomize = () => import("#web/features/dashboard/components/customize-dialog.tsx");
const CustomizeDialog = lazy(loadCustomize);

/**
 * /dashboard: welcome, the person's widgets (Customize), Quick Book and Recurring Schedules, and
 * onboarding (the tour and the 'New to' card). It lives in app/ because it composes widgets of
 * several features.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const { _ } = useCatalogue("dashboard");
  const hasTeam = !!user.teamId;
  const offices = useOffices({ queryConfig: { enabled: hasTeam } });
  const hasActiveOffices = (offices.data ?? []).some((o) => o.isActive);
  const series = useSeriesList({ enabled: hasTeam });
  const firstPage = series.data?.pages[0];
  // Only the first page is read: past it the card says "at least".
  const activeSeries = firstPage
    ? { count: firstPage.items.filter((s) => s.isActive).length, more: firstPage.nextCursor !== null }
    : null;
  const [customizing, setCustomizing] = useState(false);

  return (
    <div className="mx-auto max-w-6xl">
      <WelcomeHeader
        action={
          hasTeam ? (
            <Button variant="secondary" onClick={() => setCustomizing(true)} onMouseEnter={() => loadCustomize()}>
              <Settings2 aria-hidden="true" />
              {_("dashboard.customize")}
            </Button>
          ) : null
        }
      />
      {hasTeam ? (
        <div className="grid gap-6">
          <DashboardWidgets onCustomize={() => setCustomizing(true)} />
          <div className="grid items-start gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <QuickBookCard offices={offices} />
            </div>
            <div className="lg:col-span-2">
              <RecurringCard hasOffices={hasActiveOffices} activeCount={activeSeries} />
            </div>
          </div>
        </div>
      ) : (
        <EmptyState icon={Users} title={_("dashboard.noTeam.title")} description={_("dashboard.noTeam.description")} />
      )}
      {customizing ? (
        <Suspense fallback={null}>
          <CustomizeDialog open onOpenChange={setCustomizing} timeZone={teamPolicyOf(user).timeZone} />
        </Suspense>
      ) : null}
      <Onboarding />
    </div>
  );
}
