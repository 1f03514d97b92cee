import { describe, expect, it } from "vitest";
import { ENGLISH_DATES } from "#shared/time.ts";
import { readerIn } from "#web/test/catalogue-reader.ts";
import { bodyOfForm, defaultSeriesForm, formErrorText, seriesFormSchema, wordsOfForm } from "./series-form.ts";

// The form's words and messages as the English catalogue gives them.
const _ = readerIn("en", "recurring");

describe("series form", () => {
  it("turns the repeat choices into an RRULE and says it in words", () => {
    const values = seriesFormSchema.parse({
      ...defaultSeriesForm("2026-11-24", "office-1"),
      days: ["TH", "TU"],
      ends: "on",
      until: "2026-12-19",
      durationMinutes: 90,
    });
    expect(bodyOfForm(values)).toEqual({
      officeId: "office-1",
      startDate: "2026-11-24",
      startTime: "09:00",
      durationMinutes: 90,
      rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261219",
    });
    expect(wordsOfForm(values, _, ENGLISH_DATES)).toBe("Every Tuesday and Thursday, 09:00–10:30, until 19 Dec 2026");
  });

  it("sends the equipment chosen, and none when none is", () => {
    const values = seriesFormSchema.parse({
      ...defaultSeriesForm("2026-11-24", "office-1"),
      days: ["TU"],
      equipment: ["monitor", "whiteboard"],
    });
    expect(bodyOfForm(values).equipment).toEqual(["monitor", "whiteboard"]);
    expect(bodyOfForm({ ...values, equipment: [] })).not.toHaveProperty("equipment");
  });

  it("asks for a day for a weekly rule and an end not before the start", () => {
    const result = seriesFormSchema.safeParse({
      ...defaultSeriesForm("2026-11-24", "o"),
      ends: "on",
      until: "2026-11-01",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => formErrorText(_, i.message)).sort()).toEqual([
      "Choose at least one day",
      "The end must not be before the first date",
    ]);
  });

  it("writes the n-th weekday of the month", () => {
    const values = seriesFormSchema.parse({
      ...defaultSeriesForm("2026-11-24", "o"),
      repeat: "monthly-nth",
      nth: "-1",
      nthDay: "FR",
      ends: "never",
    });
    expect(bodyOfForm(values).rrule).toBe("FREQ=MONTHLY;BYDAY=-1FR");
    expect(wordsOfForm(values, _, ENGLISH_DATES)).toBe("Monthly on the last Friday, 09:00–10:00");
  });
});
