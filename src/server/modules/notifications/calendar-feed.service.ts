/**
 * Private calendar feeds: a user makes (or remakes) a secret URL to subscribe to their
 * upcoming bookings in a calendar app, and can revoke it. The token is 32 random bytes shown once;
 * only its SHA-256 is stored, so a leaked database does not leak feeds. The feed itself is read
 * without a session (calendar apps have none): the token is the credential, an unknown or revoked
 * one is 404.
 */
import { createHash, randomBytes } from "node:crypto";
import { type Actor, requireTeam } from "#server/lib/actor.ts";
import { notFound } from "#server/lib/app-error.ts";
import { recipientLanguage, translate } from "#server/lib/messages.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { presentBooking } from "#server/modules/bookings/booking-presenter.ts";
import * as bookingsRepo from "#server/modules/bookings/bookings.repository.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";
import type { CalendarFeedCreated, CalendarFeedStatus } from "#shared/schemas/notification.ts";
import * as repo from "./calendar-feed.repository.ts";
import { bookingsCalendar } from "./calendar-ics.ts";

/** Most bookings one feed lists (soonest first). */
const FEED_BOOKINGS_MAX = 500;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createCalendarFeedService(deps: ServiceDeps & { appUrl: string; productName: string }) {
  const { db, record, now } = deps;

  async function recordFeed(actor: Actor, teamId: string, action: string, tx: Parameters<typeof record>[0]) {
    // No token in the audit: it is a credential.
    await record(tx, { teamId, actorId: actor.id, action, targetType: "user", targetId: actor.id, ip: actor.ip });
  }

  return {
    /** GET /api/user/calendar-feed. */
    async status(actor: Actor): Promise<CalendarFeedStatus> {
      const team = requireTeam(actor);
      const row = await repo.findFeed(db, team.id, actor.id);
      return { active: row !== null, createdAt: row?.createdAt.toISOString() ?? null };
    },

    /** POST /api/user/calendar-feed: a new URL; any earlier one stops working. */
    async regenerate(actor: Actor): Promise<CalendarFeedCreated> {
      const team = requireTeam(actor);
      const token = randomBytes(32).toString("base64url");
      const row = await db.transaction(async (tx) => {
        const saved = await repo.saveFeed(tx, team.id, actor.id, hashToken(token), now());
        await recordFeed(actor, team.id, "calendar_feed.created", tx);
        return saved;
      });
      return {
        url: new URL(`/api/calendar/${token}.ics`, deps.appUrl).toString(),
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** DELETE /api/user/calendar-feed: the URL stops working; 404 when there was none. */
    async revoke(actor: Actor): Promise<void> {
      const team = requireTeam(actor);
      await db.transaction(async (tx) => {
        if (!(await repo.deleteFeed(tx, team.id, actor.id))) throw notFound("Calendar feed");
        await recordFeed(actor, team.id, "calendar_feed.revoked", tx);
      });
    },

    /**
     * GET /api/calendar/{token}.ics: the owner's upcoming bookings as iCalendar text, the calendar
     * named in the owner's language (their choice, else their team's); 404 for an unknown token.
     */
    async feed(token: string): Promise<string> {
      const row = await repo.findFeedByHash(db, hashToken(token));
      const owner = row ? await userRepo.findMember(db, row.teamId, row.userId) : null;
      if (!row || !owner) throw notFound("Calendar feed");
      const at = now();
      const bookings = await bookingsRepo.listUpcoming(db, row.teamId, row.userId, at, FEED_BOOKINGS_MAX);
      const team = await teamRepo.findTeam(db, row.teamId);
      const language = recipientLanguage(await userRepo.findChosenLanguage(db, owner.id), team?.language);
      return bookingsCalendar({
        name: translate(language, "email.calendar.name", { productName: deps.productName }),
        productName: deps.productName,
        appUrl: deps.appUrl,
        bookings: bookings.map(presentBooking),
        now: at,
      });
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
