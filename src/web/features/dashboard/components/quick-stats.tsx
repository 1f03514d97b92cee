import { Building2, CalendarCheck, type LucideIcon, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useDashboardStats } from "#web/features/dashboard/api/get-dashboard-stats.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * One count; in a narrow widget (a phone, or the small size) the three sit in one compact row (no
 * icon), so they do not fill the first screen. Sized by the widget's container, not the window.
 */
function StatCard({ label, icon: Icon, value }: { label: string; icon: LucideIcon; value: ReactNode }) {
  return (
    <Card className="flex min-w-0 items-center p-3 @lg:gap-4 @lg:p-5">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 @lg:flex dark:bg-indigo-950 dark:text-indigo-300">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-xs text-zinc-600 @lg:text-sm dark:text-zinc-400">{label}</p>
        <p className="text-xl font-semibold tabular-nums @lg:text-2xl">{value}</p>
      </div>
    </Card>
  );
}

const STATS = [
  { label: "dashboard.stats.totalBookings", key: "totalBookings", icon: CalendarCheck },
  { label: "dashboard.stats.activeOffices", key: "activeOffices", icon: Building2 },
  { label: "dashboard.stats.teamMembers", key: "teamMembers", icon: Users },
] as const;

// align-top: on the baseline, the block made its line 7 px taller than a number's, and the cards
// shrank when the counts came (layout shift).
const PLACEHOLDER = (
  <span className="inline-block h-7 w-10 animate-pulse rounded bg-zinc-200 align-top dark:bg-zinc-800" />
);

/** The three team counts at the top of the dashboard. */
export function QuickStats() {
  const stats = useDashboardStats();
  const { _ } = useCatalogue("dashboard");
  return (
    <section aria-label={_("dashboard.stats.label")} className="grid grid-cols-3 gap-2 @lg:gap-4">
      <QueryState
        query={stats}
        errorFallback={_("dashboard.stats.error")}
        errorClassName="col-span-3"
        loading={STATS.map((s) => <StatCard key={s.key} label={_(s.label)} icon={s.icon} value={PLACEHOLDER} />)}
      >
        {(data) => STATS.map((s) => <StatCard key={s.key} label={_(s.label)} icon={s.icon} value={data[s.key]} />)}
      </QueryState>
    </section>
  );
}
