/**
 * The series form's values, their schema and the request body they make: the repeat
 * choices of the spec (daily, every weekday, weekly on chosen days, every N weeks, monthly on a day
 * of the month or the n-th weekday; ending on a date, after N times, or never) as an RRULE.
 * Labels and validation messages are ids of the recurring catalogue, translated where shown.
 */
import { z } from "zod";
import { parseRule, WEEKDAY_CODES } from "#shared/recurrence.ts";
import { ruleWords, type Translate } from "#shared/rule-words.ts";
import { localTimeSchema, type SeriesBody } from "#shared/schemas/series.ts";
import { type DateStyle, formatMinute } from "#shared/time.ts";

export const REPEATS = [
  { value: "daily", label: "recurring.repeat.daily" },
  { value: "weekdays", label: "recurring.repeat.weekdays" },
  { value: "weekly", label: "recurring.repeat.weekly" },
  { value: "monthly-day", label: "recurring.repeat.monthlyDay" },
  { value: "monthly-nth", label: "recurring.repeat.monthlyNth" },
] as const;
export const ENDS = [
  { value: "on", label: "recurring.ends.on" },
  { value: "after", label: "recurring.ends.after" },
  { value: "never", label: "recurring.ends.never" },
] as const;
export const NTH = [
  { value: "1", label: "recurring.nth.first" },
  { value: "2", label: "recurring.nth.second" },
  { value: "3", label: "recurring.nth.third" },
  { value: "4", label: "recurring.nth.fourth" },
  { value: "-1", label: "recurring.nth.last" },
] as const;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "recurring.form.error.date" });

export const seriesFormSchema = z
  .object({
    officeId: z.string().min(1, { error: "recurring.form.error.office" }),
    startDate: date,
    startTime: localTimeSchema,
    durationMinutes: z.coerce
      .number<string | number>()
      .int()
      .min(15, { error: "recurring.form.error.minutes" })
      .max(720),
    repeat: z.enum(REPEATS.map((r) => r.value) as [string, ...string[]]),
    interval: z.coerce.number<string | number>().int().min(1, { error: "recurring.form.error.atLeastOne" }).max(99),
    days: z.array(z.enum(WEEKDAY_CODES)),
    monthDay: z.coerce.number<string | number>().int().min(1).max(31),
    nth: z.enum(NTH.map((n) => n.value) as [string, ...string[]]),
    nthDay: z.enum(WEEKDAY_CODES),
    ends: z.enum(["on", "after", "never"]),
    until: z.string(),
    count: z.coerce
      .number<string | number>()
      .int()
      .min(1, { error: "recurring.form.error.atLeastOne" })
      .max(500, { error: "recurring.form.error.atMost500" }),
    purpose: z.string().max(500),
    equipment: z.array(z.string()).max(20),
  })
  .superRefine((values, ctx) => {
    if (values.repeat === "weekly" && values.days.length === 0) {
      ctx.addIssue({ code: "custom", path: ["days"], message: "recurring.form.error.days" });
    }
    if (values.ends === "on" && !/^\d{4}-\d{2}-\d{2}$/.test(values.until)) {
      ctx.addIssue({ code: "custom", path: ["until"], message: "recurring.form.error.until" });
    } else if (values.ends === "on" && values.until < values.startDate) {
      ctx.addIssue({ code: "custom", path: ["until"], message: "recurring.form.error.untilBeforeStart" });
    }
  });
export type SeriesFormInput = z.input<typeof seriesFormSchema>;
export type SeriesFormValues = z.output<typeof seriesFormSchema>;

/** The form's starting values: weekly on the start date's weekday, 09:00 for an hour, ending in 4 weeks. */
export function defaultSeriesForm(today: string, officeId = ""): SeriesFormInput {
  return {
    officeId,
    startDate: today,
    startTime: "09:00",
    durationMinutes: 60,
    repeat: "weekly",
    interval: 1,
    days: [],
    monthDay: Number(today.slice(8, 10)),
    nth: "1",
    nthDay: "MO",
    ends: "after",
    until: "",
    count: 10,
    purpose: "",
    equipment: [],
  };
}

/** The RRULE of the form's repeat and end choices. */
export function ruleOfForm(values: SeriesFormValues): string {
  const parts: string[] = [];
  if (values.repeat === "daily") parts.push("FREQ=DAILY");
  else if (values.repeat === "weekdays") parts.push("FREQ=WEEKLY", "BYDAY=MO,TU,WE,TH,FR");
  else if (values.repeat === "weekly") {
    parts.push("FREQ=WEEKLY");
    if (values.interval > 1) parts.push(`INTERVAL=${values.interval}`);
    parts.push(`BYDAY=${WEEKDAY_CODES.filter((d) => values.days.includes(d)).join(",")}`);
  } else if (values.repeat === "monthly-day") parts.push("FREQ=MONTHLY", `BYMONTHDAY=${values.monthDay}`);
  else parts.push("FREQ=MONTHLY", `BYDAY=${values.nth}${values.nthDay}`);
  if (values.ends === "on") parts.push(`UNTIL=${values.until.replaceAll("-", "")}`);
  if (values.ends === "after") parts.push(`COUNT=${values.count}`);
  return parts.join(";");
}

/** The request body of POST /api/series (and its preview) for valid form values. */
export function bodyOfForm(values: SeriesFormValues): SeriesBody {
  return {
    officeId: values.officeId,
    startDate: values.startDate,
    startTime: values.startTime,
    durationMinutes: values.durationMinutes,
    rrule: ruleOfForm(values),
    ...(values.purpose.trim() ? { purpose: values.purpose.trim() } : {}),
    ...(values.equipment.length > 0 ? { equipment: values.equipment } : {}),
  };
}

/**
 * "Every Tuesday and Thursday, 09:00–10:30, until 19 Dec 2026" (in the reader's language: `_` of
 * the recurring catalogue, `style` of useDateStyle) for valid form values, else null.
 */
export function wordsOfForm(values: SeriesFormValues, _: Translate, style: DateStyle): string | null {
  const parsed = parseRule(ruleOfForm(values));
  if (!parsed.ok) return null;
  const [h, m] = values.startTime.split(":").map(Number);
  const end = formatMinute((h * 60 + m + values.durationMinutes) % 1440);
  return ruleWords(_, style, parsed.rule, values.startDate, values.startTime, end);
}

/** A validation message of the form in the reader's language (the shared schemas' own stay as they are). */
export function formErrorText(_: Translate, message: string | undefined): string | undefined {
  return message?.startsWith("recurring.") ? _(message) : message;
}
