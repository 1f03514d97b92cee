/** The repeat rules in words and their validation, and the "too many dates" rule. */
import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_POLICY } from "#shared/booking-policy.ts";
import { parseRule, ruleDates } from "#shared/recurrence.ts";
import { dueDates } from "./series-dates.ts";
import { describeRule } from "./series-presenter.ts";
import { assertReasonableCount } from "./series-rules.ts";

function words(text: string, startDate = "2026-11-24", from = "09:00", to = "10:30"): string {
  const parsed = parseRule(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return describeRule(parsed.rule, startDate, from, to);
}

describe("repeat rules", () => {
  it("say the rule in words as the spec writes it", () => {
    expect(words("FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261219")).toBe(
      "Every Tuesday and Thursday, 09:00–10:30, until 19 Dec 2026",
    );
    expect(words("RRULE:FREQ=DAILY")).toBe("Every day, 09:00–10:30");
    expect(words("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")).toBe("Every weekday, 09:00–10:30");
    expect(words("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=6")).toBe("Every 2 weeks on Monday, 09:00–10:30, 6 times");
    expect(words("FREQ=MONTHLY;BYDAY=2TU")).toBe("Monthly on the second Tuesday, 09:00–10:30");
    expect(words("FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1")).toBe("Monthly on the last Friday, 09:00–10:30");
    expect(words("FREQ=MONTHLY;BYMONTHDAY=15")).toBe("Monthly on day 15, 09:00–10:30");
    expect(words("FREQ=WEEKLY")).toBe("Every Tuesday, 09:00–10:30");
  });

  it("refuse what a series cannot be, saying why", () => {
    const message = (text: string) => {
      const parsed = parseRule(text);
      return parsed.ok ? null : parsed.message;
    };
    expect(message("FREQ=SECONDLY")).toBe("FREQ=SECONDLY is not supported: a series repeats DAILY, WEEKLY or MONTHLY.");
    expect(message("FREQ=DAILY;COUNT=100000")).toBe("COUNT=100000 is too many: a series has at most 500 occurrences.");
    expect(message("FREQ=WEEKLY;BYDAY=2TU")).toContain("is for MONTHLY rules");
    expect(message("FREQ=DAILY;BYHOUR=9")).toContain("BYHOUR is not supported");
    expect(message("FREQ=DAILY;FREQ=WEEKLY")).toBe("FREQ is given twice.");
    expect(message("hello")).toBe('"hello" is not a KEY=VALUE part of an RRULE.');
  });

  it("expand on calendar dates, whatever the zone", () => {
    const parsed = parseRule("FREQ=MONTHLY;BYDAY=-1FR;COUNT=3");
    if (!parsed.ok) throw new Error(parsed.message);
    expect(ruleDates(parsed.rule, "2026-11-01", null, 10)).toEqual(["2026-11-27", "2026-12-25", "2027-01-29"]);
  });

  it("refuse more than 500 dates inside the horizon (an endless daily rule under a 730-day horizon)", () => {
    const parsed = parseRule("FREQ=DAILY");
    if (!parsed.ok) throw new Error(parsed.message);
    const policy = { ...DEFAULT_BOOKING_POLICY, horizonDays: 730 };
    const shape = {
      rule: parsed.rule,
      startDate: "2026-11-24",
      startMinute: 540,
      durationMinutes: 60,
      excludedDates: [],
    };
    const due = dueDates(shape, "America/New_York", new Date("2026-11-23T12:00:00Z"), policy, null);
    expect(() => assertReasonableCount(due, 730)).toThrow(
      "This rule makes more than 500 bookings within the 730-day booking horizon. Repeat less often or set an end.",
    );
  });
});
