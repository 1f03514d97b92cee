import { describe, expect, it } from "vitest";
import { bookedToastTitle, bookingBlockLabel, minuteRange, shortName } from "./booking-labels.ts";

describe("booking labels", () => {
  it("names who and when in full, with the seats of a shared office", () => {
    expect(bookingBlockLabel("Focus Room", "Ann Lee", 600, 660)).toBe("Focus Room booked by Ann Lee 10:00–11:00");
    expect(bookingBlockLabel("Hot desks", "Ben Okafor", 540, 600, "3 of 8 seats taken")).toBe(
      "Hot desks booked by Ben Okafor 09:00–10:00, 3 of 8 seats taken",
    );
  });

  it("clips a booking across midnight to the day", () => {
    expect(minuteRange(-1, 1440)).toBe("00:00–24:00");
  });

  it("says what the dialog booked in the team's zone", () => {
    // 2026-03-10 is a Tuesday; 13:00Z is 09:00 in New York (EDT since March 8).
    expect(
      bookedToastTitle("Focus Room", "2026-03-10T13:00:00.000Z", "2026-03-10T14:00:00.000Z", "America/New_York"),
    ).toBe("Focus Room booked for Tue 09:00–10:00");
    expect(bookedToastTitle("Focus Room", "2026-03-10T13:00:00.000Z", "2026-03-10T14:00:00.000Z", "Asia/Tokyo")).toBe(
      "Focus Room booked for Tue 22:00–23:00",
    );
  });

  it("shortens a name to the first name and the last name's initial for narrow blocks", () => {
    expect(shortName("Alexandra Richardson-Smith")).toBe("Alexandra R.");
    expect(shortName("Ann  van der Berg")).toBe("Ann B.");
    expect(shortName("Prince")).toBe("Prince");
  });
});
