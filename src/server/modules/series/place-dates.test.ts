/**
 * A skipped date's sentence (docs/product.md "Recurring bookings and templates"): recorded in
 * English with its text, and answered in the reader's language, the rule's own reason included.
 */
import { describe, expect, it } from "vitest";
import { officeInactiveViolation } from "#shared/booking-rules.ts";
import { skippedSummary, skipRecord, wordSkips } from "./place-dates.ts";
import { slotOf } from "./series-dates.ts";

const ZONE = "Europe/Berlin";

describe("a skipped date's sentence", () => {
  const slot = slotOf("2026-12-01", 9 * 60, 60, ZONE);
  const inactive = officeInactiveViolation({ name: "Focus Room", isActive: false });
  if (!inactive) throw new Error("an inactive office is refused");

  it("says the rule's reason after the date, in English on record and in the reader's language", () => {
    const skip = skipRecord(slot, ZONE, "Focus Room", inactive, null);
    expect(skip).toMatchObject({
      date: "2026-12-01",
      reason: "OFFICE_INACTIVE",
      message: "Tue 1 Dec — Focus Room is deactivated and cannot be booked.",
    });
    expect(wordSkips([skip], "de")).toEqual([
      {
        date: "2026-12-01",
        reason: "OFFICE_INACTIVE",
        message: "Di., 1. Dez. — Focus Room ist deaktiviert und kann nicht gebucht werden.",
      },
    ]);
  });

  it("says an edited date kept its old time, and sums the skipped ones up", () => {
    const kept = skipRecord(slot, ZONE, "Focus Room", inactive, null, true);
    expect(kept.message).toBe("Tue 1 Dec — Focus Room is deactivated and cannot be booked. (kept at its old time)");
    expect(skippedSummary(3, [kept], "en", "notChanged")).toBe(`1 of 3 dates not changed: ${kept.message}`);
    expect(skippedSummary(3, [kept], "fr", "notChanged")).toBe(
      "1 date non modifiée sur 3 : mar. 1 déc. — Le bureau Focus Room est désactivé et ne peut pas être réservé. (conservée à son ancien horaire)",
    );
  });

  it("keeps the English of a date recorded without a text", () => {
    const old = {
      date: "2026-12-01",
      reason: "BOOKING_CONFLICT",
      message: "Tue 1 Dec — Focus Room booked 09:00–10:00 by Ada",
    };
    expect(wordSkips([old], "es")).toEqual([old]);
    expect(skippedSummary(1, [], "en")).toBeNull();
  });
});
