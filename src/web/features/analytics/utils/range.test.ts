import { describe, expect, it } from "vitest";
import { count, hours, percent } from "./format.ts";
import { lastDays } from "./range.ts";

describe("analytics range and formats", () => {
  it("the last 7 days end today and include it, across a month end", () => {
    expect(lastDays("2026-03-03", 7)).toEqual({ from: "2026-02-25", to: "2026-03-03" });
  });
  it("reads rates, counts and hours as people of each language write them", () => {
    expect(percent(0.1282, "en")).toBe("12.8%");
    expect(percent(0.2, "en")).toBe("20%");
    expect(percent(null, "en")).toBe("—");
    expect(hours(30.857, "en")).toBe("30.9 h");
    expect(hours(286672, "en")).toBe("286,672 h");
    expect(count(40000, "en")).toBe("40,000");
    expect(count(40000, "de")).toBe("40.000");
    expect(hours(30.857, "de")).toBe("30,9 h");
    // French puts a no-break space before the percent sign.
    expect(percent(0.1282, "fr")).toBe("12,8\u00a0%");
  });
});
