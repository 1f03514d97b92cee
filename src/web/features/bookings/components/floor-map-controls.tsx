import { useId } from "react";
import type { Site } from "#shared/schemas/site.ts";
import { formatMinute } from "#shared/time.ts";
import { FloorOptions } from "#web/components/floor-options.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";

const SELECT =
  "h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";
const LABEL = "text-sm font-medium text-zinc-700 dark:text-zinc-300";

/**
 * The floor map's floor (grouped by site) and its window of hours: "From" and "To" on the hour
 * inside the team's business hours; null is the business day's own start or end.
 */
export function FloorMapControls({
  sites,
  floorId,
  onFloor,
  businessStartMinute,
  businessEndMinute,
  from,
  to,
  onWindow,
}: {
  sites: Site[];
  floorId: string;
  onFloor: (floorId: string) => void;
  businessStartMinute: number;
  businessEndMinute: number;
  /** Local minutes of the window's bounds; null: the business hours' own. */
  from: number | null;
  to: number | null;
  onWindow: (bounds: { from?: number | null; to?: number | null }) => void;
}) {
  const { _ } = useCatalogue("calendar");
  const floorSelectId = useId();
  const fromId = useId();
  const toId = useId();
  const hours: number[] = [];
  for (let m = Math.ceil((businessStartMinute + 1) / 60) * 60; m < businessEndMinute; m += 60) hours.push(m);
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <label htmlFor={floorSelectId} className={LABEL}>
          {_("calendar.map.floor")}
        </label>
        <select
          id={floorSelectId}
          className={`${SELECT} max-w-[20rem]`}
          value={floorId}
          onChange={(event) => onFloor(event.target.value)}
          disabled={sites.length === 0}
        >
          <FloorOptions sites={sites} />
        </select>
      </div>
      <div className="flex items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={fromId} className={LABEL}>
            {_("calendar.map.from")}
          </label>
          <select
            id={fromId}
            className={SELECT}
            value={from ?? ""}
            onChange={(event) => onWindow({ from: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{formatMinute(businessStartMinute)}</option>
            {hours.map((m) => (
              <option key={m} value={m} disabled={to !== null && m >= to}>
                {formatMinute(m)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={toId} className={LABEL}>
            {_("calendar.map.to")}
          </label>
          <select
            id={toId}
            className={SELECT}
            value={to ?? ""}
            onChange={(event) => onWindow({ to: event.target.value ? Number(event.target.value) : null })}
          >
            {hours.map((m) => (
              <option key={m} value={m} disabled={from !== null && m <= from}>
                {formatMinute(m)}
              </option>
            ))}
            <option value="">{formatMinute(Math.min(1440, businessEndMinute))}</option>
          </select>
        </div>
      </div>
    </div>
  );
}
