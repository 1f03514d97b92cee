import type { Office } from "#shared/schemas/office.ts";
import type { PlacedOfficeRow } from "./offices.repository.ts";

/** An office as the API answers it: `building` and `floor` are its site's and floor's names. */
export function presentOffice(row: PlacedOfficeRow): Office {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    capacity: row.capacity,
    isShared: row.isShared,
    isActive: row.isActive,
    equipment: row.equipment,
    kind: row.kind,
    siteId: row.siteId,
    floorId: row.floorId,
    building: row.siteName,
    floor: row.floorName,
    neighbourhoodId: row.neighbourhoodId,
    assignedUserId: row.assignedUserName === null ? null : row.assignedUserId,
    assignedUserName: row.assignedUserName,
    position: planPositionOf(row),
  };
}

/** Where an office is on its floor's plan (fractions of the plan), or null when it is not placed. */
export function planPositionOf(row: Pick<PlacedOfficeRow, "planX" | "planY" | "planWidth" | "planHeight">) {
  return row.planX === null || row.planY === null
    ? null
    : { x: row.planX, y: row.planY, width: row.planWidth, height: row.planHeight };
}
