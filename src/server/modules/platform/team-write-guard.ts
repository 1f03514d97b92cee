/**
 * A suspended team can sign in and read, but every change answers 403 TEAM_SUSPENDED with the reason
 * (docs/product.md "Platform"). One hook over every changing call, so no module can forget it; a route
 * its members may still call declares `whenSuspended: "open"` (src/server/lib/route-policy.ts: signing
 * in and out, their own notifications' read marks, onboarding flags and preferences). Decided on the
 * matched route before the body is read, so a refusal never depends on how the URL was spelled or on
 * what the body holds. Booking placement keeps its own trial-expiry rule (402), which is the only
 * write an expired trial blocks.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "#server/lib/app-error.ts";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const TEAM_SUSPENDED_MESSAGE =
  "Your team is suspended, so changes are paused. You can still sign in and see your team's data; contact support to have it reactivated.";

/** Whether `request` is a change the suspended-team rule applies to (its route did not open it). */
export function isGuardedWrite(request: Pick<FastifyRequest, "method" | "routeOptions">): boolean {
  return WRITE_METHODS.has(request.method) && request.routeOptions.config.whenSuspended !== "open";
}

export const teamWriteGuard = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request) => {
    // A session's cookie or a personal API token: either names someone whose team may be suspended.
    if (!isGuardedWrite(request) || (!request.headers.cookie && !request.headers.authorization)) return;
    const actor = await request.findActor();
    if (actor?.team?.status === "suspended") {
      throw new AppError("TEAM_SUSPENDED", TEAM_SUSPENDED_MESSAGE, { id: "errors.team.suspended" });
    }
  });
});
