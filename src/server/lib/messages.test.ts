/**
 * The server's messages (lib/messages.ts): every message of the errors catalogue compiles and is
 * worded in every language, values (numbers, plurals, nested messages, dates, backslashes) come out
 * as written, and the English catalogue says word for word what the code says in English, so an
 * English request is answered exactly as before (the catalogue test checks ids and arguments).
 */
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import de from "#locales/de/errors.json" with { type: "json" };
import en from "#locales/en/errors.json" with { type: "json" };
import es from "#locales/es/errors.json" with { type: "json" };
import fr from "#locales/fr/errors.json" with { type: "json" };
import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from "#shared/booking-policy.ts";
import {
  type BookingFacts,
  type BookingViolation,
  checkActiveBookingQuota,
  collectBookingViolations,
  conflictViolation,
  judgeBooking,
  officeInactiveViolation,
  teamStateViolation,
} from "#shared/booking-rules.ts";
import { checkInViolation } from "#shared/check-in.ts";
import type { ErrorMessageId } from "#shared/error-text.ts";
import { errorBody, INTERNAL_MESSAGE } from "#shared/errors.ts";
import { LANGUAGES } from "#shared/i18n.ts";
import { zonedInstant } from "#shared/time.ts";
import { translate, translateText } from "./messages.ts";

const CATALOGUES = { en, de, fr, es };
const IDS = Object.keys(en) as ErrorMessageId[];

/** Sample values for every argument name the catalogue uses. */
const SAMPLE: Record<string, string | number> = {
  character: "\\u0000",
  seconds: 30,
  minutes: 5,
  hours: 2,
  ttl: 60,
  email: "ada@example.test",
  count: 3,
  name: "Ada",
  office: "Board Room",
  status: "cancelled",
  instant: "2026-02-02T14:07:00.000Z",
  min: 15,
  max: 12,
  span: "2 hours",
  days: 30,
  start: "09:00",
  end: "18:00",
  zone: "Europe/Berlin",
  date: "2026-01-31",
  from: "09:00",
  to: "10:00",
  time: "08:45",
  verb: "change",
  until: "5 Jan 2026",
  today: "6 Jan 2026",
  first: "One sentence.",
  rest: "Another.",
};

describe("translate", () => {
  it("compiles every message in every language and words it with no argument left over", () => {
    expect(IDS.length).toBeGreaterThan(90);
    for (const language of LANGUAGES) {
      for (const id of IDS) {
        const source = CATALOGUES[language][id as keyof typeof en];
        expect(() => compileMessageOrThrow(source), `${language} ${id}`).not.toThrow();
        const worded = translate(language, id, SAMPLE);
        expect(worded, `${language} ${id}`).not.toMatch(/[{}]|\uE000/);
        expect(worded.trim(), `${language} ${id}`).not.toBe("");
      }
    }
  });

  it("speaks each language, with its plurals and selections", () => {
    expect(translate("en", "errors.auth.unauthenticated")).toBe("You are not signed in. Sign in to continue.");
    expect(translate("de", "errors.auth.unauthenticated")).toBe(
      "Sie sind nicht angemeldet. Melden Sie sich an, um fortzufahren.",
    );
    expect(translate("fr", "errors.notFound.office")).toBe("Bureau introuvable.");
    expect(translate("es", "errors.notFound.office")).toBe("No se ha encontrado la oficina.");
    expect(translate("de", "errors.rateLimit.tooManyAttempts", { seconds: 1 })).toBe(
      "Zu viele Versuche. Versuchen Sie es in 1 Sekunde erneut.",
    );
    expect(translate("de", "errors.rateLimit.tooManyAttempts", { seconds: 30 })).toBe(
      "Zu viele Versuche. Versuchen Sie es in 30 Sekunden erneut.",
    );
    // English keeps today's wording, "1 seconds" included.
    expect(translate("en", "errors.rateLimit.tooManyAttempts", { seconds: 1 })).toBe(
      "Too many attempts. Try again in 1 seconds.",
    );
    expect(translate("fr", "errors.booking.notCancellable", { status: "released" })).toBe(
      "Cette réservation est déjà libérée.",
    );
    expect(translate("en", "errors.booking.notCancellable", { status: "released" })).toBe(
      "This booking is already released.",
    );
  });

  it("words a nested message and a calendar date in the same language", () => {
    const span = { id: "errors.span.hours", values: { hours: 2 } } as const;
    expect(translate("en", "errors.booking.notice", { span })).toBe(
      "Bookings must be made at least 2 hours ahead. Pick a later start.",
    );
    expect(translate("de", "errors.booking.notice", { span })).toBe(
      "Buchungen müssen mindestens 2 Stunden im Voraus erfolgen. Wählen Sie einen späteren Beginn.",
    );
    const date = (day: string) => ({ date: day, pattern: "d MMM yyyy" });
    const values = { until: date("2026-03-02"), start: date("2026-03-09") };
    expect(translate("en", "errors.series.endsBeforeStart", values)).toBe(
      "The series ends on 2 Mar 2026, before its first date 9 Mar 2026. Choose a later end date.",
    );
    expect(translate("de", "errors.series.endsBeforeStart", values)).toBe(
      "Die Serie endet am 2. März 2026, vor ihrem ersten Termin am 9. März 2026. Wählen Sie ein späteres Enddatum.",
    );
  });

  it("keeps backslashes in values as they are", () => {
    expect(translate("en", "errors.request.nulCharacter", { character: "\\u0000" })).toBe(
      "Text fields must not contain NUL (\\u0000) characters.",
    );
    expect(translate("fr", "errors.booking.officeInactive", { office: "Room \\u0041 \\x41 \\" })).toBe(
      "Le bureau Room \\u0041 \\x41 \\ est désactivé et ne peut pas être réservé.",
    );
  });

  it("words the default messages and the 500 through errorBody", () => {
    const german = (text: Parameters<typeof translateText>[1]) => translateText("de", text);
    expect(errorBody("INTERNAL", "secret", undefined, german).message).toBe(translate("de", "errors.internal"));
    expect(errorBody("SERVICE_UNAVAILABLE", undefined, undefined, german).message).toBe(
      translate("de", "errors.serviceUnavailable"),
    );
    expect(errorBody("INTERNAL").message).toBe(INTERNAL_MESSAGE);
    expect(translate("en", "errors.internal")).toBe(INTERNAL_MESSAGE);
    for (const code of ["SERVICE_UNAVAILABLE", "SCHEMA_MISSING"] as const) {
      const english = errorBody(code).message;
      expect(errorBody(code, undefined, undefined, (text) => translateText("en", text)).message).toBe(english);
    }
  });
});

describe("the English catalogue says what the shared rules say", () => {
  const NY = "America/New_York";
  const NOW = new Date("2026-01-01T12:00:00Z");
  const local = (date: string, from: number, to: number, zone = NY) => ({
    start: zonedInstant(date, from, zone),
    end: zonedInstant(date, to, zone),
  });
  const policies: BookingPolicy[] = [
    { ...DEFAULT_BOOKING_POLICY, timeZone: NY },
    { ...DEFAULT_BOOKING_POLICY, timeZone: NY, minNoticeMinutes: 90, maxBookingMinutes: 60, horizonDays: 1 },
    { ...DEFAULT_BOOKING_POLICY, timeZone: "Asia/Kolkata", minNoticeMinutes: 60, maxBookingMinutes: 1440 },
    { ...DEFAULT_BOOKING_POLICY, timeZone: NY, minNoticeMinutes: 7 * 24 * 60, maxBookingMinutes: 45 },
  ];
  const requests = [
    local("2026-01-05", 10 * 60, 9 * 60),
    local("2026-01-05", 9 * 60 + 7, 10 * 60),
    local("2026-01-05", 9 * 60, 9 * 60 + 10),
    local("2025-12-30", 9 * 60, 10 * 60),
    local("2026-01-01", 8 * 60, 9 * 60),
    local("2027-06-01", 5 * 60, 23 * 60),
    local("2026-01-02", 6 * 60, 10 * 60),
    { start: new Date("2026-01-05T14:00:30Z"), end: new Date(Date.parse("2026-01-05T15:00:00Z")) },
  ];

  function expectWordedAlike(violation: BookingViolation | null): void {
    if (!violation) return;
    expect(violation.text, violation.code).toBeDefined();
    if (!violation.text) return;
    expect(translateText("en", violation.text), violation.code).toBe(violation.message);
    for (const language of LANGUAGES) expect(translateText(language, violation.text)).not.toMatch(/[{}]/);
  }

  it("for every time rule", () => {
    const codes = new Set<string>();
    for (const policy of policies) {
      for (const request of requests) {
        for (const violation of collectBookingViolations(request, policy, NOW)) {
          codes.add(violation.code);
          expectWordedAlike(violation);
        }
      }
    }
    expect([...codes].sort()).toEqual([
      "BEYOND_HORIZON",
      "BOOKING_IN_PAST",
      "BOOKING_NOTICE_TOO_SHORT",
      "DURATION_OUT_OF_RANGE",
      "END_BEFORE_START",
      "OFF_GRID",
      "OUTSIDE_BUSINESS_HOURS",
    ]);
  });

  it("for the team, the office, the quota, conflicts and check-in", () => {
    const policy = { ...DEFAULT_BOOKING_POLICY, timeZone: NY, maxActiveBookings: 2 };
    expectWordedAlike(teamStateViolation({ status: "trial", trialEndsAt: new Date("2025-12-31T00:00:00Z") }, NOW));
    expectWordedAlike(teamStateViolation({ status: "suspended", trialEndsAt: null }, NOW));
    expectWordedAlike(officeInactiveViolation({ name: "Studio \\u0041", isActive: false }));
    for (const count of [0, 1, 2, 1000]) {
      expectWordedAlike(checkActiveBookingQuota(count, { ...policy, maxActiveBookings: count }, null));
      expectWordedAlike(checkActiveBookingQuota(count, { ...policy, maxActiveBookings: count }, "Max"));
    }
    const slot = local("2026-01-05", 9 * 60, 10 * 60);
    const holder = {
      userId: "u2",
      startAt: slot.start,
      endAt: slot.end,
      seatFrom: 1,
      seatTo: null,
    };
    const facts = (isShared: boolean, wholeOffice: boolean, actorId = "u1"): BookingFacts => ({
      ...slot,
      now: NOW,
      policy,
      team: { status: "active", trialEndsAt: null },
      office: { name: "Board Room", capacity: 1, isShared, isActive: true },
      booker: { id: "u1", name: "Ada" },
      actorId,
      wholeOffice,
      activeBookings: 0,
      overlapping: [holder],
    });
    expectWordedAlike(conflictViolation(facts(false, false), [holder]));
    expectWordedAlike(conflictViolation(facts(false, false), []));
    expectWordedAlike(conflictViolation(facts(true, false), [holder]));
    const ownSeat = judgeBooking({
      ...facts(true, false),
      office: { name: "Loft", capacity: 4, isShared: true, isActive: true },
      overlapping: [{ ...holder, userId: "u1" }],
    }).violations[0];
    expect(ownSeat?.message).toMatch(/^You already hold a seat in Loft/);
    expectWordedAlike(ownSeat ?? null);
    const booking = { start: new Date("2026-01-01T14:00:00Z"), end: new Date("2026-01-01T15:00:00Z") };
    for (const at of ["2026-01-01T13:00:00Z", "2026-01-01T14:20:00Z"]) {
      const violation = checkInViolation(booking, 15, new Date(at), NY);
      expect(violation).not.toBeNull();
      if (violation?.text) expect(translateText("en", violation.text)).toBe(violation.message);
    }
  });

  it("keeps a violation `{ code, message }` as data", () => {
    const [violation] = collectBookingViolations(local("2025-12-30", 9 * 60, 10 * 60), policies[0], NOW);
    expect(violation).toEqual({ code: "BOOKING_IN_PAST", message: "Cannot book time slots in the past" });
    expect(JSON.parse(JSON.stringify(violation))).toEqual({ code: "BOOKING_IN_PAST", message: violation.message });
    expect(violation.text).toEqual({ id: "errors.booking.inPast" });
  });
});
