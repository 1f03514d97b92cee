import { Building2, CalendarCheck, type LucideIcon, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useDashboardStats } from "#web/features/dashboard/api/get-dashboard-stats.ts";

function StatCard({ label, icon: Icon, value }: { label: string; icon: LucideIcon; value: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{label}</p>
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
      </div>
    </Card>
  );
}

const STATS = [
  { label: "Total bookings", key: "totalBookings", icon: CalendarCheck },
  { label: "Active offices", key: "activeOffices", icon: Building2 },
  { label: "Team members", key: "teamMembers", icon: Users },
] as const;

const PLACEHOLDER = <span className="inline-block h-7 w-10 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />;

/** The three team counts at the top of the dashboard. */
export function QuickStats() {
  const stats = useDashboardStats();
  return (
    <section aria-label="Quick stats" className="grid gap-4 sm:grid-cols-3">
      <QueryState
        query={stats}
        errorFallback="Failed to fetch stats"
        errorClassName="sm:col-span-3"
        loading={STATS.map((s) => <StatCard key={s.key} label={s.label} icon={s.icon} value={PLACEHOLDER} />)}
      >
        {(data) => STATS.map((s) => <StatCard key={s.key} label={s.label} icon={s.icon} value={data[s.key]} />)}
      </QueryState>
    </section>
  );
}
