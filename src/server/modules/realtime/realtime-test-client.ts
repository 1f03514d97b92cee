/**
 * A real WebSocket client for the real-time tests and the bench: opens /ws with a session cookie and
 * an Origin as a browser would, records every message, and waits for messages or the close.
 */
import WebSocket from "ws";
import { type RealtimeServerMessage, realtimeServerMessageSchema } from "#shared/schemas/realtime.ts";

export interface TestSocket {
  ws: WebSocket;
  /** Every message received so far, parsed with the shared schema (a mismatch throws). */
  messages: RealtimeServerMessage[];
  /** Resolves with the first message (from the start) that `predicate` accepts. */
  waitFor(predicate: (message: RealtimeServerMessage) => boolean, ms?: number): Promise<RealtimeServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** The HTTP status a refused upgrade was answered with. */
export class UpgradeRefused extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`upgrade refused with ${status}`);
    this.status = status;
  }
}

/** Opens `${base}/ws` (http base URL); rejects with UpgradeRefused when the server answers HTTP. */
export function openSocket(
  base: string,
  options: { cookie?: string; origin?: string | null; since?: number | string; onMessage?: (at: number) => void } = {},
): Promise<TestSocket> {
  const url = new URL("/ws", base.replace(/^http/, "ws"));
  if (options.since !== undefined) url.searchParams.set("since", String(options.since));
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? base : options.origin;
  if (origin) headers.origin = origin;
  const ws = new WebSocket(url, { headers });
  const messages: RealtimeServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on("message", (data) => {
    options.onMessage?.(performance.now());
    messages.push(realtimeServerMessageSchema.parse(JSON.parse(String(data))));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((done) =>
    ws.on("close", (code, reason) => {
      done({ code, reason: String(reason) });
      for (const wake of waiters) wake();
    }),
  );
  const socket: TestSocket = {
    ws,
    messages,
    waitFor(predicate, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (found) {
            cleanup();
            resolve(found);
          } else if (ws.readyState === WebSocket.CLOSED) {
            cleanup();
            reject(new Error(`socket closed while waiting; got ${JSON.stringify(messages.map((m) => m.type))}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no such message after ${ms} ms; got ${JSON.stringify(messages.map((m) => m.type))}`));
        }, ms);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    closed,
    async close() {
      if (ws.readyState !== WebSocket.CLOSED) ws.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(socket));
    ws.once("unexpected-response", (_request, response) => {
      reject(new UpgradeRefused(response.statusCode ?? 0));
      ws.terminate();
    });
    ws.once("error", reject);
  });
}

/** The status a refused upgrade got, or 101 when the socket opened (and is closed again). */
export async function upgradeStatus(base: string, options: Parameters<typeof openSocket>[1]): Promise<number> {
  try {
    const socket = await openSocket(base, options);
    await socket.close();
    return 101;
  } catch (error) {
    if (error instanceof UpgradeRefused) return error.status;
    throw error;
  }
}
