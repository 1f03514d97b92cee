import { describe, expect, it } from "vitest";
import { hours, percent } from "./format.ts";
import { lastDays } from "./range.ts";

describe("analytics range and formats", () => {
  it("the last 7 days end today and include it, across a month end", () => {
    expect(lastDays("2026-03-03", 7)).toEqual({ from: "2026-02-25", to: "2026-03-03" });
  });
  it("reads rates and hours as people write them", () => {
    expect(percent(0.1282)).toBe("12.8%");
    expect(percent(0.2)).toBe("20%");
    expect(percent(null)).toBe("—");
    expect(hours(30.857)).toBe("30.9 h");
  });
});
