import { describe, expect, it } from "vitest";
import { dateStyle } from "#shared/date-formats.ts";
import { shortDayLabel, weekDates } from "./week-dates.ts";

describe("weekDates", () => {
  it("starts the week on the team's week start day", () => {
    // Wednesday 25 November 2026.
    expect(weekDates("2026-11-25", 1)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(weekDates("2026-11-25", 0)[0]).toBe("2026-11-22");
    expect(weekDates("2026-11-25", 6)[0]).toBe("2026-11-21");
    // The week start day itself opens its week.
    expect(weekDates("2026-11-23", 1)[0]).toBe("2026-11-23");
  });

  it("crosses month and year ends and DST dates as plain calendar days", () => {
    expect(weekDates("2026-12-31", 1)).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(weekDates("2026-11-01", 1)[6]).toBe("2026-11-01");
    expect(shortDayLabel("2026-11-01")).toBe("Sun 1");
  });

  it("writes the short day label in the reader's language", () => {
    expect(shortDayLabel("2026-11-23")).toBe("Mon 23");
    expect(shortDayLabel("2026-11-23", dateStyle("de"))).toBe("Mo., 23.");
    expect(shortDayLabel("2026-11-23", dateStyle("fr"))).toBe("lun. 23");
    expect(shortDayLabel("2026-11-23", dateStyle("es"))).toBe("lun 23");
  });
});
