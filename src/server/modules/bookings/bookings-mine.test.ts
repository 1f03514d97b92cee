/**
 * My Bookings: GET /api/bookings/mine pages by an opaque keyset cursor (upcoming soonest
 * first, past and cancelled latest first, released counted as cancelled), filters by office, local
 * dates and purpose text; GET /api/bookings/mine.csv exports the same list as RFC 4180 CSV. Each
 * test signs up its own team, so the file also passes on a shared PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import type { Booking, MinePage } from "#shared/schemas/booking.ts";
import { localDate } from "#shared/time.ts";

const ZONE = "America/New_York";

describe("my bookings", () => {
  let pinnedNow: Date | null = null;
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ now: () => pinnedNow ?? new Date() });
  });
  afterAll(async () => {
    await t.close();
  });

  async function book(session: Session, officeId: string, day: number, hour: number, purpose?: string) {
    const res = await t.request<Booking>("POST", "/api/bookings", {
      cookie: session.cookie,
      payload: { officeId, startISO: await localSlot(day, hour), endISO: await localSlot(day, hour + 1), purpose },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  function mine(session: Session, query = "") {
    return t.request<MinePage>("GET", `/api/bookings/mine${query ? `?${query}` : ""}`, { cookie: session.cookie });
  }

  /** Every page of `query`, following nextCursor; checks no page exceeds `limit`. */
  async function allPages(session: Session, query: string, limit: number) {
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const res = await mine(
        session,
        `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(limit);
      ids.push(...res.body.items.map((b) => b.id));
      cursor = res.body.nextCursor;
      if (!cursor) return ids;
    }
    throw new Error("too many pages");
  }

  it("pages upcoming bookings soonest first with a cursor, only the caller's own", async () => {
    const admin = await t.signupTeam();
    const member = await t.addMember(admin);
    const office = await t.createOffice(admin);
    const made: Booking[] = [];
    for (let day = 1; day <= 4; day++) {
      for (const hour of [9, 11, 13]) made.push(await book(admin, office.id, day, hour));
    }
    await book(member, office.id, 5, 9);
    const expected = [...made].sort((a, b) => a.startISO.localeCompare(b.startISO)).map((b) => b.id);
    expect(await allPages(admin, "status=upcoming", 5)).toEqual(expected);
    expect(await allPages(admin, "status=upcoming", 12)).toEqual(expected);
    const first = await mine(admin);
    expect(first.body.items.map((b) => b.id)).toEqual(expected); // default: upcoming, 50
    expect(first.body.nextCursor).toBeNull();
    const bad = await t.request("GET", "/api/bookings/mine?cursor=not-a-cursor", { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("cursor is not valid");
  });

  it("splits past and cancelled (released included), latest first", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin);
    const a = await book(admin, office.id, 1, 9);
    const b = await book(admin, office.id, 2, 9);
    const c = await book(admin, office.id, 3, 9);
    const d = await book(admin, office.id, 4, 9);
    await t.request("DELETE", `/api/bookings/${c.id}`, { cookie: admin.cookie });
    await t.database.db.update(bookings).set({ status: "released" }).where(eq(bookings.id, d.id));
    // Two days on, a and b have ended.
    pinnedNow = new Date(Date.parse(b.endISO) + 60_000);
    try {
      expect((await mine(admin, "status=past")).body.items.map((x) => x.id)).toEqual([b.id, a.id]);
      expect(await allPages(admin, "status=past", 1)).toEqual([b.id, a.id]);
      const cancelled = await mine(admin, "status=cancelled");
      expect(cancelled.body.items.map((x) => [x.id, x.status])).toEqual([
        [d.id, "released"],
        [c.id, "cancelled"],
      ]);
      expect((await mine(admin, "status=upcoming")).body.items).toEqual([]);
    } finally {
      pinnedNow = null;
    }
  });

  it("filters by office, local dates and purpose text (wildcards are plain text)", async () => {
    const admin = await t.signupTeam();
    const [room, desk] = await Promise.all([
      t.createOffice(admin, { name: "Room" }),
      t.createOffice(admin, { name: "Desk" }),
    ]);
    const r1 = await book(admin, room.id, 2, 9, "Budget review 100%");
    const d1 = await book(admin, desk.id, 3, 9, "budget_planning");
    const r2 = await book(admin, room.id, 4, 9, "Team lunch");
    const day3 = localDate(d1.startISO, ZONE);
    const ids = async (query: string) => (await mine(admin, query)).body.items.map((b) => b.id);
    expect(await ids(`officeId=${room.id}`)).toEqual([r1.id, r2.id]);
    expect(await ids(`from=${day3}&to=${day3}`)).toEqual([d1.id]);
    expect(await ids(`from=${day3}`)).toEqual([d1.id, r2.id]);
    expect(await ids(`to=${day3}`)).toEqual([r1.id, d1.id]);
    expect(await ids("q=BUDGET")).toEqual([r1.id, d1.id]);
    expect(await ids("q=100%25")).toEqual([r1.id]);
    expect(await ids("q=%25")).toEqual([r1.id]);
    expect(await ids("q=t_r")).toEqual([]); // as a wildcard, _ would match "Budget review"
    expect(await ids("q=t_planning")).toEqual([d1.id]);
    expect(await ids(`q=budget&officeId=${desk.id}`)).toEqual([d1.id]);
  });

  it("exports the filtered list as RFC 4180 CSV in the team's zone", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Focus, Room" });
    const tricky = 'Plan "Q3", then\nlunch';
    const a = await book(admin, office.id, 2, 9, tricky);
    const b = await book(admin, office.id, 3, 14, "=HYPERLINK()");
    await book(admin, office.id, 4, 9, "other");
    const res = await t.app.inject({
      method: "GET",
      url: `/api/bookings/mine.csv?to=${localDate(b.startISO, ZONE)}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="bookings-upcoming-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const date = (iso: string) => localDate(iso, ZONE);
    expect(res.body).toBe(
      "office,date,start,end,startISO,endISO,purpose,status\r\n" +
        `"Focus, Room",${date(a.startISO)},09:00,10:00,${a.startISO},${a.endISO},"Plan ""Q3"", then\nlunch",confirmed\r\n` +
        `"Focus, Room",${date(b.startISO)},14:00,15:00,${b.startISO},${b.endISO},'=HYPERLINK(),confirmed\r\n`,
    );
    const refused = await t.request("GET", "/api/bookings/mine.csv?status=later", { cookie: admin.cookie });
    expect(refused.status).toBe(400);
    expect(String(refused.headers["content-type"])).toContain("application/json");
  });
});
