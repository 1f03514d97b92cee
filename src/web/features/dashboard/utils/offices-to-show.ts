import type { Office } from "#shared/schemas/office.ts";

/**
 * The offices a home-page card shows: active ones, the user's favourites first, then by name; at
 * most `limit` (a team of thousands of desks gets a short list and a way to the rest).
 */
export function officesToShow(offices: readonly Office[], favorites: readonly string[], limit: number): Office[] {
  const fav = new Set(favorites);
  const rank = (o: Office) => (fav.has(o.id) ? 0 : 1);
  return offices
    .filter((o) => o.isActive)
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
    .slice(0, limit);
}
