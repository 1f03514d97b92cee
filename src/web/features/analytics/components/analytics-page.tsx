import { useState } from "react";
import { can } from "#shared/roles.ts";
import type { AnalyticsQuery } from "#shared/schemas/analytics.ts";
import { clockToMinute, todayInZone } from "#shared/time.ts";
import { PageHeader } from "#web/components/page-header.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { analyticsCsvUrl, useAnalytics } from "../api/get-analytics.ts";
import { hourLabel, hours, percent, WEEKDAY_NAMES } from "../utils/format.ts";
import { lastDays } from "../utils/range.ts";
import { AnalyticsFilters, type RangeChoice } from "./analytics-filters.tsx";
import { AnalyticsSummary } from "./analytics-summary.tsx";
import { ChartCard, DataTable } from "./chart-card.tsx";
import { PerDayChart, TopMembersChart, UtilisationChart } from "./figure-charts.tsx";
import { OccupancyHeatmap } from "./occupancy-heatmap.tsx";

/** /team/analytics and /admin/analytics: the team's figures over a range in the team's zone (team admins). */
export function AnalyticsPage() {
  const user = useCurrentUser();
  const zone = user.team?.timeZone ?? "UTC";
  const today = todayInZone(zone);
  const [choice, setChoice] = useState<RangeChoice>(30);
  const [custom, setCustom] = useState(() => lastDays(today, 30));
  const [officeId, setOfficeId] = useState("");
  const offices = useOffices();
  const range = choice === "custom" ? custom : lastDays(today, choice);
  const query: AnalyticsQuery = { ...range, ...(officeId ? { officeId } : {}) };
  const analytics = useAnalytics(query, { queryConfig: { enabled: can(user.role, "team:analytics") } });

  if (!can(user.role, "team:analytics")) {
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title="Analytics" description="Team analytics are for team admins." />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Analytics"
        description={`${user.team?.name ?? ""} · days in ${zone}`}
        actions={
          <AnalyticsFilters
            choice={choice}
            onChoice={(next) => {
              if (next === "custom") setCustom(range);
              setChoice(next);
            }}
            from={range.from}
            to={range.to}
            onCustom={setCustom}
            officeId={officeId}
            onOffice={setOfficeId}
            offices={offices.data ?? []}
          />
        }
      />
      <QueryState query={analytics}>
        {(data) => (
          <div className="grid min-w-0 gap-6">
            <AnalyticsSummary data={data} csvUrl={analyticsCsvUrl(query, "summary")} />
            <div className="grid min-w-0 gap-6 lg:grid-cols-2">
              <ChartCard
                title="Utilisation per office"
                description={`Booked seat-hours ÷ bookable seat-hours, ${data.range.businessHoursStart}–${data.range.businessHoursEnd}`}
                csvUrl={analyticsCsvUrl(query, "utilisation")}
                chart={<UtilisationChart rows={data.utilisation} />}
                table={
                  <DataTable
                    caption="Utilisation per office"
                    head={["Office", "Booked", "Bookable", "Utilisation"]}
                    rows={data.utilisation.map((o) => [
                      o.officeName,
                      hours(o.bookedSeatHours),
                      hours(o.bookableSeatHours),
                      percent(o.utilisation),
                    ])}
                  />
                }
              />
              <ChartCard
                title="Bookings per day"
                description="By the day a booking starts"
                csvUrl={analyticsCsvUrl(query, "perDay")}
                chart={<PerDayChart rows={data.perDay} />}
                table={
                  <DataTable
                    caption="Bookings per day"
                    head={["Day", "Confirmed", "Cancelled", "Released"]}
                    rows={data.perDay.map((d) => [d.date, d.confirmed, d.cancelled, d.released])}
                  />
                }
              />
              <ChartCard
                title="Occupancy by weekday and hour"
                description="Share of all seats booked in each local hour"
                csvUrl={analyticsCsvUrl(query, "heatmap")}
                chart={
                  <OccupancyHeatmap
                    cells={data.heatmap}
                    businessStart={Math.floor(clockToMinute(data.range.businessHoursStart) / 60)}
                    businessEnd={Math.ceil(clockToMinute(data.range.businessHoursEnd) / 60)}
                  />
                }
                table={
                  <DataTable
                    caption="Occupancy by weekday and hour"
                    head={["Weekday", "Hour", "Seat-hours", "Occupancy"]}
                    rows={data.heatmap.map((c) => [
                      WEEKDAY_NAMES[c.weekday],
                      hourLabel(c.hour),
                      hours(c.seatHours),
                      percent(c.occupancy),
                    ])}
                  />
                }
              />
              <ChartCard
                title="Top members"
                description="Confirmed hours booked"
                csvUrl={analyticsCsvUrl(query, "topMembers")}
                chart={<TopMembersChart rows={data.topMembers} />}
                table={
                  <DataTable
                    caption="Top members by booked hours"
                    head={["Member", "Booked"]}
                    rows={data.topMembers.map((m) => [m.name, hours(m.bookedHours)])}
                  />
                }
              />
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
