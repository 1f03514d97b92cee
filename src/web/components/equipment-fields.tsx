import { EQUIPMENT_OPTIONS } from "#shared/constants.ts";

/** Each known equipment name in words (offices list them; bookings, series and templates ask for them). */
export const EQUIPMENT_LABELS: Record<string, string> = {
  monitor: "Monitor",
  coffee: "Coffee",
  whiteboard: "Whiteboard",
  video: "Video conferencing",
  "standing-desk": "Standing desk",
  phone: "Phone",
};

/**
 * Equipment as checkboxes under a legend: the known names, plus any other name `value` already holds
 * (saved through the API), so an edit never drops what it cannot show.
 */
export function EquipmentFields({
  value,
  onChange,
  legend = "Equipment (optional)",
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  legend?: string;
}) {
  const names = [...EQUIPMENT_OPTIONS, ...value.filter((v) => !(EQUIPMENT_OPTIONS as readonly string[]).includes(v))];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {names.map((item) => (
          <label key={item} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 rounded border-zinc-300 accent-indigo-600"
              checked={value.includes(item)}
              onChange={(e) => onChange(e.target.checked ? [...value, item] : value.filter((v) => v !== item))}
            />
            {EQUIPMENT_LABELS[item] ?? item}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
