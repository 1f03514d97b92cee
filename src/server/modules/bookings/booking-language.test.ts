/**
 * A refused request answers in the language of the person who made it (docs/architecture.md
 * "Languages"): the `officely_lang` cookie, else Accept-Language, else English, the same
 * `{ code, message }` with the same code and status in every language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

describe("error messages in the request's language", () => {
  let t: TestApp;
  let admin: Session;
  let office: { id: string; name: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam();
    office = await t.createOffice(admin, { name: "Board Room", capacity: 1 });
    const held = await book({ startISO: await localSlot(2, 9), endISO: await localSlot(2, 10) });
    expect(held.status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Books `slot` in the Board Room as the admin, with `cookie` added to the session's and `headers`. */
  function book(slot: { startISO: string; endISO: string }, cookie = "", headers: Record<string, string> = {}) {
    return t.request("POST", "/api/bookings", {
      cookie: cookie ? `${admin.cookie}; ${cookie}` : admin.cookie,
      headers,
      payload: { officeId: office.id, ...slot },
    });
  }

  const conflict = async () => ({ startISO: await localSlot(2, 9), endISO: await localSlot(2, 10) });
  const early = async () => ({ startISO: await localSlot(3, 5), endISO: await localSlot(3, 6) });
  const past = async () => ({ startISO: await localSlot(-1, 10), endISO: await localSlot(-1, 11) });

  it("answers in English without a language, as before", async () => {
    expect((await book(await conflict())).body).toEqual({
      code: "BOOKING_CONFLICT",
      message: "Board Room is already booked from 09:00 to 10:00",
    });
    expect((await book(await early())).body).toEqual({
      code: "OUTSIDE_BUSINESS_HOURS",
      message: "Bookings are only available between 07:00 and 20:00 (America/New_York) on a single day.",
    });
    expect((await book(await past())).body).toEqual({
      code: "BOOKING_IN_PAST",
      message: "Cannot book time slots in the past",
    });
  });

  it("answers in German for Accept-Language: de-DE", async () => {
    const german = { "accept-language": "de-DE,de;q=0.9,en;q=0.8" };
    const taken = await book(await conflict(), "", german);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      code: "BOOKING_CONFLICT",
      message: "Board Room ist von 09:00 bis 10:00 Uhr bereits gebucht",
    });
    const outside = await book(await early(), "", german);
    expect(outside.status).toBe(422);
    expect(outside.body).toEqual({
      code: "OUTSIDE_BUSINESS_HOURS",
      message: "Buchungen sind nur zwischen 07:00 und 20:00 Uhr (America/New_York) innerhalb eines Tages möglich.",
    });
    expect((await book(await past(), "", german)).body).toEqual({
      code: "BOOKING_IN_PAST",
      message: "Vergangene Zeiträume können nicht gebucht werden",
    });
  });

  it("answers in French for the officely_lang=fr cookie, whatever Accept-Language says", async () => {
    const french = "officely_lang=fr";
    const german = { "accept-language": "de-DE" };
    expect((await book(await conflict(), french, german)).body).toEqual({
      code: "BOOKING_CONFLICT",
      message: "Le bureau Board Room est déjà réservé de 09:00 à 10:00",
    });
    expect((await book(await early(), french)).body).toEqual({
      code: "OUTSIDE_BUSINESS_HOURS",
      message: "Les réservations ne sont possibles qu’entre 07:00 et 20:00 (America/New_York), sur une seule journée.",
    });
    expect((await book(await past(), french)).body).toEqual({
      code: "BOOKING_IN_PAST",
      message: "Impossible de réserver des créneaux passés",
    });
  });

  it("answers an unauthenticated call in Spanish for Accept-Language: es", async () => {
    const res = await t.request("GET", "/api/bookings/mine", { headers: { "accept-language": "es" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: "UNAUTHENTICATED",
      message: "No has iniciado sesión. Inicia sesión para continuar.",
    });
    const english = await t.request("GET", "/api/bookings/mine");
    expect(english.body).toEqual({ code: "UNAUTHENTICATED", message: "You are not signed in. Sign in to continue." });
  });

  it("answers the handler's own messages and a language Officely does not speak", async () => {
    const malformed = await t.request("POST", "/api/bookings", {
      cookie: admin.cookie,
      headers: { "accept-language": "es-MX" },
      payload: "{not json",
    });
    expect(malformed.body).toEqual({
      code: "MALFORMED_JSON",
      message: "El cuerpo de la solicitud no es un JSON válido.",
    });
    const japanese = await t.request("GET", "/api/bookings/mine", { headers: { "accept-language": "ja" } });
    expect(japanese.body.message).toBe("You are not signed in. Sign in to continue.");
    const badUrl = await t.request("GET", "/api/offices/%E0%A4%A", { headers: { "accept-language": "de" } });
    expect(badUrl.body).toEqual({ code: "VALIDATION_FAILED", message: "Die URL der Anfrage ist ungültig." });
  });

  it("words a schema's validation messages in the request's language, field names and values kept", async () => {
    const long = { startISO: await localSlot(4, 9), endISO: await localSlot(4, 10), purpose: "x".repeat(501) };
    expect((await book(long)).body).toEqual({
      code: "VALIDATION_FAILED",
      message: "Invalid body. purpose: Purpose must be at most 500 characters",
    });
    expect((await book(long, "", { "accept-language": "de" })).body).toEqual({
      code: "VALIDATION_FAILED",
      message: "Ungültige Anfrage (body). purpose: Der Zweck darf höchstens 500 Zeichen lang sein",
    });
    const settings = (payload: object, headers: Record<string, string>) =>
      t.request("PATCH", "/api/team/settings", { cookie: admin.cookie, headers, payload });
    expect((await settings({ horizonDays: 0 }, { "accept-language": "es" })).body).toEqual({
      code: "VALIDATION_FAILED",
      message: "Solicitud no válida (body). horizonDays: El horizonte de reserva debe ser como mínimo 1",
    });
    const cursor = await t.request("GET", "/api/team/members?cursor=zzz", {
      cookie: admin.cookie,
      headers: { "accept-language": "de" },
    });
    expect(cursor.body).toEqual({
      code: "VALIDATION_FAILED",
      message:
        "cursor ist ungültig: Verwenden Sie den X-Next-Cursor der vorherigen Seite oder lassen Sie ihn weg, um von vorn zu beginnen.",
    });
    // A service's refusal that repeats a schema's message is worded the same way.
    const zone = await settings({ timeZone: "Mars/Olympus" }, { "accept-language": "fr" });
    expect(zone.status).toBe(422);
    expect(zone.body.message).toBe(
      'Le fuseau horaire "Mars/Olympus" n\'est pas un fuseau horaire IANA connu (par exemple Europe/Berlin ou America/New_York).',
    );
  });
});
