/**
 * Committed events for after-commit subscribers (docs/architecture.md "Events and subscribers":
 * real time), read in order without ever skipping one.
 *
 * Why the cursor is (tx_id, seq) and not seq alone: seq is taken when a transaction inserts its event,
 * not when it commits, so a later seq can commit first; a reader that moved its cursor past it would
 * never see the earlier one. Reading only events whose `tx_id < pg_snapshot_xmin(pg_current_snapshot())`
 * (transactions that can no longer commit: every transaction below the oldest running one has
 * ended) and ordering by (tx_id, seq) means nothing can later appear behind the cursor.
 *
 * The feed wakes on NOTIFY (recordChange notifies on EVENTS_CHANNEL at commit), reads again shortly
 * while a committed event waits behind an older open transaction, and also polls, which catches events
 * whose NOTIFY came while the listener was reconnecting.
 */
import { and, asc, desc, eq, getTableColumns, inArray, lt, sql } from "drizzle-orm";
import type { DatabaseHandle, Executor } from "#db/client.ts";
import { perHandle } from "#db/per-handle.ts";
import { events } from "#db/schema/index.ts";
import { redactLogValue } from "./log-redaction.ts";
import { EVENTS_CHANNEL } from "./record-change.ts";

export type FeedEvent = typeof events.$inferSelect;

/** A position in the feed: the last event read. */
export interface EventCursor {
  txId: string;
  seq: number;
}

/** Before every event. */
export const FEED_START: EventCursor = { txId: "0", seq: 0 };

const settled = sql`${events.txId} < pg_snapshot_xmin(pg_current_snapshot())`;

/**
 * Reads committed events after the cursor, settled or not, each with its `settled` flag: the settled
 * ones come first in (tx_id, seq) order, and an unsettled one behind them tells the feed to look again
 * soon rather than wait for the next NOTIFY, which may never come if the transaction holding xmin back
 * writes no event.
 */
function prepareFeedRead(db: Executor, byTeam: boolean) {
  const cursorAfter = sql`(${events.txId}, ${events.seq}) > (${sql.placeholder("txId")}::xid8, ${sql.placeholder("seq")}::bigint)`;
  return db
    .select({ ...getTableColumns(events), settled: sql<boolean>`${settled}` })
    .from(events)
    .where(and(cursorAfter, byTeam ? eq(events.teamId, sql.placeholder("teamId")) : undefined))
    .orderBy(asc(events.txId), asc(events.seq))
    .limit(sql.placeholder("limit"))
    .prepare(byTeam ? "officely_feed_team" : "officely_feed_all");
}

/** Each handle's two prepared reads (every team's, one team's): built and planned once, not per wake. */
const feedReadAll = perHandle((db: Executor) => prepareFeedRead(db, false));
const feedReadTeam = perHandle((db: Executor) => prepareFeedRead(db, true));

/**
 * Committed events after `cursor`, oldest first, at most `limit`; `teamId` null reads every team's
 * (and platform) events. Move the cursor to the last event returned (`cursorOf`). A prepared
 * statement, since every commit wakes this read.
 */
export async function readEventsAfter(
  db: Executor,
  teamId: string | null,
  cursor: EventCursor,
  limit = 100,
): Promise<FeedEvent[]> {
  return (await readFeedAfter(db, teamId, cursor, limit)).events;
}

/**
 * As `readEventsAfter`, and `pending`: whether a committed event after those waits for an older
 * transaction to end (so a later read will find it).
 */
async function readFeedAfter(
  db: Executor,
  teamId: string | null,
  cursor: EventCursor,
  limit: number,
): Promise<{ events: FeedEvent[]; pending: boolean }> {
  const values = { txId: cursor.txId, seq: cursor.seq, limit };
  const rows =
    teamId === null ? await feedReadAll(db).execute(values) : await feedReadTeam(db).execute({ ...values, teamId });
  const ready: FeedEvent[] = [];
  for (const { settled: isSettled, ...event } of rows) {
    if (!isSettled) return { events: ready, pending: true };
    ready.push(event);
  }
  return { events: ready, pending: false };
}

export const cursorOf = (event: FeedEvent): EventCursor => ({ txId: event.txId, seq: event.seq });

/** The cursor after the newest settled event: a feed started here sees only what happens next. */
export async function feedTail(db: Executor): Promise<EventCursor> {
  const [last] = await db.select().from(events).where(settled).orderBy(desc(events.txId), desc(events.seq)).limit(1);
  return last ? cursorOf(last) : FEED_START;
}

/**
 * How long a wake waits before the feed reads, gathering the commits that come meanwhile: a delay
 * in real time nobody sees (an update reaches other screens within a frame or two) that caps the
 * reads at one per span however many bookings commit (bench/README.md "Real time").
 */
const FEED_GATHER_MS = 10;

/**
 * How soon the feed reads again when a committed event waits behind an older open transaction: such
 * transactions usually end within milliseconds, and the one holding it back may never NOTIFY.
 */
const FEED_PENDING_MS = 100;

/** How long events are kept for sockets catching up; one further behind is told to resync. */
export const EVENTS_KEEP_DAYS = 7;

/**
 * Deletes events recorded before `before`, `batch` rows per statement (short locks, however many
 * are due); returns how many went. Safe to run on several instances at once. A socket resuming from
 * a deleted seq gets `resync` (realtime-connection.ts) and refetches; a running feed's cursor is a
 * position, not a row, so it reads on unaffected.
 */
export async function pruneEvents(db: Executor, before: Date, batch = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const due = db.select({ seq: events.seq }).from(events).where(lt(events.createdAt, before)).limit(batch);
    const gone = await db.delete(events).where(inArray(events.seq, due)).returning({ seq: events.seq });
    total += gone.length;
    if (gone.length < batch) return total;
  }
}

/**
 * Deletes every event of `teamId` (a super admin deleted the team: its payloads name its members and
 * bookings, and nobody is left to catch up on them); returns how many went. A subscriber that had not
 * read them yet skips them, so no mail or notification is made about a deleted team afterwards.
 * Decision 0017.
 */
export async function deleteTeamEvents(tx: Executor, teamId: string): Promise<number> {
  const gone = await tx.delete(events).where(eq(events.teamId, teamId)).returning({ seq: events.seq });
  return gone.length;
}

/** Reacts to one committed event; errors are logged (redacted: lib/log-redaction.ts) and do not stop the feed. */
export interface AfterCommitSubscriber {
  name: string;
  handle(event: FeedEvent): Promise<void> | void;
}

export interface EventFeed {
  /** Starts listening and polling from `from` (default: the current tail). */
  start(from?: EventCursor): Promise<void>;
  /** Reads and dispatches whatever is new now; resolves when this round is done. */
  wake(): Promise<void>;
  cursor(): EventCursor;
  stop(): Promise<void>;
}

export function createEventFeed(deps: {
  database: DatabaseHandle;
  subscribers: readonly AfterCommitSubscriber[];
  /** Poll interval in milliseconds (default 5 000); NOTIFY wakes it sooner. */
  pollMs?: number;
  log?: { warn: (o: object, m: string) => void };
}): EventFeed {
  const { database, subscribers } = deps;
  let cursor = FEED_START;
  let unlisten: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let retry: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function dispatch(event: FeedEvent): Promise<void> {
    for (const subscriber of subscribers) {
      try {
        await subscriber.handle(event);
      } catch (error) {
        deps.log?.warn(
          { err: redactLogValue(error), subscriber: subscriber.name, seq: event.seq },
          "event subscriber failed",
        );
      }
    }
  }

  async function drain(): Promise<void> {
    let pending = false;
    do {
      again = false;
      for (;;) {
        const batch = await readFeedAfter(database.db, null, cursor, 100);
        for (const event of batch.events) {
          if (stopped) return;
          await dispatch(event);
          cursor = cursorOf(event);
        }
        pending = batch.pending;
        if (pending || batch.events.length < 100) break;
      }
    } while (again && !stopped);
    if (pending && !stopped && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void wake();
      }, FEED_PENDING_MS);
      retry.unref();
    }
  }

  /**
   * One reader at a time; a wake during a round runs one more round after it. A round starts
   * FEED_GATHER_MS after the wake that opens it, so the commits of that span are read by one
   * statement, not one each: under a steady stream of commits the feed would otherwise send about
   * as many reads as there were commits, a statement per booking beside the booking's own.
   */
  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (round) {
      again = true;
      return round;
    }
    round = new Promise<void>((resolve) => setTimeout(resolve, FEED_GATHER_MS))
      .then(drain)
      .catch((error) => deps.log?.warn({ err: redactLogValue(error) }, "event feed read failed"))
      .finally(() => {
        round = null;
      });
    return round;
  }

  return {
    async start(from) {
      stopped = false;
      cursor = from ?? (await feedTail(database.db));
      unlisten = await database.listen(EVENTS_CHANNEL, () => void wake());
      timer = setInterval(() => void wake(), deps.pollMs ?? 5_000);
      timer.unref();
      await wake();
    },
    wake,
    cursor: () => cursor,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (retry) clearTimeout(retry);
      timer = null;
      retry = null;
      await unlisten?.();
      unlisten = null;
      await round;
    },
  };
}
