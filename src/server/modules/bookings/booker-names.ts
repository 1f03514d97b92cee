/**
 * Who holds a colleague's booking, as the viewer may see it (docs/product.md "Who booked"): team
 * managers and admins see every holder; a member sees their own bookings' holder, and a colleague's
 * when the team shows who booked and the colleague does not hide their name. A holder kept from the
 * viewer travels as `userId: null, userName: null`: the id alone would name them through the
 * members list.
 */
import type { Executor } from "#db/client.ts";
import { listNameHiders } from "#server/modules/user/user.repository.ts";
import { can, type Role } from "#shared/roles.ts";

export interface BookerNames {
  /** Whether the viewer may see that `userId` holds a booking, and their name. */
  reveals(userId: string): boolean;
}

const EVERYONE: BookerNames = { reveals: () => true };

/** Who reads: an Actor, or a booker whose report (a series' skipped dates) is kept for later. */
export interface NameReader {
  id: string;
  role: Role;
  team: { id: string; showBookerNames: boolean } | null;
}

/** The holders `reader` may see in their team; one indexed read when the team shows names. */
export async function loadBookerNames(db: Executor, reader: NameReader): Promise<BookerNames> {
  const { team } = reader;
  if (!team || can(reader.role, "booking:others")) return EVERYONE;
  if (!team.showBookerNames) return { reveals: (userId) => userId === reader.id };
  const hidden = new Set(await listNameHiders(db, team.id));
  return hidden.size === 0 ? EVERYONE : { reveals: (userId) => userId === reader.id || !hidden.has(userId) };
}

/** `item` as the viewer may see it: its holder's id and name null when `names` keeps them. */
export function redactBooker<T extends { userId: string | null; userName: string | null }>(
  names: BookerNames,
  item: T,
): T {
  return item.userId === null || names.reveals(item.userId) ? item : { ...item, userId: null, userName: null };
}
