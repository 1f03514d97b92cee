/**
 * Deactivating an office that has upcoming bookings: the manager is asked first (409 and
 * the list), then cancels them (each recorded, so the owners hear of it) or keeps them (still
 * listed, marked office inactive, cancellable). Each test signs up its own team.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import type { Office, OfficeUpcomingBookings } from "#shared/schemas/office.ts";

type Reply = { code?: string; message?: string };

describe("deactivating an office with upcoming bookings", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function book(session: Session, officeId: string, day: number, hour: number) {
    const reply = await t.request<Booking>("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: { officeId, startISO: await localSlot(day, hour), endISO: await localSlot(day, hour + 1) },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body;
  }

  function deactivate(session: Session, officeId: string, futureBookings?: "cancel" | "keep") {
    return t.request<Office & Reply>("PATCH", `/api/offices/${officeId}`, {
      cookie: session.cookie,
      payload: { isActive: false, ...(futureBookings ? { futureBookings } : {}) },
    });
  }

  function upcoming(session: Session, officeId: string) {
    return t.request<OfficeUpcomingBookings & Reply>("GET", `/api/offices/${officeId}/upcoming-bookings`, {
      cookie: session.cookie,
    });
  }

  async function mine(session: Session) {
    const reply = await t.request<{ items: Booking[] }>("GET", "/api/bookings/mine?status=upcoming", {
      cookie: session.cookie,
    });
    return reply.body.items;
  }

  async function setup() {
    const admin = await t.signupTeam();
    const ada = await t.addMember(admin, "member", "Ada");
    const office = await t.createOffice(admin, { name: "Focus Room" });
    const second = await book(ada, office.id, 2, 9);
    const first = await book(admin, office.id, 1, 9);
    const cancelled = await book(ada, office.id, 3, 9);
    await t.request("DELETE", `/api/bookings/${cancelled.id}`, { cookie: ada.cookie });
    return { admin, ada, office, first, second };
  }

  it("asks first: 409 naming the count, the office stays active, and the list shows what it would strand", async () => {
    const { admin, ada, office, first, second } = await setup();
    const refused = await deactivate(admin, office.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: "OFFICE_HAS_BOOKINGS",
      message:
        "Focus Room has 2 upcoming bookings. Choose whether to cancel them or keep them, then deactivate it again.",
    });
    const offices = await t.request<Office[]>("GET", "/api/offices", { cookie: admin.cookie });
    expect(offices.body.find((o) => o.id === office.id)?.isActive).toBe(true);

    const list = await upcoming(admin, office.id);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((b) => b.id)).toEqual([first.id, second.id]);
    expect(list.body.items[1].userName).toBe("Ada");

    expect((await upcoming(ada, office.id)).status).toBe(403);
    const stranger = await t.signupTeam();
    expect((await upcoming(stranger, office.id)).status).toBe(404);
    expect((await deactivate(stranger, office.id, "cancel")).status).toBe(404);
    expect((await mine(ada)).map((b) => b.status)).toEqual(["confirmed"]);
  });

  it("cancel: every upcoming booking is cancelled and recorded, in the same change as the deactivation", async () => {
    const { admin, ada, office, first, second } = await setup();
    const done = await deactivate(admin, office.id, "cancel");
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.isActive).toBe(false);
    expect(await mine(ada)).toEqual([]);
    expect(await mine(admin)).toEqual([]);
    expect((await upcoming(admin, office.id)).body).toEqual({ items: [], total: 0 });

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.action, "booking.cancelled")));
    const byDeactivation = audit.filter((row) => row.actorId === admin.user.id);
    expect(byDeactivation.map((row) => row.targetId).sort()).toEqual([first.id, second.id].sort());
    expect(byDeactivation.every((row) => (row.after as Booking).status === "cancelled")).toBe(true);
  });

  it("keep: the bookings stay, marked office inactive, and their owners can still cancel them", async () => {
    const { admin, ada, office, second } = await setup();
    const done = await deactivate(admin, office.id, "keep");
    expect(done.status).toBe(200);
    const kept = await mine(ada);
    expect(kept.map((b) => [b.id, b.status, b.office.isActive])).toEqual([[second.id, "confirmed", false]]);
    const cancel = await t.request<Booking>("DELETE", `/api/bookings/${second.id}`, { cookie: ada.cookie });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe("cancelled");
    // A new booking in the inactive office is still refused.
    const again = await t.request<Reply>("POST", "/api/bookings", {
      cookie: ada.cookie,
      payload: { officeId: office.id, startISO: await localSlot(4, 9), endISO: await localSlot(4, 10) },
    });
    expect(again.body.code).toBe("OFFICE_INACTIVE");
  });

  it("an office without upcoming bookings deactivates at once; futureBookings without isActive false is 400", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Quiet Room" });
    const odd = await t.request<Reply>("PATCH", `/api/offices/${office.id}`, {
      cookie: admin.cookie,
      payload: { name: "Renamed", futureBookings: "cancel" },
    });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toContain("futureBookings only goes with isActive: false");
    const done = await deactivate(admin, office.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ name: "Quiet Room", isActive: false });
  });
});
