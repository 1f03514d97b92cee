/**
 * One booking, every endpoint: create, the own list, the day list, upcoming, availability, cancel and
 * the cancel audit's `before` all report a whole-office booking of a 6-seat office identically
 * (the bug: seats 6 from create and availability, 1 from the others).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema/index.ts";
import { localSlot, startTestApp, type TestApp } from "#server/test/harness.ts";
import type { Booking } from "#shared/schemas/booking.ts";
import { localDate } from "#shared/time.ts";

const ZONE = "America/New_York";

describe("a booking reads the same from every endpoint", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    { kind: "a whole office", office: { isShared: false }, wholeOffice: undefined },
    { kind: "a shared office booked whole", office: { isShared: true }, wholeOffice: true },
  ])("$kind of 6 seats", async ({ office: officeBody, wholeOffice }) => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Board Room", capacity: 6, ...officeBody });
    const created = await t.request<Booking>("POST", "/api/bookings", {
      cookie: admin.cookie,
      payload: {
        officeId: office.id,
        startISO: await localSlot(2, 9),
        endISO: await localSlot(2, 10),
        purpose: "Quarterly review",
        ...(wholeOffice === undefined ? {} : { wholeOffice }),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const booking = created.body;
    expect(booking).toMatchObject({ seats: 6, isWholeOffice: true, officeName: "Board Room", status: "confirmed" });
    const date = localDate(booking.startISO, ZONE);
    const get = async (url: string) => (await t.request<Booking[]>("GET", url, { cookie: admin.cookie })).body;

    expect((await get("/api/bookings")).find((b) => b.id === booking.id)).toEqual(booking);
    expect((await get(`/api/bookings?date=${date}`)).find((b) => b.id === booking.id)).toEqual(booking);
    expect((await get("/api/bookings/upcoming")).find((b) => b.id === booking.id)).toEqual(booking);

    const availability = await t.request("GET", `/api/offices/${office.id}/availability?date=${date}`, {
      cookie: admin.cookie,
    });
    expect(availability.body.bookedSlots).toEqual([
      {
        bookingId: booking.id,
        start: booking.startISO,
        end: booking.endISO,
        userId: booking.userId,
        userName: booking.userName,
        seats: 6,
        isWholeOffice: true,
      },
    ]);

    const cancelled = await t.request<Booking>("DELETE", `/api/bookings/${booking.id}`, { cookie: admin.cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ ...booking, status: "cancelled" });

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, "booking"), eq(auditEvents.targetId, booking.id)));
    const byAction = Object.fromEntries(audit.map((row) => [row.action, row]));
    expect(byAction["booking.created"].after).toEqual(booking);
    expect(byAction["booking.cancelled"].before).toEqual(booking);
    expect(byAction["booking.cancelled"].after).toEqual({ ...booking, status: "cancelled" });
    // The own list shows the cancelled booking the same way the cancel answered.
    expect((await get("/api/bookings")).find((b) => b.id === booking.id)).toEqual(cancelled.body);
  });
});
