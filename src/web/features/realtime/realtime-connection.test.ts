/**
 * The client connection's rules with a fake socket and a fake scheduler: the spec's states, 5
 * reconnects 2, 4, 8, 16, 30 s apart then 'Max reconnection attempts reached' and Reconnect;
 * resuming after the last seq; a refetch when there is nothing to resume from; no reconnect after a
 * server sign-out; invalid messages reported with the spec's text; the refresh and toast rules.
 */
import { describe, expect, it, vi } from "vitest";
import { controlMessageOf } from "#shared/realtime-protocol.ts";
import type { RealtimeChangeMessage } from "#shared/schemas/realtime.ts";
import { realtimeServerMessageSchema } from "#shared/schemas/realtime.ts";
import { readerIn } from "#web/test/catalogue-reader.ts";
import { createRealtimeConnection, type SocketLike } from "./realtime-connection.ts";
import { reconnectDelayMs, resourcesFor, toastFor as toastIn } from "./realtime-rules.ts";
import { createRealtimeStore } from "./realtime-store.ts";

/** The toasts as an English reader gets them, from the catalogue "common". */
const english = readerIn("en", "common");
const toastFor = (message: RealtimeChangeMessage, currentUserId: string | null) =>
  toastIn(message, currentUserId, english);

/** What use-realtime.ts passes: the shared schema's safeParse. */
const parse = (data: unknown) => {
  const parsed = realtimeServerMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

/** A socket the test drives: open, receive, fail, close. */
class FakeSocket implements SocketLike {
  onopen: SocketLike["onopen"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onerror: SocketLike["onerror"] = null;
  onclose: SocketLike["onclose"] = null;
  readonly url: string;
  readonly sent: string[] = [];
  constructor(url: string) {
    this.url = url;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.emit("onclose", { code });
  }
  open() {
    this.emit("onopen", {});
  }
  receive(message: unknown) {
    this.emit("onmessage", { data: typeof message === "string" ? message : JSON.stringify(message) });
  }
  error() {
    this.emit("onerror", {});
  }
  fail() {
    this.error();
    this.close(1006);
  }
  private emit(handler: "onopen" | "onmessage" | "onerror" | "onclose", event: object) {
    (this[handler] as ((event: never) => void) | null)?.call(this, event as never);
  }
}

const booking = (seq: number, actorId = "someone-else", type = "booking:created"): RealtimeChangeMessage =>
  ({
    type,
    seq,
    teamId: "t1",
    action: type === "booking:created" ? "booking.created" : "booking.cancelled",
    subjectType: "booking",
    subjectId: `b${seq}`,
    actorId,
    at: "2026-11-23T10:00:00.000Z",
    payload: {
      officeId: "o1",
      userId: actorId,
      type: type === "booking:created" ? "created" : "deleted",
      booking: { officeName: "Focus Room" },
    },
  }) as RealtimeChangeMessage;

function setup(
  parseFrame: Parameters<typeof createRealtimeConnection>[0]["parse"] = parse,
  onChange: (m: RealtimeChangeMessage) => void = () => undefined,
) {
  const store = createRealtimeStore();
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const changes: RealtimeChangeMessage[] = [];
  /** Changes and resyncs in the order the connection passed them on. */
  const log: string[] = [];
  const pings = new Set<() => void>();
  let resyncs = 0;
  let signedOut = 0;
  const connection = createRealtimeConnection({
    parse: parseFrame,
    store,
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    url: (since) => (since === null ? "/ws" : `/ws?since=${since}`),
    onChange: (m) => {
      log.push(`change ${m.seq}`);
      onChange(m);
      changes.push(m);
    },
    onResync: () => {
      log.push("resync");
      resyncs++;
    },
    onSignedOut: () => void signedOut++,
    schedule: (run, ms) => timers.push({ run, ms }),
    cancel: () => {},
    every: (run) => {
      pings.add(run);
      return () => pings.delete(run);
    },
  });
  const fire = () => timers.shift()?.run();
  const ping = () => {
    for (const run of pings) run();
  };
  return {
    store,
    sockets,
    timers,
    changes,
    log,
    connection,
    fire,
    ping,
    pings,
    resyncs: () => resyncs,
    signedOut: () => signedOut,
  };
}

describe("real-time connection", () => {
  it("goes connecting → connected, passes changes on, and resumes after the last seq on reconnect", () => {
    const s = setup();
    s.connection.start();
    expect(s.store.get().status).toBe("connecting");
    s.sockets[0].open();
    expect(s.store.get().status).toBe("connected");
    s.sockets[0].receive({ type: "connected", userId: "u1", teamId: "t1" });
    s.sockets[0].receive({ type: "synced", seq: 10 });
    s.sockets[0].receive(booking(12));
    expect(s.changes.map((m) => m.seq)).toEqual([12]);

    s.sockets[0].fail();
    expect(s.store.get()).toMatchObject({ status: "error", attempt: 1 });
    expect(s.timers[0].ms).toBe(2000);
    s.fire();
    expect(s.sockets[1].url).toBe("/ws?since=12");
    s.sockets[1].open();
    expect(s.store.get()).toMatchObject({ status: "connected", attempt: 0, error: null });
    expect(s.resyncs()).toBe(0);
  });

  it("pings while open, and stops pinging once closed", () => {
    const s = setup();
    s.connection.start();
    s.sockets[0].open();
    s.ping();
    expect(s.sockets[0].sent).toEqual(['{"type":"ping"}']);
    s.sockets[0].close(1006);
    expect(s.pings.size).toBe(0);
  });

  it("reconnects 5 times, 2, 4, 8, 16 and 30 s apart, then gives up until Reconnect", () => {
    const s = setup();
    s.connection.start();
    s.sockets[0].fail();
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      delays.push(s.timers[0].ms);
      s.fire();
      s.sockets[s.sockets.length - 1].fail();
    }
    expect(delays).toEqual([2000, 4000, 8000, 16000, 30000]);
    expect(s.timers).toEqual([]);
    expect(s.store.get()).toMatchObject({ status: "error", error: "Max reconnection attempts reached", gaveUp: true });
    expect(s.sockets).toHaveLength(6);

    s.connection.reconnect();
    expect(s.sockets).toHaveLength(7);
    s.sockets[6].open();
    expect(s.store.get()).toMatchObject({ status: "connected", gaveUp: false, attempt: 0 });
  });

  it("says 'Failed to establish WebSocket connection' before a first open and the other error after", () => {
    const s = setup();
    s.connection.start();
    s.sockets[0].error();
    expect(s.store.get().error).toBe("Failed to establish WebSocket connection");
    s.sockets[0].open();
    s.sockets[0].error();
    expect(s.store.get().error).toBe("WebSocket connection error occurred");
  });

  it("refetches when it reconnects with nothing to resume from, or when the server says resync", () => {
    const s = setup();
    s.connection.start();
    s.sockets[0].open();
    s.sockets[0].close(1006);
    s.fire();
    expect(s.sockets[1].url).toBe("/ws");
    s.sockets[1].open();
    expect(s.resyncs()).toBe(1);
    s.sockets[1].receive({ type: "resync" });
    expect(s.resyncs()).toBe(2);
  });

  it("reports a malformed message with the spec's text and stays connected", () => {
    const s = setup();
    s.connection.start();
    s.sockets[0].open();
    s.sockets[0].receive("not json");
    s.sockets[0].receive({ type: "booking:created", seq: "x" });
    expect(s.store.get()).toMatchObject({ status: "connected", error: "Invalid message format received" });
    expect(s.changes).toEqual([]);
  });

  /** A parse as use-realtime.ts's: control messages at once, a change once `schemaLoaded` settles. */
  const lazyParse =
    (schemaLoaded: Promise<void>): Parameters<typeof setup>[0] =>
    (data) =>
      controlMessageOf(data) ?? schemaLoaded.then(() => parse(data));

  function deferred() {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  }

  it("applies messages in the order they came while a change waits for its schema", async () => {
    const schema = deferred();
    const s = setup(lazyParse(schema.promise));
    s.connection.start();
    s.sockets[0].open();
    s.sockets[0].receive({ type: "synced", seq: 10 });
    s.sockets[0].receive(booking(11));
    s.sockets[0].receive({ type: "resync" });
    s.sockets[0].receive(booking(12));
    // The resync waits its turn behind the change before it.
    expect(s.log).toEqual([]);
    schema.resolve();
    await vi.waitFor(() => expect(s.log).toEqual(["change 11", "resync", "change 12"]));
  });

  it("resumes after a change that arrived, even one still waiting for its schema", () => {
    const s = setup(lazyParse(new Promise(() => undefined)));
    s.connection.start();
    s.sockets[0].open();
    s.sockets[0].receive({ type: "synced", seq: 10 });
    s.sockets[0].receive(booking(11));
    s.sockets[0].fail();
    s.fire();
    // The server is not asked for 11 again: it arrived, and will be applied.
    expect(s.sockets[1].url).toBe("/ws?since=11");
  });

  it("goes on with the next messages when one fails, and applies none after stop", async () => {
    const s = setup(lazyParse(Promise.resolve()), (m) => {
      if (m.seq === 11) throw new Error("a refresh failed");
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    s.connection.start();
    s.sockets[0].open();
    s.sockets[0].receive(booking(11));
    s.sockets[0].receive(booking(12));
    await vi.waitFor(() => expect(s.log).toEqual(["change 11", "change 12"]));
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();

    const schema = deferred();
    const t = setup(lazyParse(schema.promise));
    t.connection.start();
    t.sockets[0].open();
    t.sockets[0].receive(booking(20));
    t.connection.stop();
    schema.resolve();
    await schema.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.log).toEqual([]);
  });

  it("does not reconnect after a server sign-out (4001) or after stop", () => {
    const s = setup();
    s.connection.start();
    s.sockets[0].open();
    s.sockets[0].close(4001);
    expect(s.signedOut()).toBe(1);
    expect(s.timers).toEqual([]);
    expect(s.store.get().status).toBe("disconnected");

    const t = setup();
    t.connection.start();
    t.sockets[0].open();
    t.connection.stop();
    expect(t.timers).toEqual([]);
    expect(t.store.get().status).toBe("disconnected");
  });
});

describe("real-time rules", () => {
  it("caps the delay at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("refreshes bookings, offices (availability) and the dashboard on a booking; its own resource for new subjects", () => {
    expect(resourcesFor({ subjectType: "booking", teamId: "t1" })).toEqual(
      expect.arrayContaining(["bookings", "offices", "dashboard"]),
    );
    expect(resourcesFor({ subjectType: "series", teamId: "t1" })).toEqual(["series", "series", "dashboard"]);
    expect(resourcesFor({ subjectType: "notification", teamId: "t1" })).toEqual([
      "notification",
      "notifications",
      "dashboard",
    ]);
    expect(resourcesFor({ subjectType: "user", teamId: null })).toEqual(["platform"]);
  });

  it("toasts others' bookings and cancellations in the spec's words, never one's own", () => {
    expect(toastFor(booking(1), "me")).toEqual({
      title: "New booking",
      description: "Office Focus Room has a new booking",
    });
    expect(toastFor(booking(2, "x", "booking:deleted"), "me")).toEqual({
      title: "Booking cancelled",
      description: "A booking for Focus Room was cancelled",
    });
    expect(toastFor(booking(3, "me"), "me")).toBeNull();
  });

  it("a no-show release tells its booker their booking was released, and teammates the office is free", () => {
    const released = {
      ...booking(4, "x", "booking:deleted"),
      action: "booking.released",
      actorId: null,
      payload: { officeId: "o1", userId: "ada", type: "deleted", booking: { officeName: "Focus Room" } },
    } as RealtimeChangeMessage;
    expect(toastFor(released, "ada")).toEqual({
      title: "Booking released",
      description: "Your booking of Focus Room was released: nobody checked in in time",
    });
    expect(toastFor(released, "max")).toEqual({
      title: "Booking released",
      description: "Focus Room was released: nobody checked in",
    });
  });
});
