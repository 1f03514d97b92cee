/**
 * The audit log (docs/product.md "Audit"): the team's events newest first with actor names and before/after,
 * filters (actor, action or subject, target, team-local days), cursor pages that return each event
 * exactly once while new events are written, CSV, and access for team admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, startTestApp, type TestApp, uniqueEmail } from "#server/test/harness.ts";
import { todayInZone } from "#shared/time.ts";

interface Item {
  id: string;
  action: string;
  actionLabel: string;
  actor: { id: string; name: string } | null;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

describe("audit log", () => {
  let t: TestApp;
  let admin: Session;
  let member: Session;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam({ name: "Audra Admin" });
    member = await t.addMember(admin, "member", "Mo Member");
    await t.request("PATCH", `/api/team/members/${member.user.id}`, {
      cookie: admin.cookie,
      payload: { role: "team_manager" },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (query: string, cookie = admin.cookie) => {
    const res = await t.request("GET", `/api/team/audit?${query}`, { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { items: Item[]; nextCursor: string | null };
  };

  it("lists the team's events newest first, in words, with actor and before/after", async () => {
    const { items, nextCursor } = await page("");
    expect(nextCursor).toBeNull();
    expect(items.map((i) => i.action)).toEqual([
      "member.role_changed",
      "member.joined",
      "invitation.created",
      "member.joined",
      "team.created",
    ]);
    const [changed] = items;
    expect(changed).toMatchObject({
      actionLabel: "Role changed",
      actor: { id: admin.user.id, name: "Audra Admin" },
      targetType: "member",
      targetId: member.user.id,
      before: { role: "member" },
      after: { role: "team_manager" },
    });
  });

  it("filters by actor, action, subject, target and day", async () => {
    expect((await page(`actorId=${member.user.id}`)).items.map((i) => i.action)).toEqual(["member.joined"]);
    expect((await page("action=invitation.created")).items).toHaveLength(1);
    expect((await page("action=member")).items.map((i) => i.action)).toEqual([
      "member.role_changed",
      "member.joined",
      "member.joined",
    ]);
    expect((await page("targetType=team")).items.map((i) => i.action)).toEqual(["team.created"]);
    const today = todayInZone("America/New_York");
    expect((await page(`from=${today}&to=${today}`)).items).toHaveLength(5);
    expect((await page("from=2020-01-01&to=2020-01-31")).items).toEqual([]);
  });

  it("pages with a cursor: each event exactly once while new events are written", async () => {
    const first = await page("limit=3");
    expect(first.items).toHaveLength(3);
    // New events arrive between pages: they are newer, so they never shift the older pages.
    for (let i = 0; i < 3; i++) {
      await t.request("POST", "/api/team/invitations", {
        cookie: admin.cookie,
        payload: { email: uniqueEmail("paged"), role: "member" },
      });
    }
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await page(`limit=3&cursor=${cursor}`);
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    const ids = seen.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(seen.map((i) => i.action)).toEqual([
      "member.role_changed",
      "member.joined",
      "invitation.created",
      "member.joined",
      "team.created",
    ]);
    expect((await page("limit=100")).items).toHaveLength(8);
  });

  it("exports CSV, and is for team admins of this team only", async () => {
    const csv = await t.request("GET", "/api/team/audit.csv?action=member.role_changed", { cookie: admin.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = String(csv.body).split("\r\n");
    expect(lines[0]).toBe("time,actor,action,action_in_words,target_type,target_id,before,after,ip");
    expect(lines[1]).toContain(`,Audra Admin,member.role_changed,Role changed,member,${member.user.id},`);
    expect(lines[1]).toContain('"{""id"":');
    const denied = await t.request("GET", "/api/team/audit", { cookie: member.cookie });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: "FORBIDDEN", message: "Only team admins can see the audit log." });
    const other = await t.signupTeam();
    const theirs = await page("limit=100", other.cookie);
    expect(theirs.items.map((i) => i.action)).toEqual(["member.joined", "team.created"]);
  });

  it("a CSV export that hits the cap says so: X-Truncated and X-Row-Limit, the newest rows kept", async () => {
    const capped = await startTestApp({ config: { audit: { csvMaxRows: 3 } } });
    try {
      const boss = await capped.signupTeam({ name: "Cap Admin" });
      const plain = await capped.addMember(boss, "member", "Plain Member");
      await capped.addMember(boss, "member", "Other Member");
      // team.created and member.joined, then invitation.created and member.joined twice: 6 events.
      const full = await capped.request("GET", "/api/team/audit.csv", { cookie: boss.cookie });
      expect(full.status).toBe(200);
      expect(full.headers["x-truncated"]).toBe("true");
      expect(full.headers["x-row-limit"]).toBe("3");
      const lines = String(full.body).trimEnd().split("\r\n");
      expect(lines).toHaveLength(1 + 3);
      expect(lines[1]).toContain(",member.joined,");
      // Narrowed to exactly the cap (three member.joined): every match is in the file, no headers.
      const joined = await capped.request("GET", "/api/team/audit.csv?action=member.joined", { cookie: boss.cookie });
      expect(joined.status).toBe(200);
      expect(joined.headers["x-truncated"]).toBeUndefined();
      expect(joined.headers["x-row-limit"]).toBeUndefined();
      expect(String(joined.body).trimEnd().split("\r\n")).toHaveLength(1 + 3);

      // A plain member: 403 with who may, on the list and on the CSV.
      for (const url of ["/api/team/audit", "/api/team/audit.csv"]) {
        const denied = await capped.request("GET", url, { cookie: plain.cookie });
        expect(denied.status).toBe(403);
        expect(denied.body).toEqual({ code: "FORBIDDEN", message: "Only team admins can see the audit log." });
      }
    } finally {
      await capped.close();
    }
  });
});
