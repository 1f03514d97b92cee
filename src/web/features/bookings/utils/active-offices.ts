import type { Office } from "#shared/schemas/office.ts";

/** Active offices by name. */
export function activeOfficesOf(offices: readonly Office[]): Office[] {
  return offices.filter((o) => o.isActive).sort((a, b) => a.name.localeCompare(b.name));
}
