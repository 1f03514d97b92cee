/**
 * The rows behind each analytics chart as RFC 4180 CSV (src/server/lib/csv.ts): what "Export CSV"
 * downloads next to a chart. Names are member- and admin-written text, so they go through csvText.
 */
import { csvText, toCsv } from "#server/lib/csv.ts";
import type { Analytics, AnalyticsFigure } from "#shared/schemas/analytics.ts";

const WEEKDAYS = ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** The CSV of one figure of `data`, and its file name (team-local dates of the range). */
export function analyticsCsv(data: Analytics, figure: AnalyticsFigure): { filename: string; csv: string } {
  const filename = `analytics-${figure}-${data.range.from}-to-${data.range.to}.csv`;
  switch (figure) {
    case "utilisation":
      return {
        filename,
        csv: toCsv(
          ["office", "capacity", "booked_seat_hours", "bookable_seat_hours", "utilisation"],
          data.utilisation.map((o) => [
            csvText(o.officeName),
            o.capacity,
            o.bookedSeatHours,
            o.bookableSeatHours,
            o.utilisation,
          ]),
        ),
      };
    case "heatmap":
      return {
        filename,
        csv: toCsv(
          ["weekday", "hour", "seat_hours", "occupancy"],
          data.heatmap.map((c) => [WEEKDAYS[c.weekday], c.hour, c.seatHours, c.occupancy]),
        ),
      };
    case "perDay":
      return {
        filename,
        csv: toCsv(
          ["date", "confirmed", "cancelled", "released"],
          data.perDay.map((d) => [d.date, d.confirmed, d.cancelled, d.released]),
        ),
      };
    case "topMembers":
      return {
        filename,
        csv: toCsv(
          ["member", "booked_hours"],
          data.topMembers.map((m) => [csvText(m.name), m.bookedHours]),
        ),
      };
    case "summary": {
      const s = data.summary;
      // The range and filter first, so the figures read on their own once the file is saved.
      const office = data.officeId
        ? (data.utilisation.find((o) => o.officeId === data.officeId)?.officeName ?? data.officeId)
        : "All offices";
      return {
        filename,
        csv: toCsv(
          ["figure", "value"],
          [
            ["from", data.range.from],
            ["to", data.range.to],
            ["time_zone", data.range.timeZone],
            ["office", csvText(office)],
            ["business_hours", `${data.range.businessHoursStart}-${data.range.businessHoursEnd}`],
            ["bookings", s.total],
            ["confirmed", s.confirmed],
            ["cancelled", s.cancelled],
            ["released", s.released],
            ["no_show_rate", s.noShowRate],
            ["cancellation_rate", s.cancellationRate],
            ["average_lead_time_hours", s.averageLeadTimeHours],
            ["average_duration_minutes", s.averageDurationMinutes],
            ["booked_seat_hours", s.bookedSeatHours],
            ["peak_hour", s.peakHour],
            ["busiest_office", csvText(s.busiestOffice?.name)],
            ["busiest_office_utilisation", s.busiestOffice?.utilisation ?? null],
            ["least_used_office", csvText(s.leastUsedOffice?.name)],
            ["least_used_office_utilisation", s.leastUsedOffice?.utilisation ?? null],
          ],
        ),
      };
    }
  }
}
