import { formatMinute } from "#shared/time.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { NativeSelect } from "#web/components/ui/input.tsx";
import { durationLabel } from "#web/features/bookings/utils/booking-labels.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/**
 * "Start time" and "Duration" selects of a booking form (book and edit), side by side. `idPrefix`
 * names the controls (`${idPrefix}-start`, `${idPrefix}-duration`); options are minutes.
 */
export function SlotTimeFields({
  idPrefix,
  start,
  minutes,
  startOptions,
  durationOptions,
  onStart,
  onMinutes,
}: {
  idPrefix: string;
  start: number;
  minutes: number;
  startOptions: number[];
  durationOptions: number[];
  onStart: (minute: number) => void;
  onMinutes: (minutes: number) => void;
}) {
  const { _ } = useCatalogue("bookings");
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField id={`${idPrefix}-start`} label={_("bookings.fields.startTime")}>
        <NativeSelect id={`${idPrefix}-start`} value={start} onChange={(e) => onStart(Number(e.target.value))}>
          {startOptions.map((m) => (
            <option key={m} value={m}>
              {formatMinute(m)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${idPrefix}-duration`} label={_("bookings.fields.duration")}>
        <NativeSelect id={`${idPrefix}-duration`} value={minutes} onChange={(e) => onMinutes(Number(e.target.value))}>
          {durationOptions.map((d) => (
            <option key={d} value={d}>
              {durationLabel(d, _)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
