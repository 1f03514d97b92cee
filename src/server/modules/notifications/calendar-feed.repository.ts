/** SQL of calendar feeds (the notifications module owns calendar_feeds); scoped by team except the token lookup. */
import { and, eq } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { calendarFeeds } from "#db/schema/index.ts";

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function findFeed(tx: Executor, teamId: string, userId: string): Promise<CalendarFeedRow | null> {
  const [row] = await tx
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.teamId, teamId), eq(calendarFeeds.userId, userId)));
  return row ?? null;
}

/**
 * The feed with this token hash. Not scoped by team: the token is what names the user (calendar
 * apps fetch the feed without a session), as an invitation code names its team.
 */
export async function findFeedByHash(tx: Executor, tokenHash: string): Promise<CalendarFeedRow | null> {
  const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/** Gives the user a feed with this token hash, replacing any earlier one (whose URL then stops working). */
export async function saveFeed(tx: Executor, teamId: string, userId: string, tokenHash: string, at: Date) {
  const [row] = await tx
    .insert(calendarFeeds)
    .values({ userId, teamId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { teamId, tokenHash, createdAt: at } })
    .returning();
  return row;
}

/** Removes the user's feed; returns whether there was one. */
export async function deleteFeed(tx: Executor, teamId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.teamId, teamId), eq(calendarFeeds.userId, userId)))
    .returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}
