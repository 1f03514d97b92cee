import { WEEKDAY_CODES } from "#shared/recurrence.ts";
import { formatInZone, zonedInstant } from "#shared/time.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { useDateStyle } from "#web/lib/date-style.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/** The repeat choices of the booking dialog; "none" books once. */
export type RepeatChoice = "none" | "weekdays" | "weekly" | "biweekly" | "monthly";

export interface RepeatValue {
  choice: RepeatChoice;
  /** How many dates in all, the first included (COUNT). */
  times: number;
}

export const NO_REPEAT: RepeatValue = { choice: "none", times: 10 };

/** Most dates the dialog offers; a longer series is made on /recurring (up to 500). */
export const REPEAT_TIMES_MAX = 52;

/** The weekday code (MO..SU) of local `date`. */
function weekdayCode(date: string): (typeof WEEKDAY_CODES)[number] {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAY_CODES[(day + 6) % 7];
}

/**
 * The RRULE (RFC 5545, the subset src/shared/recurrence.ts parses) of a repeat choice starting on
 * local `date`, or null for "none". The first date is `date` itself: every choice repeats on its
 * weekday (or its day of the month), and "weekdays" on Monday to Friday.
 */
export function repeatRule(value: RepeatValue, date: string): string | null {
  const count = `COUNT=${value.times}`;
  switch (value.choice) {
    case "none":
      return null;
    case "weekdays":
      return `FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;${count}`;
    case "weekly":
      return `FREQ=WEEKLY;BYDAY=${weekdayCode(date)};${count}`;
    case "biweekly":
      return `FREQ=WEEKLY;INTERVAL=2;BYDAY=${weekdayCode(date)};${count}`;
    case "monthly":
      return `FREQ=MONTHLY;BYMONTHDAY=${Number(date.slice(8))};${count}`;
  }
}

/**
 * "Repeat" in the booking dialog: does not repeat, every weekday, every week or every two
 * weeks on the date's weekday, or monthly on its day, for a number of times. Booking then makes a
 * series (POST /api/series) instead of one booking.
 */
export function RepeatFields({
  date,
  timeZone,
  value,
  onChange,
}: {
  date: string;
  timeZone: string;
  value: RepeatValue;
  onChange: (value: RepeatValue) => void;
}) {
  const { _ } = useCatalogue("bookings");
  const weekday = formatInZone(zonedInstant(date, 12 * 60, timeZone), timeZone, "EEEE", useDateStyle());
  return (
    <div className="grid grid-cols-[1fr_auto] gap-3">
      <FormField id="booking-repeat" label={_("bookings.repeat.label")}>
        <NativeSelect
          id="booking-repeat"
          value={value.choice}
          onChange={(e) => onChange({ ...value, choice: e.target.value as RepeatChoice })}
        >
          <option value="none">{_("bookings.repeat.none")}</option>
          <option value="weekdays">{_("bookings.repeat.weekdays")}</option>
          <option value="weekly">{_("bookings.repeat.weekly", { weekday })}</option>
          <option value="biweekly">{_("bookings.repeat.biweekly", { weekday })}</option>
          <option value="monthly">{_("bookings.repeat.monthly", { day: Number(date.slice(8)) })}</option>
        </NativeSelect>
      </FormField>
      {value.choice !== "none" ? (
        <FormField id="booking-repeat-times" label={_("bookings.repeat.times")}>
          <Input
            id="booking-repeat-times"
            type="number"
            inputMode="numeric"
            min={2}
            max={REPEAT_TIMES_MAX}
            fullWidth={false}
            className="w-20"
            value={value.times}
            onChange={(e) => {
              const times = Math.round(Number(e.target.value));
              onChange({
                ...value,
                times: Math.min(REPEAT_TIMES_MAX, Math.max(2, Number.isFinite(times) ? times : 2)),
              });
            }}
          />
        </FormField>
      ) : null}
    </div>
  );
}
