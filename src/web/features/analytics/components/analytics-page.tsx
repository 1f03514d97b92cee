import { useState } from "react";
import { can } from "#shared/roles.ts";
import type { AnalyticsQuery } from "#shared/schemas/analytics.ts";
import { clockToMinute, todayInZone } from "#shared/time.ts";
import { PageHeader } from "#web/components/page-header.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { useOffices } from "#web/lib/api/offices/get-offices.ts";
import { useCurrentUser } from "#web/lib/api/user/get-current-user.ts";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { analyticsCsvUrl, useAnalytics } from "../api/get-analytics.ts";
import { hourLabel, hours, percent, weekdayName } from "../utils/format.ts";
import { lastDays } from "../utils/range.ts";
import { AnalyticsFilters, type RangeChoice } from "./analytics-filters.tsx";
import { AnalyticsSummary } from "./analytics-summary.tsx";
import { ChartCard, DataTable } from "./chart-card.tsx";
import { PerDayChart, TopMembersChart, UtilisationChart } from "./figure-charts.tsx";
import { OccupancyHeatmap } from "./occupancy-heatmap.tsx";

/** /team/analytics and /admin/analytics: the team's figures over a range in the team's zone (team admins). */
export function AnalyticsPage() {
  const user = useCurrentUser();
  const { _, i18n } = useCatalogue("analytics");
  const dateStyle = useDateStyle();
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
        <PageHeader title={_("analytics.page.title")} description={_("analytics.page.adminsOnly")} />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title={_("analytics.page.title")}
        description={_("analytics.page.description", { team: user.team?.name ?? "", zone })}
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
                title={_("analytics.utilisation.title")}
                description={_("analytics.utilisation.description", {
                  start: data.range.businessHoursStart,
                  end: data.range.businessHoursEnd,
                })}
                csvUrl={analyticsCsvUrl(query, "utilisation")}
                chart={<UtilisationChart rows={data.utilisation} />}
                table={
                  <DataTable
                    caption={_("analytics.utilisation.title")}
                    head={[
                      _("analytics.utilisation.office"),
                      _("analytics.utilisation.booked"),
                      _("analytics.utilisation.bookable"),
                      _("analytics.utilisation.utilisation"),
                    ]}
                    rows={data.utilisation.map((o) => [
                      o.officeName,
                      hours(o.bookedSeatHours, i18n.locale),
                      hours(o.bookableSeatHours, i18n.locale),
                      percent(o.utilisation, i18n.locale),
                    ])}
                  />
                }
              />
              <ChartCard
                title={_("analytics.perDay.title")}
                description={_("analytics.perDay.description")}
                csvUrl={analyticsCsvUrl(query, "perDay")}
                chart={<PerDayChart rows={data.perDay} />}
                table={
                  <DataTable
                    caption={_("analytics.perDay.title")}
                    head={[
                      _("analytics.perDay.day"),
                      _("analytics.perDay.confirmed"),
                      _("analytics.perDay.cancelled"),
                      _("analytics.perDay.released"),
                    ]}
                    rows={data.perDay.map((d) => [d.date, d.confirmed, d.cancelled, d.released])}
                  />
                }
              />
              <ChartCard
                title={_("analytics.heatmap.title")}
                description={_("analytics.heatmap.description")}
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
                    caption={_("analytics.heatmap.title")}
                    head={[
                      _("analytics.heatmap.weekday"),
                      _("analytics.heatmap.hour"),
                      _("analytics.heatmap.seatHours"),
                      _("analytics.heatmap.occupancy"),
                    ]}
                    rows={data.heatmap.map((c) => [
                      weekdayName(c.weekday, dateStyle),
                      hourLabel(c.hour),
                      hours(c.seatHours, i18n.locale),
                      percent(c.occupancy, i18n.locale),
                    ])}
                  />
                }
              />
              <ChartCard
                title={_("analytics.topMembers.title")}
                description={_("analytics.topMembers.description")}
                csvUrl={analyticsCsvUrl(query, "topMembers")}
                chart={<TopMembersChart rows={data.topMembers} />}
                table={
                  <DataTable
                    caption={_("analytics.topMembers.caption")}
                    head={[_("analytics.topMembers.member"), _("analytics.topMembers.booked")]}
                    rows={data.topMembers.map((m) => [m.name, hours(m.bookedHours, i18n.locale)])}
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
