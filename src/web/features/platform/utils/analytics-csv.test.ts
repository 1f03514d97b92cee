import { describe, expect, it } from "vitest";
import { analyticsCsv } from "./analytics-csv.ts";

describe("analytics CSV", () => {
  it("writes one line per day under a header", () => {
    const csv = analyticsCsv({
      from: "2026-11-22",
      to: "2026-11-23",
      days: [
        { date: "2026-11-22", signups: 1, activeTeams: 2, bookings: 3 },
        { date: "2026-11-23", signups: 0, activeTeams: 0, bookings: 0 },
      ],
      trialConversion: { activated: 0, ended: 0, rate: null },
      teamsBySize: [],
      topTeams: [],
    });
    expect(csv).toBe("date,signups,active_teams,bookings\r\n2026-11-22,1,2,3\r\n2026-11-23,0,0,0\r\n");
  });
});
