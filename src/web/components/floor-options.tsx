import type { Site } from "#shared/schemas/site.ts";
import { usePlaceNames } from "#web/lib/place-names.ts";

/** A select's options for the team's floors, grouped by site ("Riverside · 3rd floor"). */
export function FloorOptions({ sites }: { sites: Site[] }) {
  const names = usePlaceNames();
  return sites.map((site) => (
    <optgroup key={site.id} label={names.site(site.name)}>
      {site.floors.map((floor) => (
        <option key={floor.id} value={floor.id}>
          {names.where({ building: site.name, floor: floor.name })}
        </option>
      ))}
    </optgroup>
  ));
}
