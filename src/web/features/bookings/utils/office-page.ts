import type { Office } from "#shared/schemas/office.ts";

/**
 * Offices one page of the day view shows. A team with up to this many active offices sees them all
 * and loads the whole team's day; a larger one pages them, and loads only the page's bookings
 * (docs/product.md "Time": views of a large team).
 */
export const DAY_OFFICES_PAGE = 50;

export interface OfficePage {
  /** The offices of the page, in the order given. */
  offices: Office[];
  /** 0-based page shown (the last one when `page` is past it). */
  page: number;
  /** How many offices match the filter, on every page. */
  matching: number;
  /** Whether the team has more offices than one page: then the view pages and filters. */
  paged: boolean;
}

/** Lower-cased, accents removed: "Büro" is found by "buro". */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * Page `page` (0-based) of `offices` (already sorted) whose name, building or floor contains
 * `filter` (case and accents ignored), `size` to a page. With no more than `size` offices in all,
 * the one page holds them all and `paged` is false.
 */
export function officePage(
  offices: readonly Office[],
  filter: string,
  page: number,
  size = DAY_OFFICES_PAGE,
): OfficePage {
  if (offices.length <= size) return { offices: [...offices], page: 0, matching: offices.length, paged: false };
  const needle = folded(filter.trim());
  const matches = needle
    ? offices.filter((o) => [o.name, o.building, o.floor].some((text) => text && folded(text).includes(needle)))
    : offices;
  const last = Math.max(0, Math.ceil(matches.length / size) - 1);
  const shown = Math.min(Math.max(0, page), last);
  return {
    offices: matches.slice(shown * size, (shown + 1) * size),
    page: shown,
    matching: matches.length,
    paged: true,
  };
}
