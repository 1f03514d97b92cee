import { describe, expect, it } from "vitest";
import { buildOptimisticBooking, isOptimisticBooking } from "./build-optimistic-booking.ts";

const user = { id: "u1", name: "Ann Lee", email: "ann@example.com", teamId: "t1" };
const slot = { startISO: "2026-03-10T14:00:00.000Z", endISO: "2026-03-10T15:00:00.000Z", purpose: "Sync" };
const now = Date.parse("2026-03-09T12:00:00Z");

describe("buildOptimisticBooking", () => {
  it("is a confirmed booking of the whole office for a private office, reporting every seat", () => {
    const office = { id: "o1", name: "Focus Room", isShared: false, capacity: 6 };
    const b = buildOptimisticBooking({ user, office, ...slot, now });
    expect(b).toMatchObject({
      userId: "u1",
      userName: "Ann Lee",
      teamId: "t1",
      officeId: "o1",
      officeName: "Focus Room",
      office: { id: "o1", name: "Focus Room", isActive: true },
      startISO: slot.startISO,
      startTime: slot.startISO,
      endISO: slot.endISO,
      purpose: "Sync",
      status: "confirmed",
      isWholeOffice: true,
      seats: 6,
      isRecurring: false,
      createdAt: "2026-03-09T12:00:00.000Z",
    });
    expect(isOptimisticBooking(b)).toBe(true);
  });

  it("takes one seat of a shared office and names a user without a name by e-mail", () => {
    const office = { id: "o2", name: "Hot desks", isShared: true, capacity: 8 };
    const b = buildOptimisticBooking({ user: { ...user, name: "" }, office, ...slot, now });
    expect(b).toMatchObject({ isWholeOffice: false, seats: 1, userName: "ann@example.com" });
  });

  it("server bookings are not optimistic", () => {
    expect(isOptimisticBooking({ id: "5b0e7a3c-0000-4000-8000-000000000000" })).toBe(false);
  });
});
