/**
 * Webhooks (docs/product.md "Webhooks") against a real HTTP receiver on loopback that verifies each
 * request with the standardwebhooks library: a team admin subscribes an endpoint; the team's
 * bookings arrive signed, in order, with the same id on a retry; a failing endpoint is retried and
 * logged; redelivery and a test delivery; bad URLs refused; nothing reaches another team's endpoint.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails, webhookDeliveries } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { RETRY_SCHEDULE_MS } from "./webhook-sender.ts";

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
}

/** An HTTP receiver that answers each request with the next of `answers` (200 once they run out). */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answers.shift() ?? 200).end("ok");
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe("webhooks", () => {
  let t: TestApp;
  let admin: Session;
  let member: Session;
  let office: { id: string };
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    t = await startTestApp({ config: { webhookAllowPrivate: true } });
    receiver = await startReceiver();
    admin = await t.signupTeam({ name: "Ada Admin" });
    member = await t.addMember(admin, "member", "Max Member");
    office = await t.createOffice(admin, { name: "Hub", capacity: 4 });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  async function subscribe(session: Session, url: string, eventTypes: string[]) {
    const res = await t.request("POST", "/api/team/webhooks", {
      cookie: session.cookie,
      payload: { url, description: "Badge system", eventTypes },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; secret: string };
  }

  async function book(hour: number) {
    const res = await t.request("POST", "/api/bookings", {
      cookie: member.cookie,
      payload: { officeId: office.id, startISO: await localSlot(2, hour), endISO: await localSlot(2, hour + 1) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string };
  }

  /**
   * Ticks the sender until `done` holds (at most 10 s). On PostgreSQL an event waits to be read while
   * an older transaction of another test file is open (lib/event-feed.ts), so one tick may not do.
   */
  async function tickUntil(done: () => boolean | Promise<boolean>): Promise<void> {
    const until = Date.now() + 10_000;
    for (;;) {
      await t.webhooks.tick();
      if (await done()) return;
      if (Date.now() > until) throw new Error("the sender did not get there within 10 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A few rounds, for a test that something is not sent. */
  async function tickAFewTimes(): Promise<void> {
    for (let i = 0; i < 5; i++) {
      await t.webhooks.tick();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const deliveriesOf = async (id: string) =>
    (await t.request("GET", `/api/team/webhooks/${id}/deliveries`, { cookie: admin.cookie })).body as {
      id: string;
      eventType: string;
      status: string;
      attempts: number;
      lastStatus: number | null;
      lastError: string | null;
    }[];

  /** Verifies a received request as a receiver would, answering its parsed body. */
  const verify = (secret: string, request: Received) =>
    new Webhook(secret).verify(request.body, {
      "webhook-id": String(request.headers["webhook-id"]),
      "webhook-timestamp": String(request.headers["webhook-timestamp"]),
      "webhook-signature": String(request.headers["webhook-signature"]),
    }) as { type: string; timestamp: string; data: { id: string; officeId: string; userId: string } };

  it("delivers the subscribed events of the team, signed, in order, from the moment it subscribed", async () => {
    const before = await book(8);
    const endpoint = await subscribe(admin, receiver.url, ["booking.created", "booking.cancelled"]);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const made = await book(10);
    const moved = await t.request("PATCH", `/api/bookings/${made.id}`, {
      cookie: member.cookie,
      payload: { purpose: "Planning" },
    });
    expect(moved.status).toBe(200);
    const gone = await t.request("DELETE", `/api/bookings/${made.id}`, { cookie: member.cookie });
    expect(gone.status).toBe(200);

    await tickUntil(() => receiver.received.length >= 2);
    await tickAFewTimes();
    expect(receiver.received).toHaveLength(2);
    const bodies = receiver.received.map((request) => verify(endpoint.secret, request));
    expect(bodies.map((b) => b.type)).toEqual(["booking.created", "booking.cancelled"]);
    expect(bodies.every((b) => b.data.id === made.id)).toBe(true);
    expect(bodies[0].data).toMatchObject({ officeId: office.id, userId: member.user.id });
    expect(bodies.some((b) => b.data.id === before.id)).toBe(false);
    // A tampered body is refused by the receiver's check.
    expect(() => verify(endpoint.secret, { ...receiver.received[0], body: `${receiver.received[0].body} ` })).toThrow();
    expect(() => verify("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", receiver.received[0])).toThrow();

    const log = await t.request("GET", `/api/team/webhooks/${endpoint.id}/deliveries`, { cookie: admin.cookie });
    expect(
      log.body.map((d: { eventType: string; status: string; lastStatus: number }) => [
        d.eventType,
        d.status,
        d.lastStatus,
      ]),
    ).toEqual([
      ["booking.cancelled", "succeeded", 200],
      ["booking.created", "succeeded", 200],
    ]);
    await t.request("DELETE", `/api/team/webhooks/${endpoint.id}`, { cookie: admin.cookie });
    receiver.received.length = 0;
  });

  it("retries a failing endpoint with the same id, holds later events of that booking back, then delivers", async () => {
    const endpoint = await subscribe(admin, receiver.url, ["booking.created", "booking.cancelled"]);
    receiver.answers.push(503);
    const made = await book(12);
    await t.request("DELETE", `/api/bookings/${made.id}`, { cookie: member.cookie });
    await tickUntil(async () => (await deliveriesOf(endpoint.id)).length === 2 && receiver.received.length >= 1);
    expect(receiver.received).toHaveLength(1);
    const created = (await deliveriesOf(endpoint.id)).find((d) => d.eventType === "booking.created");
    expect(created).toMatchObject({ status: "pending", attempts: 1, lastStatus: 503 });
    expect(created?.lastError).toContain("503");
    // Due again now (instead of in 5 s): the same delivery, then the cancellation after it.
    await t.database.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    await tickUntil(() => receiver.received.length >= 3);
    const ids = receiver.received.map((r) => r.headers["webhook-id"]);
    expect(ids[0]).toBe(ids[1]);
    expect(receiver.received.map((r) => verify(endpoint.secret, r).type)).toEqual([
      "booking.created",
      "booking.created",
      "booking.cancelled",
    ]);

    // Redelivery sends the same body under a new id; a test delivery says what it is.
    const redo = await t.request("POST", `/api/team/webhooks/${endpoint.id}/deliveries/${created?.id}/redeliver`, {
      cookie: admin.cookie,
    });
    expect(redo.status).toBe(201);
    const test = await t.request("POST", `/api/team/webhooks/${endpoint.id}/test`, { cookie: admin.cookie });
    expect(test.status).toBe(201);
    await tickUntil(() => receiver.received.length >= 5);
    const later = receiver.received.slice(3);
    const again = later.find((r) => r.body === receiver.received[0].body);
    expect(again?.headers["webhook-id"]).toBe(redo.body.id);
    expect(again?.headers["webhook-id"]).not.toBe(ids[0]);
    expect(later.map((r) => verify(endpoint.secret, r).type).sort()).toEqual(["booking.created", "webhook.test"]);

    // A new secret signs from then on; the old one no longer verifies.
    const rotated = await t.request("POST", `/api/team/webhooks/${endpoint.id}/secret`, { cookie: admin.cookie });
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    await t.request("POST", `/api/team/webhooks/${endpoint.id}/test`, { cookie: admin.cookie });
    await tickUntil(() => receiver.received.length >= 6);
    const last = receiver.received[receiver.received.length - 1];
    expect(verify(rotated.body.secret, last).type).toBe("webhook.test");
    expect(() => verify(endpoint.secret, last)).toThrow();
    await t.request("DELETE", `/api/team/webhooks/${endpoint.id}`, { cookie: admin.cookie });
    receiver.received.length = 0;
  });

  it("turns an endpoint off after a day of failures and resumes from the next event when turned on", async () => {
    const endpoint = await subscribe(admin, "http://127.0.0.1:9/nothing-listens", ["booking.created"]);
    await book(14);
    await tickUntil(async () => (await deliveriesOf(endpoint.id)).some((d) => d.attempts >= 1));
    // Its last attempt of the schedule, due now (instead of about 24 hours on).
    await t.database.db
      .update(webhookDeliveries)
      .set({ attempts: RETRY_SCHEDULE_MS.length, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    await tickUntil(async () => (await deliveriesOf(endpoint.id))[0]?.status === "failed");
    const [listed] = (await t.request("GET", "/api/team/webhooks", { cookie: admin.cookie })).body.filter(
      (e: { id: string }) => e.id === endpoint.id,
    );
    expect(listed.enabled).toBe(false);
    expect(listed.disabledReason).toContain("24 hours");
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: "failed", lastStatus: null });
    // The team's admins hear of it, in the app and by e-mail (docs/product.md "Notifications and e-mail").
    const told = await t.request("GET", "/api/notifications", { cookie: admin.cookie });
    const notice = told.body.notifications.find((n: { kind: string }) => n.kind === "webhook_disabled");
    // Named by its origin: a receiver's path may hold a token of its own.
    expect(notice.message).toContain("http://127.0.0.1:9");
    expect(notice.message).not.toContain("nothing-listens");
    expect(notice.link).toBe("/settings?tab=team");
    const mailed = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, admin.email));
    expect(mailed.some((m) => m.subject.startsWith("A webhook was turned off"))).toBe(true);

    await book(15);
    const back = await t.request("PATCH", `/api/team/webhooks/${endpoint.id}`, {
      cookie: admin.cookie,
      payload: { enabled: true, url: receiver.url },
    });
    expect(back.body).toMatchObject({ enabled: true, disabledReason: null });
    const made = await book(16);
    await tickUntil(() => receiver.received.length >= 1);
    await tickAFewTimes();
    expect(receiver.received.map((r) => verify(endpoint.secret, r).data.id)).toEqual([made.id]);
    await t.request("DELETE", `/api/team/webhooks/${endpoint.id}`, { cookie: admin.cookie });
    receiver.received.length = 0;
  });

  it("keeps each team's events to its own endpoints, and only team admins manage them", async () => {
    const other = await t.signupTeam({ name: "Olga Other" });
    const theirs = await subscribe(other, receiver.url, ["booking.created"]);
    await book(17);
    await tickAFewTimes();
    expect(receiver.received).toHaveLength(0);
    for (const [method, url] of [
      ["GET", "/api/team/webhooks"],
      ["POST", "/api/team/webhooks"],
      ["GET", `/api/team/webhooks/${theirs.id}/deliveries`],
    ] as const) {
      const res = await t.request(method, url, {
        cookie: member.cookie,
        payload: method === "POST" ? { url: receiver.url, eventTypes: ["booking.created"] } : undefined,
      });
      expect([res.status, res.body.code], `${method} ${url}`).toEqual([403, "FORBIDDEN"]);
    }
    const reach = await t.request("PATCH", `/api/team/webhooks/${theirs.id}`, {
      cookie: admin.cookie,
      payload: { enabled: false },
    });
    expect(reach.status).toBe(404);
  });
});

describe("webhook endpoints, with private addresses not allowed", () => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  it("refuses plain http, private and local addresses and credentials in the URL, changing nothing", async () => {
    t = await startTestApp();
    const admin = await t.signupTeam();
    for (const url of [
      "http://example.com/hooks",
      "https://127.0.0.1/hooks",
      "https://10.1.2.3/hooks",
      "https://[::1]/hooks",
      "https://localhost/hooks",
      "https://user:pass@example.com/hooks",
      "ftp://example.com/hooks",
    ]) {
      const res = await t.request("POST", "/api/team/webhooks", {
        cookie: admin.cookie,
        payload: { url, eventTypes: ["booking.created"] },
      });
      expect([res.status, res.body.code], url).toEqual([422, "WEBHOOK_URL_INVALID"]);
    }
    for (const payload of [
      { url: "not a url", eventTypes: ["booking.created"] },
      { url: "https://example.com/hooks", eventTypes: [] },
      { url: "https://example.com/hooks", eventTypes: ["booking.exploded"] },
      { url: "https://example.com/hooks", eventTypes: ["booking.created"], secret: "mine" },
    ]) {
      const res = await t.request("POST", "/api/team/webhooks", { cookie: admin.cookie, payload });
      expect([res.status, res.body.code], JSON.stringify(payload)).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect((await t.request("GET", "/api/team/webhooks", { cookie: admin.cookie })).body).toEqual([]);
    const ok = await t.request("POST", "/api/team/webhooks", {
      cookie: admin.cookie,
      payload: { url: "https://hooks.example.com/officely", eventTypes: ["booking.created"] },
    });
    expect(ok.status).toBe(201);
    expect(JSON.stringify((await t.request("GET", "/api/team/webhooks", { cookie: admin.cookie })).body)).not.toContain(
      ok.body.secret,
    );
  });
});
