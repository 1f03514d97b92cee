/**
 * Calendar feeds: a private URL lists only its owner's upcoming live bookings as valid
 * iCalendar (parsed back with ical.js), with stable UIDs and escaped, folded text; regenerating
 * ends the old URL and revoking ends it too (404).
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

describe("calendar feed", () => {
  let t: TestApp;
  let admin: Session;
  let member: Session;
  let officeId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam();
    member = await t.addMember(admin, "member", "Max Member");
    officeId = (await t.createOffice(admin, { name: "Focus Room" })).id;
  });
  afterAll(() => t.close());

  async function book(as: Session, hour: number, purpose?: string) {
    const res = await t.request("POST", "/api/bookings", {
      cookie: as.cookie,
      payload: { officeId, startISO: await localSlot(3, hour), endISO: await localSlot(3, hour + 1), purpose },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; startISO: string; endISO: string };
  }
  /** The path of a feed URL (the app is called in-process). */
  const pathOf = (url: string) => new URL(url).pathname;

  it("lists only the owner's upcoming live bookings as valid iCalendar", async () => {
    expect((await t.request("GET", "/api/user/calendar-feed", { cookie: member.cookie })).body).toEqual({
      active: false,
      createdAt: null,
    });
    const purpose = `Plan; review, and ship \\ ${"long words ".repeat(12)}`.trim();
    const mine = await book(member, 9, purpose);
    const cancelled = await book(member, 11);
    await t.request("DELETE", `/api/bookings/${cancelled.id}`, { cookie: member.cookie });
    const theirs = await book(admin, 13);

    const made = await t.request("POST", "/api/user/calendar-feed", { cookie: member.cookie });
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await t.request("GET", "/api/user/calendar-feed", { cookie: member.cookie })).body.active).toBe(true);

    const res = await t.request("GET", pathOf(made.body.url));
    expect(res.status).toBe(200);
    expect(String(res.headers["content-type"])).toContain("text/calendar");
    const text = String(res.body);
    // RFC 5545: CRLF line ends, no line longer than 75 octets (long text is folded).
    expect(text).toContain("\r\n");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.uid)).toEqual([`${mine.id}@localhost:3000`]);
    expect(events[0].summary).toBe(`Focus Room: ${purpose}`);
    expect(events[0].startDate.toJSDate().toISOString()).toBe(mine.startISO);
    expect(events[0].endDate.toJSDate().toISOString()).toBe(mine.endISO);
    expect(text).not.toContain(theirs.id);
    expect(text).not.toContain(cancelled.id);
  });

  it("regenerating ends the old URL; revoking ends the feed", async () => {
    const first = await t.request("POST", "/api/user/calendar-feed", { cookie: admin.cookie });
    const second = await t.request("POST", "/api/user/calendar-feed", { cookie: admin.cookie });
    expect(second.body.url).not.toBe(first.body.url);
    const old = await t.request("GET", pathOf(first.body.url));
    expect([old.status, old.body.code]).toEqual([404, "NOT_FOUND"]);
    expect((await t.request("GET", pathOf(second.body.url))).status).toBe(200);

    expect((await t.request("DELETE", "/api/user/calendar-feed", { cookie: admin.cookie })).status).toBe(204);
    expect((await t.request("GET", pathOf(second.body.url))).status).toBe(404);
    expect((await t.request("GET", "/api/user/calendar-feed", { cookie: admin.cookie })).body.active).toBe(false);
    expect((await t.request("DELETE", "/api/user/calendar-feed", { cookie: admin.cookie })).status).toBe(404);
  });
});
