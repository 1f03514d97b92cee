import { EQUIPMENT_OPTIONS } from "#shared/constants.ts";
import { useCatalogue } from "#web/lib/i18n.ts";

/** Each known equipment name's message id (catalogue "common"). */
const EQUIPMENT_LABEL_IDS: Record<string, string> = {
  monitor: "common.equipment.monitor",
  coffee: "common.equipment.coffee",
  whiteboard: "common.equipment.whiteboard",
  video: "common.equipment.video",
  "standing-desk": "common.equipment.standingDesk",
  phone: "common.equipment.phone",
};

/**
 * An equipment name in words (offices list them; bookings, series and templates ask for them): a
 * known name in the reader's language through `_` (a component's, whose page loaded "common"), any
 * other name as it was saved.
 */
export function equipmentLabel(name: string, _: (id: string) => string): string {
  const id = EQUIPMENT_LABEL_IDS[name];
  return id ? _(id) : name;
}

/**
 * Equipment as checkboxes under a legend: the known names, plus any other name `value` already holds
 * (saved through the API), so an edit never drops what it cannot show.
 */
export function EquipmentFields({
  value,
  onChange,
  legend,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The legend in the reader's language; "Equipment (optional)" by default. */
  legend?: string;
}) {
  const { _ } = useCatalogue("common");
  const names = [...EQUIPMENT_OPTIONS, ...value.filter((v) => !(EQUIPMENT_OPTIONS as readonly string[]).includes(v))];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend ?? _("common.equipment.legend")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {names.map((item) => (
          <label key={item} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 rounded border-zinc-300 accent-indigo-600"
              checked={value.includes(item)}
              onChange={(e) => onChange(e.target.checked ? [...value, item] : value.filter((v) => v !== item))}
            />
            {equipmentLabel(item, _)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
