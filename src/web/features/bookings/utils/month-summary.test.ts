import { describe, expect, it } from "vitest";
import { formatUtilisation, monthGridDates } from "./month-summary.ts";

describe("monthGridDates", () => {
  it("starts on the week start before the 1st and spans 42 days", () => {
    // 1 November 2026 is a Sunday.
    const monday = monthGridDates("2026-11-18", 1);
    expect(monday).toHaveLength(42);
    expect(monday[0]).toBe("2026-10-26");
    expect(monday[6]).toBe("2026-11-01");
    expect(monday[41]).toBe("2026-12-06");
    const sunday = monthGridDates("2026-11-18", 0);
    expect(sunday[0]).toBe("2026-11-01");
  });

  it("puts a month starting on the week start in the first row", () => {
    // 1 June 2026 is a Monday.
    expect(monthGridDates("2026-06-30", 1)[0]).toBe("2026-06-01");
  });
});

describe("formatUtilisation", () => {
  it("writes whole percent, and a little above nothing as under one", () => {
    expect(formatUtilisation(16 / 65)).toBe("25%");
    expect(formatUtilisation(0.001)).toBe("<1%");
    expect(formatUtilisation(0)).toBe("0%");
    expect(formatUtilisation(1)).toBe("100%");
  });
});
