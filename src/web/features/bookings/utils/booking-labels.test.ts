import { describe, expect, it } from "vitest";
import { dateStyle } from "#shared/date-formats.ts";
import { readerIn } from "#web/test/catalogue-reader.ts";
import { bookedToastTitle, bookingBlockLabel, durationLabel, minuteRange, shortName } from "./booking-labels.ts";

/** The bookings catalogue as an English and a German reader get it. */
const english = readerIn("en", "bookings");
const german = readerIn("de", "bookings");

describe("booking labels", () => {
  it("names who and when in full, with the seats of a shared office", () => {
    expect(bookingBlockLabel("Focus Room", "Ann Lee", 600, 660, undefined, english)).toBe(
      "Focus Room booked by Ann Lee 10:00–11:00",
    );
    expect(bookingBlockLabel("Hot desks", "Ben Okafor", 540, 600, "3 of 8 seats taken", english)).toBe(
      "Hot desks booked by Ben Okafor 09:00–10:00, 3 of 8 seats taken",
    );
  });

  it("words them in the reader's language from the catalogue", () => {
    expect(bookingBlockLabel("Fokusraum", "Ann Lee", 600, 660, undefined, german)).toBe(
      "Fokusraum, gebucht von Ann Lee, 10:00–11:00",
    );
  });

  it("clips a booking across midnight to the day", () => {
    expect(minuteRange(-1, 1440)).toBe("00:00–24:00");
  });

  it("says what the dialog booked in the team's zone", () => {
    // 2026-03-10 is a Tuesday; 13:00Z is 09:00 in New York (EDT since March 8).
    const en = [english, dateStyle("en")] as const;
    expect(
      bookedToastTitle("Focus Room", "2026-03-10T13:00:00.000Z", "2026-03-10T14:00:00.000Z", "Asia/Tokyo", ...en),
    ).toBe("Focus Room booked for Tue 22:00–23:00");
    const args = ["Focus Room", "2026-03-10T13:00:00.000Z", "2026-03-10T14:00:00.000Z", "America/New_York"] as const;
    expect(bookedToastTitle(...args, english, dateStyle("en"))).toBe("Focus Room booked for Tue 09:00–10:00");
    expect(bookedToastTitle(...args, german, dateStyle("de"))).toBe("Focus Room für Di. 09:00–10:00 gebucht");
  });

  it("says a booking's length in the reader's language", () => {
    expect([30, 60, 90].map((m) => durationLabel(m, english))).toEqual(["30 min", "1 h", "1 h 30 min"]);
    expect([30, 60, 90].map((m) => durationLabel(m, german))).toEqual(["30 Min.", "1 Std.", "1 Std. 30 Min."]);
  });

  it("shortens a name to the first name and the last name's initial for narrow blocks", () => {
    expect(shortName("Alexandra Richardson-Smith")).toBe("Alexandra R.");
    expect(shortName("Ann  van der Berg")).toBe("Ann B.");
    expect(shortName("Prince")).toBe("Prince");
  });
});
