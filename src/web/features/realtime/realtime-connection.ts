/**
 * One browser's connection to /ws: connects, parses every message with the shared schema, remembers
 * the last event seq, and after an unexpected close reconnects up to 5 times (2^n s apart, at most
 * 30 s) asking to resume after that seq, so nothing is missed silently; with no seq to resume from
 * it asks the app to refetch. A close for sign-out (4001) never reconnects. Spec sections 4, 7, 8.
 */
import { REALTIME_CLOSE, REALTIME_ERRORS } from "#shared/realtime-protocol.ts";
import type { RealtimeChangeMessage, RealtimeServerMessage } from "#shared/schemas/realtime.ts";
import { MAX_RECONNECT_ATTEMPTS, reconnectDelayMs } from "./realtime-rules.ts";
import type { RealtimeStore } from "./realtime-store.ts";

/** The part of the browser's WebSocket the connection uses (tests pass a fake). */
export type SocketLike = Pick<WebSocket, "onopen" | "onmessage" | "onerror" | "onclose" | "close" | "send">;

/** A ping this often keeps proxies (nginx's 60 s idle default) from cutting a quiet socket. */
const PING_MS = 25_000;

export interface RealtimeConnectionDeps {
  store: RealtimeStore;
  /** Opens a socket to `url`. */
  open(url: string): SocketLike;
  /** The /ws URL, resuming after `since` when given. */
  url(since: number | null): string;
  /**
   * A decoded frame as a server message (the shared zod schema's safeParse), or null when it is not
   * one; a promise of it while the schema loads. Passed in so the shell loads zod only when a change
   * message needs it (use-realtime.ts). Messages are applied in the order they came, whatever waits.
   */
  parse(data: unknown): RealtimeServerMessage | null | Promise<RealtimeServerMessage | null>;
  onChange(message: RealtimeChangeMessage): void;
  /** Something may have been missed: refetch everything. */
  onResync(): void;
  /** The server ended the session. */
  onSignedOut(): void;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
  /** Repeats `run` every `ms` until the returned function is called (tests pass a fake). */
  every?: (run: () => void, ms: number) => () => void;
}

export interface RealtimeConnection {
  start(): void;
  /** The Reconnect action: starts over with a fresh attempt count. */
  reconnect(): void;
  stop(): void;
}

export function createRealtimeConnection(deps: RealtimeConnectionDeps): RealtimeConnection {
  const { store } = deps;
  const schedule = deps.schedule ?? ((run, ms) => setTimeout(run, ms));
  const cancel = deps.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const every =
    deps.every ??
    ((run, ms) => {
      const handle = setInterval(run, ms);
      return () => clearInterval(handle);
    });
  let socket: SocketLike | null = null;
  let stopPing: (() => void) | null = null;
  let timer: unknown = null;
  let lastSeq: number | null = null;
  let stopped = true;
  /** Whether a socket was ever open: a later one may have missed events. */
  let hadConnection = false;

  function connect(): void {
    store.set({ status: "connecting" });
    let opened = false;
    let current: SocketLike;
    try {
      current = deps.open(deps.url(lastSeq));
    } catch {
      store.set({ status: "error", error: REALTIME_ERRORS.connectFailed });
      retry();
      return;
    }
    socket = current;
    current.onopen = () => {
      opened = true;
      store.set({ status: "connected", error: null, attempt: 0, gaveUp: false });
      // Nothing to resume from after a break: refetch rather than miss something silently.
      if (hadConnection && lastSeq === null) deps.onResync();
      hadConnection = true;
      stopPing?.();
      stopPing = every(() => current.send('{"type":"ping"}'), PING_MS);
    };
    current.onmessage = (event) => handle(event.data);
    current.onerror = () => {
      store.set({ status: "error", error: opened ? REALTIME_ERRORS.connectionError : REALTIME_ERRORS.connectFailed });
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      stopPing?.();
      stopPing = null;
      if (stopped) return;
      if (event.code === REALTIME_CLOSE.signedOut) {
        store.set({ status: "disconnected" });
        stopped = true;
        deps.onSignedOut();
        return;
      }
      if (store.get().status !== "error") store.set({ status: "disconnected" });
      retry();
    };
  }

  /** The last message still being parsed, if any: later ones wait for it, so they apply in order. */
  let inLine: Promise<void> | null = null;

  function handle(data: unknown): void {
    let decoded: unknown;
    try {
      decoded = JSON.parse(String(data));
    } catch {
      decoded = undefined;
    }
    // Resume after what arrived, applied yet or not: a reconnect while a change waits for its
    // schema must not have the server send it again.
    const seq = (decoded as { seq?: unknown } | null)?.seq;
    if (Number.isSafeInteger(seq) && (lastSeq === null || (seq as number) > lastSeq)) lastSeq = seq as number;
    const parseAndApply = (): void | Promise<void> => {
      const parsed = decoded === undefined ? null : deps.parse(decoded);
      if (!(parsed instanceof Promise)) return apply(parsed);
      return parsed.catch(() => null).then(apply);
    };
    // Never rejects: a failure of what one message sets off must not hold up the ones after it.
    const run = (): void | Promise<void> => {
      try {
        const result = parseAndApply();
        return result instanceof Promise ? result.catch((error: unknown) => console.error(error)) : result;
      } catch (error) {
        console.error(error);
      }
    };
    const next = inLine ? inLine.then(run) : run();
    if (!(next instanceof Promise)) return;
    inLine = next;
    void next.then(() => {
      if (inLine === next) inLine = null;
    });
  }

  function apply(message: RealtimeServerMessage | null): void {
    // Parsed after the connection was stopped (its schema was still loading): nobody to tell.
    if (stopped) return;
    if (!message) {
      store.set({ error: REALTIME_ERRORS.invalidMessage });
      return;
    }
    if (message.type === "resync") {
      deps.onResync();
      return;
    }
    if (message.type === "synced") return;
    if ("seq" in message) deps.onChange(message);
  }

  function retry(): void {
    const attempt = store.get().attempt + 1;
    if (attempt > MAX_RECONNECT_ATTEMPTS) {
      store.set({ status: "error", error: REALTIME_ERRORS.maxAttempts, gaveUp: true });
      return;
    }
    store.set({ attempt });
    timer = schedule(() => {
      timer = null;
      if (!stopped) connect();
    }, reconnectDelayMs(attempt));
  }

  function closeSocket(): void {
    stopPing?.();
    stopPing = null;
    if (timer !== null) cancel(timer);
    timer = null;
    const current = socket;
    socket = null;
    current?.close(1000, "Closed by the app");
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      connect();
    },
    reconnect() {
      closeSocket();
      stopped = false;
      store.set({ attempt: 0, gaveUp: false, error: null });
      connect();
    },
    stop() {
      stopped = true;
      closeSocket();
      store.set({ status: "disconnected" });
    },
  };
}
