import { useId } from "react";
import type { Office } from "#shared/schemas/office.ts";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useCatalogue } from "#web/lib/i18n.ts";
import { RANGE_PRESETS } from "../utils/range.ts";

export type RangeChoice = (typeof RANGE_PRESETS)[number] | "custom";

/** Range (last 7/30/90 days or custom days, team zone) and office filter of the analytics page. */
export function AnalyticsFilters({
  choice,
  onChoice,
  from,
  to,
  onCustom,
  officeId,
  onOffice,
  offices,
}: {
  choice: RangeChoice;
  onChoice: (choice: RangeChoice) => void;
  from: string;
  to: string;
  onCustom: (range: { from: string; to: string }) => void;
  officeId: string;
  onOffice: (officeId: string) => void;
  offices: Office[];
}) {
  const id = useId();
  const { _ } = useCatalogue("analytics");
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-range`}>{_("analytics.filters.range")}</Label>
        <NativeSelect
          id={`${id}-range`}
          value={String(choice)}
          onChange={(e) => onChoice(e.target.value === "custom" ? "custom" : (Number(e.target.value) as RangeChoice))}
        >
          {RANGE_PRESETS.map((days) => (
            <option key={days} value={days}>
              {_("analytics.filters.lastDays", { count: days })}
            </option>
          ))}
          <option value="custom">{_("analytics.filters.custom")}</option>
        </NativeSelect>
      </div>
      {choice === "custom" ? (
        <>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-from`}>{_("analytics.filters.from")}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to}
              onChange={(e) => e.target.value && onCustom({ from: e.target.value, to })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-to`}>{_("analytics.filters.to")}</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from}
              onChange={(e) => e.target.value && onCustom({ from, to: e.target.value })}
            />
          </div>
        </>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-office`}>{_("analytics.filters.office")}</Label>
        <NativeSelect id={`${id}-office`} value={officeId} onChange={(e) => onOffice(e.target.value)}>
          <option value="">{_("analytics.filters.allOffices")}</option>
          {offices.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
