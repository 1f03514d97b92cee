import { LayoutGrid } from "lucide-react";
import type { ReactNode } from "react";
import { WIDGET_COLUMNS, type WidgetType } from "#shared/dashboard-layout.ts";
import { UpcomingBookingsCard } from "#web/features/bookings/components/upcoming-bookings-card.tsx";
import { useDashboardLayout } from "#web/features/dashboard/api/get-dashboard-layout.ts";
import { OfficeAvailabilityCard } from "#web/features/dashboard/components/office-availability-card.tsx";
import { QuickStats } from "#web/features/dashboard/components/quick-stats.tsx";
import { TeamActivityCard } from "#web/features/dashboard/components/team-activity-card.tsx";
import { LatestNotificationsCard } from "#web/features/notifications/components/latest-notifications-card.tsx";
import { cn } from "#web/lib/cn.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/** Each widget type's component (docs/product.md "Resolved contradictions": all five render real data). */
const WIDGETS: Record<WidgetType, () => ReactNode> = {
  "quick-stats": () => <QuickStats />,
  "upcoming-bookings": () => <UpcomingBookingsCard />,
  "team-activity": () => <TeamActivityCard />,
  "office-availability": () => <OfficeAvailabilityCard />,
  notifications: () => <LatestNotificationsCard />,
};

/** Literal classes so Tailwind sees them: small 1, medium 2, large 3 of the 3-column grid (spec section 9). */
const SPAN = { 1: "lg:col-span-1", 2: "lg:col-span-2", 3: "lg:col-span-3" } as const;

/**
 * The person's enabled widgets in their saved order and sizes. One column on phones and tablets,
 * three from 1024 px. Lives in app/ because it composes widgets of three features.
 */
export function DashboardWidgets({ onCustomize }: { onCustomize: () => void }) {
  const layout = useDashboardLayout();
  const { _ } = useCatalogue("dashboard");
  const shown = (layout.data?.widgets ?? []).filter((w) => w.enabled);
  if (shown.length === 0) {
    return (
      <section
        aria-label={_("dashboard.widgets.label")}
        className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-zinc-300 p-8 text-center dark:border-zinc-700"
      >
        <LayoutGrid className="size-6 text-zinc-500" aria-hidden="true" />
        <p className="text-sm font-medium">{_("dashboard.widgets.empty")}</p>
        <button
          type="button"
          onClick={onCustomize}
          className="rounded-sm text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
        >
          {_("dashboard.widgets.add")}
        </button>
      </section>
    );
  }
  return (
    <section aria-label={_("dashboard.widgets.label")} className="grid items-stretch gap-6 lg:grid-cols-3">
      {shown.map((w) => (
        <div
          key={w.type}
          data-widget={w.type}
          data-size={w.size}
          className={cn("@container flex min-w-0 flex-col *:flex-1", SPAN[WIDGET_COLUMNS[w.size]])}
        >
          {WIDGETS[w.type]()}
        </div>
      ))}
    </section>
  );
}
