/**
 * LISTEN/NOTIFY for both databases, behind DatabaseHandle.listen/notify (src/db/client.ts).
 * PostgreSQL: one dedicated pg.Client per handle carries every LISTEN (a pooled connection would drop
 * them when returned); when it drops it reconnects with backoff and re-LISTENs, and its errors are
 * caught so a lost connection never crashes the process. Notifications sent while it was away are
 * lost, so readers that must not miss anything also poll (src/server/lib/event-feed.ts).
 * PGlite: its own `listen`/`unlisten` on its single connection.
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type NotifyHandler = (payload: string) => void;
/** Stops one subscription; idempotent. */
export type Unlisten = () => Promise<void>;

export interface Notifier {
  listen(channel: string, onPayload: NotifyHandler): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Runs a handler, so a throwing subscriber cannot break delivery to the others or crash the client. */
function deliver(handler: NotifyHandler, payload: string): void {
  try {
    handler(payload);
  } catch {
    // A subscriber's own failure; the subscriber logs its errors.
  }
}

/** LISTEN/NOTIFY over PGlite's single connection. */
export function pgliteNotifier(client: PGlite): Notifier {
  return {
    async listen(channel, onPayload) {
      const handler = (payload: string) => deliver(onPayload, payload);
      const stop = await client.listen(channel, handler);
      let stopped = false;
      return async () => {
        if (stopped || client.closed) return;
        stopped = true;
        await stop();
      };
    },
    async notify(channel, payload) {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {},
  };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * LISTEN/NOTIFY over PostgreSQL: `notify` goes through the pool; `listen` shares one dedicated client
 * that is opened on the first listen and re-opened (1 s, 2 s, ... up to 30 s apart) if it drops.
 */
export function postgresNotifier(url: string, pool: pg.Pool): Notifier {
  const handlers = new Map<string, Set<NotifyHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = 1_000;
  let closed = false;

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => scheduleReconnect());
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  function drop(lost: pg.Client): void {
    if (client !== lost) return;
    client = null;
    lost.end().catch(() => {});
    scheduleReconnect();
  }

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on("error", () => drop(next));
    next.on("end", () => drop(next));
    next.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) deliver(handler, message.payload ?? "");
    });
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      throw new Error("The database handle is closed.");
    }
    client = next;
    retryMs = 1_000;
    return next;
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel, onPayload) {
      let set = handlers.get(channel);
      const isNewChannel = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onPayload);
      try {
        const wasConnected = client !== null;
        const active = await connect();
        // A fresh connection already ran LISTEN for every channel, this one included.
        if (isNewChannel && wasConnected) await active.query(`listen ${quoteIdent(channel)}`);
      } catch {
        // Unreachable now: the reconnect loop LISTENs once the database is back.
        scheduleReconnect();
      }
      let stopped = false;
      return async () => {
        if (stopped) return;
        stopped = true;
        set.delete(onPayload);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`unlisten ${quoteIdent(channel)}`).catch(() => {});
      };
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      handlers.clear();
      const current = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
