import type { Executor } from "#db/client.ts";
import * as releasesRepo from "#server/modules/offices/desk-releases.repository.ts";
import type { DeskAssignment } from "#shared/booking-rules.ts";
import { localDate } from "#shared/time.ts";

/**
 * An assigned desk's holder and the dates it was released between local dates of `from` and `to`
 * (`zone`), for the rules module (src/shared/booking-rules.ts `assignedDeskViolation`); null when
 * the office is assigned to nobody. The releases are not read for the holder's own booking.
 */
export async function assignmentFacts(
  tx: Executor,
  teamId: string,
  office: { id: string; assignedUserId: string | null },
  bookerId: string,
  span: { from: Date; to: Date; zone: string },
): Promise<DeskAssignment | null> {
  const holderId = office.assignedUserId;
  if (!holderId) return null;
  if (holderId === bookerId) return { holderId, released: new Set() };
  const from = localDate(span.from, span.zone);
  const to = localDate(new Date(Math.max(span.from.getTime(), span.to.getTime() - 1)), span.zone);
  return { holderId, released: new Set(await releasesRepo.listReleasedDates(tx, teamId, office.id, from, to)) };
}
