/**
 * What the bookings module does when a member leaves the team (docs/product.md
 * "Tenancy and roles"): their confirmed bookings that have not ended are cancelled, each recorded
 * as "booking.cancelled" (with `reason: "member_removed"`), so notifications and the calendars
 * react as to any cancellation.
 */
import type { Tx } from "#db/client.ts";
import type { Actor } from "#server/lib/actor.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as repo from "./bookings.repository.ts";
import { cancelBookings } from "./cancel-bookings.ts";

/** More upcoming bookings than one member can hold under any team's rules. */
const MAX_UPCOMING = 100_000;

export function createMemberBookingsService(deps: ServiceDeps) {
  const { record } = deps;
  return {
    /**
     * Cancels, inside the caller's transaction `tx`, every confirmed booking of `memberId` in `teamId`
     * that has not ended at `at`, as `actor` (null id: the identity provider); returns how many. The
     * caller (team members service) has checked that the actor may remove the member; this runs only
     * as part of that removal.
     */
    async cancelFutureOfMember(
      tx: Tx,
      actor: Pick<Actor, "ip"> & { id: string | null },
      teamId: string,
      memberId: string,
      at: Date,
    ): Promise<number> {
      const upcoming = await repo.listUpcoming(tx, teamId, memberId, at, MAX_UPCOMING);
      const cancelled = await cancelBookings(tx, record, {
        teamId,
        actor,
        bookings: upcoming,
        at,
        reason: "member_removed",
      });
      return cancelled.length;
    },
  };
}

export type MemberBookingsService = ReturnType<typeof createMemberBookingsService>;
