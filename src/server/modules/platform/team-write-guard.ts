/**
 * A suspended team can sign in and read, but every change answers 403 TEAM_SUSPENDED with the reason
 * (DESIGN.md "Platform"; issue 12). One hook over every changing API call, so no module can forget
 * it; booking placement keeps its own trial-expiry rule (402, DESIGN.md "Trial"), which is the only
 * write an expired trial blocks. Signing in and out, one's own notifications' read marks and
 * onboarding flags, and the platform's own calls stay open.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Actor } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Calls a member of a suspended team may still make: their session and their own reading state. */
const OPEN_PREFIXES = ["/api/login", "/api/logout", "/api/auth/", "/api/admin/", "/api/notifications", "/api/user/"];

export const TEAM_SUSPENDED_MESSAGE =
  "Your team is suspended, so changes are paused. You can still sign in and see your team's data; contact support to have it reactivated.";

/** Whether `request` is a change the suspended-team rule applies to. */
export function isGuardedWrite(request: Pick<FastifyRequest, "method" | "url">): boolean {
  if (!WRITE_METHODS.has(request.method)) return false;
  const path = request.url.split("?")[0];
  return path.startsWith("/api/") && !OPEN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Throws 403 TEAM_SUSPENDED when `request` is a change and `actor`'s team is suspended. */
function assertTeamWritable(request: FastifyRequest, actor: Actor | null): void {
  if (!isGuardedWrite(request)) return;
  if (actor?.team?.status === "suspended") throw new AppError("TEAM_SUSPENDED", TEAM_SUSPENDED_MESSAGE);
}

export const teamWriteGuard = fp(async (app: FastifyInstance) => {
  app.addHook("preHandler", async (request) => {
    if (!isGuardedWrite(request) || !request.headers.cookie) return;
    let actor = await request.findActor();
    // A remembered actor's suspension may be over already: refuse only on the team as it is now. An
    // active one is re-checked by the write itself, and confirmed (with this check) if it changed.
    if (actor?.remembered && actor.team?.status === "suspended") actor = await request.confirmActor();
    assertTeamWritable(request, actor);
  });
  app.addActorCheck(assertTeamWritable);
});
