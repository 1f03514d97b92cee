import { describe, expect, it } from "vitest";
import { officeNow } from "./office-now.ts";

const at = (hhmm: string) => `2026-03-02T${hhmm}:00.000Z`;
const ms = (hhmm: string) => Date.parse(at(hhmm));
const END = ms("23:59") + 60_000;

function office(over: Partial<{ isShared: boolean; capacity: number }>, booked: object[], closed: object[] = []) {
  return {
    officeId: "o1",
    name: "Focus Room",
    capacity: 1,
    isShared: false,
    isActive: true,
    ...over,
    days: [{ date: "2026-03-02", booked, closed }],
  } as Parameters<typeof officeNow>[0];
}
const booking = (userId: string, from: string, to: string, seats = 1, isWholeOffice = false) => ({
  bookingId: `${userId}-${from}`,
  startISO: at(from),
  endISO: at(to),
  userId,
  userName: userId,
  seats,
  isWholeOffice,
});

describe("office availability now", () => {
  it("is free now with the next quarter hour as its next slot", () => {
    expect(officeNow(office({}, []), "me", ms("10:07"), END)).toEqual({ state: "free", nextFreeISO: at("10:15") });
  });

  it("is booked by someone else and frees when their booking ends", () => {
    const o = office({}, [booking("ann", "10:00", "11:00"), booking("bob", "11:00", "11:30")]);
    expect(officeNow(o, "me", ms("10:20"), END)).toEqual({ state: "booked", nextFreeISO: at("11:30") });
  });

  it("says it is your booking when you hold it now", () => {
    const o = office({}, [booking("me", "10:00", "11:00")]);
    expect(officeNow(o, "me", ms("10:20"), END)).toEqual({ state: "yours", nextFreeISO: at("11:00") });
  });

  it("a shared office is free while seats remain and booked when they are all held or taken whole", () => {
    const shared = { isShared: true, capacity: 2 };
    expect(officeNow(office(shared, [booking("ann", "10:00", "11:00")]), "me", ms("10:20"), END).state).toBe("free");
    const full = office(shared, [booking("ann", "10:00", "11:00"), booking("bob", "10:00", "12:00")]);
    expect(officeNow(full, "me", ms("10:20"), END)).toEqual({ state: "booked", nextFreeISO: at("11:00") });
    const whole = office(shared, [booking("ann", "10:00", "13:00", 2, true)]);
    expect(officeNow(whole, "me", ms("10:20"), END)).toEqual({ state: "booked", nextFreeISO: at("13:00") });
  });

  it("is closed outside hours, opening at the next free slot, and has none left late in the day", () => {
    const closed = [
      { startISO: at("00:00"), endISO: at("07:00"), reason: "outside_hours" },
      { startISO: at("20:00"), endISO: `2026-03-03T00:00:00.000Z`, reason: "outside_hours" },
    ];
    expect(officeNow(office({}, [], closed), "me", ms("05:00"), END)).toEqual({
      state: "closed",
      nextFreeISO: at("07:00"),
    });
    expect(officeNow(office({}, [], closed), "me", ms("21:00"), END)).toEqual({ state: "closed", nextFreeISO: null });
    // Before opening, the past (until now) and the hours (until 07:00) together: closed.
    const early = [
      { startISO: at("00:00"), endISO: at("05:15"), reason: "past" },
      { startISO: at("05:15"), endISO: at("07:00"), reason: "outside_hours" },
    ];
    expect(officeNow(office({}, [], early), "me", ms("05:07"), END)).toEqual({
      state: "closed",
      nextFreeISO: at("07:00"),
    });
    // The past being closed to new bookings does not make the office closed now.
    const past = [{ startISO: at("00:00"), endISO: at("10:15"), reason: "past" }];
    expect(officeNow(office({}, [], past), "me", ms("10:07"), END)).toEqual({
      state: "free",
      nextFreeISO: at("10:15"),
    });
  });
});
