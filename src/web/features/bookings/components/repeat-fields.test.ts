import { describe, expect, it } from "vitest";
import { parseRule, ruleDates } from "#shared/recurrence.ts";
import { repeatRule } from "./repeat-fields.tsx";

describe("repeatRule (the booking dialog's Repeat)", () => {
  it("books once for 'does not repeat'", () => {
    expect(repeatRule({ choice: "none", times: 10 }, "2026-11-24")).toBeNull();
  });

  it("repeats on the chosen date's own weekday or day of the month, starting with that date", () => {
    const cases = [
      ["weekly", "2026-11-24", ["2026-11-24", "2026-12-01", "2026-12-08"]],
      ["biweekly", "2026-11-29", ["2026-11-29", "2026-12-13", "2026-12-27"]],
      ["weekdays", "2026-11-27", ["2026-11-27", "2026-11-30", "2026-12-01"]],
      ["monthly", "2026-11-30", ["2026-11-30", "2026-12-30", "2027-01-30"]],
    ] as const;
    for (const [choice, date, expected] of cases) {
      const text = repeatRule({ choice, times: 3 }, date);
      const parsed = parseRule(text ?? "");
      if (!parsed.ok) throw new Error(`${choice}: ${parsed.message}`);
      expect(ruleDates(parsed.rule, date, null, 10), choice).toEqual(expected);
    }
  });
});
