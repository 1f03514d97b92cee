/**
 * The super admin's outbox and abuse-report lists page by keyset (docs/architecture.md "Lists that
 * page"): retrying failed messages or reviewing open reports while paging through them leaves none
 * unseen, as an offset would (each action takes rows out of the list). The rows are dated in 2000,
 * the oldest of any list, so tests sharing a PostgreSQL keep their own rows on their first pages;
 * they are deleted at the end.
 */
import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abuseReports, outboxEmails } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { PLATFORM_PAGE_SIZE } from "#shared/schemas/platform.ts";
import { signInNewSuperAdmin } from "./platform-test-support.ts";

const COUNT = PLATFORM_PAGE_SIZE + 5;
/** Row n's creation: in 2000, a minute apart, with microseconds a JavaScript Date could not hold. */
const createdAt = (n: number) => `2000-01-01 00:${String(n).padStart(2, "0")}:00.000123+00`;

describe("super admin lists that people work through", () => {
  let t: TestApp;
  let sa: Session;
  beforeAll(async () => {
    t = await startTestApp();
    sa = await signInNewSuperAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * Walks every page of `url` (`key` holds the rows); after the first page holding one of `ours`,
   * calls `act` once with our ids on it. Returns our ids in the order the pages gave them.
   */
  async function walk(url: string, key: string, ours: Set<string>, act: (onPage: string[]) => Promise<void>) {
    const seen: string[] = [];
    let acted = false;
    let cursor: string | null = null;
    let pages = 0;
    do {
      // A cursor that never advanced would page forever: fail instead.
      expect(++pages).toBeLessThan(200);
      const res = await t.request("GET", `${url}${cursor ? `&cursor=${cursor}` : ""}`, { cookie: sa.cookie });
      const body = res.body as Record<string, unknown> & { nextCursor: string | null };
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const onPage = (body[key] as { id: string }[]).map((row) => row.id).filter((id) => ours.has(id));
      seen.push(...onPage);
      if (!acted && onPage.length > 0) {
        await act(onPage);
        acted = true;
      }
      cursor = body.nextCursor;
    } while (cursor);
    return seen;
  }

  it("shows every failed message once while some are retried between pages", async () => {
    const rows = await t.database.db
      .insert(outboxEmails)
      .values(
        Array.from({ length: COUNT }, (_, n) => ({
          toAddress: `paged-${randomUUID()}@example.test`,
          subject: `Paged ${n}`,
          textBody: "x",
          status: "failed",
          attempts: 8,
          createdAt: sql`${createdAt(n)}::timestamptz`,
        })),
      )
      .returning({ id: outboxEmails.id });
    const ids = rows.map((row) => row.id);
    try {
      const retried: string[] = [];
      const seen = await walk("/api/admin/outbox?status=failed", "messages", new Set(ids), async (onPage) => {
        for (const id of onPage.slice(0, 3)) {
          const res = await t.request("POST", `/api/admin/outbox/${id}/retry`, { cookie: sa.cookie });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          retried.push(id);
        }
      });
      expect(retried).toHaveLength(3);
      expect(seen.toSorted()).toEqual(ids.toSorted());
      expect(new Set(seen).size).toBe(COUNT);
    } finally {
      await t.database.db.delete(outboxEmails).where(inArray(outboxEmails.id, ids));
    }
  });

  it("shows every open report once while some are reviewed between pages", async () => {
    const rows = await t.database.db
      .insert(abuseReports)
      .values(
        Array.from({ length: COUNT }, (_, n) => ({
          outboxEmailId: randomUUID(),
          toAddress: `paged-${randomUUID()}@example.test`,
          subject: `Paged ${n}`,
          createdAt: sql`${createdAt(n)}::timestamptz`,
        })),
      )
      .returning({ id: abuseReports.id });
    const ids = rows.map((row) => row.id);
    try {
      const seen = await walk("/api/admin/abuse-reports?status=open", "reports", new Set(ids), async (onPage) => {
        for (const id of onPage.slice(0, 3)) {
          const res = await t.request("POST", `/api/admin/abuse-reports/${id}/review`, { cookie: sa.cookie });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
        }
      });
      expect(seen.toSorted()).toEqual(ids.toSorted());
      expect(new Set(seen).size).toBe(COUNT);
    } finally {
      await t.database.db.delete(abuseReports).where(inArray(abuseReports.id, ids));
    }
  });

  it("answers 400 to a cursor that is not one of ours", async () => {
    for (const url of ["/api/admin/outbox", "/api/admin/abuse-reports"]) {
      for (const cursor of ["50", "a.b", Buffer.from('["2000-02-30 00:00:00+00","x"]').toString("base64url")]) {
        const res = await t.request("GET", `${url}?cursor=${cursor}`, { cookie: sa.cookie });
        expect(res.status, `${url} ${cursor}`).toBe(400);
        expect(res.body.code).toBe("VALIDATION_FAILED");
      }
    }
  });
});
