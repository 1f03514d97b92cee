/** The analytics days as CSV (RFC 4180; numbers and ISO dates only, so nothing needs quoting). */
import type { AdminAnalytics } from "#shared/schemas/platform.ts";

export function analyticsCsv(data: AdminAnalytics): string {
  const lines = ["date,signups,active_teams,bookings"];
  for (const day of data.days) lines.push(`${day.date},${day.signups},${day.activeTeams},${day.bookings}`);
  return `${lines.join("\r\n")}\r\n`;
}
