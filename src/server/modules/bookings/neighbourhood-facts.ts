import type { Executor } from "#db/client.ts";
import * as neighbourhoodsRepo from "#server/modules/offices/neighbourhoods.repository.ts";
import type { NeighbourhoodFacts } from "#shared/booking-rules.ts";

/**
 * The rules of the office's neighbourhood for booker `bookerId`, read for the rules module
 * (src/shared/booking-rules.ts `neighbourhoodViolations`); null when the office is in none. Whether
 * the booker may book there is read only when the neighbourhood is restricted.
 */
export async function neighbourhoodFacts(
  tx: Executor,
  teamId: string,
  office: { neighbourhoodId: string | null },
  bookerId: string,
): Promise<NeighbourhoodFacts | null> {
  if (!office.neighbourhoodId) return null;
  const [neighbourhood] = await neighbourhoodsRepo.listNeighbourhoods(tx, teamId, { id: office.neighbourhoodId });
  if (!neighbourhood) return null;
  return {
    name: neighbourhood.name,
    allowed: !neighbourhood.restricted || (await neighbourhoodsRepo.mayBookIn(tx, teamId, neighbourhood.id, bookerId)),
    bookingMode: neighbourhood.bookingMode,
    maxBookingMinutes: neighbourhood.maxBookingMinutes,
    horizonDays: neighbourhood.horizonDays,
  };
}
