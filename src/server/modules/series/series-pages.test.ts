/**
 * The series list pages (docs/architecture.md "Lists that page"): newest first, a page of `limit`
 * and the next page's cursor in X-Next-Cursor; the cursor is a keyset, so series created or deleted
 * between pages neither repeat nor hide another one, and series created in the same microsecond-
 * precise instant still page apart. Each test signs up its own team.
 */
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { series } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { NEXT_CURSOR_HEADER } from "#shared/constants.ts";
import { shiftDate } from "#shared/time.ts";

describe("series list pages", () => {
  let t: TestApp;
  // A series is stamped with the app's clock: each one created a second after the last.
  let clock = new Date("2026-11-23T12:00:00Z");

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A one-date series on day `n` after 2026-11-30 (distinct dates, so none conflicts). */
  async function createSeries(session: Session, officeId: string, n: number): Promise<string> {
    clock = new Date(clock.getTime() + 1000);
    const res = await t.request("POST", "/api/series", {
      cookie: session.cookie,
      payload: {
        officeId,
        startDate: shiftDate("2026-11-30", n),
        startTime: "09:00",
        durationMinutes: 60,
        rrule: "FREQ=DAILY;COUNT=1",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.series.id;
  }

  /** Every page of `url` with `limit`, reading `between(pageIndex)` after each page. */
  async function walk(session: Session, url: string, limit: number, between?: (index: number) => Promise<void>) {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const query = `${url}${url.includes("?") ? "&" : "?"}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
      const res = await t.request("GET", query, { cookie: session.cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      pages.push(res.body.map((one: { id: string }) => one.id));
      cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      await between?.(pages.length - 1);
    } while (cursor);
    return pages;
  }

  it("pages newest first, and the last page carries no cursor", async () => {
    const admin = await t.signupTeam();
    const colleague = await t.addMember(admin, "member", "Cy");
    const office = await t.createOffice(admin, { name: "Paging Room" });
    const mine: string[] = [];
    for (let n = 0; n < 5; n++) mine.push(await createSeries(admin, office.id, n));
    const theirs = await createSeries(colleague, office.id, 10);

    expect(await walk(admin, "/api/series", 2)).toEqual([[mine[4], mine[3]], [mine[2], mine[1]], [mine[0]]]);
    expect((await walk(admin, "/api/series?scope=team", 4)).flat()).toEqual([theirs, ...mine.toReversed()]);
    // A page exactly as long as what is left says there is no more.
    expect(await walk(admin, "/api/series", 5)).toEqual([mine.toReversed()]);
    // Without a limit, the first 50.
    const first = await t.request("GET", "/api/series", { cookie: admin.cookie });
    expect(first.body).toHaveLength(5);
    expect(first.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it("neither repeats nor hides a series when others are created or deleted between pages", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Busy Room" });
    const made: string[] = [];
    for (let n = 0; n < 6; n++) made.push(await createSeries(admin, office.id, n));
    const before = made.toReversed();

    let added = "";
    const pages = await walk(admin, "/api/series", 2, async (index) => {
      if (index !== 0) return;
      // After the first page: a new series (newest, so before every page) and one of page 1 deleted.
      added = await createSeries(admin, office.id, 20);
      const removed = await t.request("DELETE", `/api/series/${before[0]}`, { cookie: admin.cookie });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    });
    // An offset would now skip before[2] (every row moved up one) or repeat one; the keyset does not.
    expect(pages.flat()).toEqual(before);
    expect(pages.flat()).not.toContain(added);
  });

  it("pages apart series created in the same instant, to the microsecond", async () => {
    const admin = await t.signupTeam();
    const office = await t.createOffice(admin, { name: "Same Time Room" });
    const made: string[] = [];
    for (let n = 0; n < 5; n++) made.push(await createSeries(admin, office.id, n));
    // Three share one instant whose microseconds a JavaScript Date could not hold.
    await t.database.db
      .update(series)
      .set({ createdAt: sql`'2026-11-23 11:00:00.000123+00'::timestamptz` })
      .where(inArray(series.id, made.slice(0, 3)));
    const pages = await walk(admin, "/api/series", 1);
    expect(pages.every((page) => page.length === 1)).toBe(true);
    const walked = pages.flat();
    expect(walked).toHaveLength(5);
    expect(new Set(walked).size).toBe(5);
    expect(walked.slice(0, 2)).toEqual([made[4], made[3]]);
    expect(walked.slice(2).toSorted()).toEqual(made.slice(0, 3).toSorted());
  });
});
