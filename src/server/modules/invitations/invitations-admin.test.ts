/**
 * Invitations administration (docs/product.md "Invitations"): several addresses at once (one result
 * each), resend (a new code, the old one dies, the e-mail again) and revoke (the code stops
 * working), each audited.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, outboxEmails } from "#db/schema/index.ts";
import { startTestApp, type TestApp, uniqueEmail } from "#server/test/harness.ts";

describe("invitations administration", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const validate = async (code: string) => (await t.request("GET", `/api/auth/validate-invite/${code}`)).body;

  it("invites several addresses at once with one result per address, in order", async () => {
    const admin = await t.signupTeam();
    const [a, b] = [uniqueEmail("bulk-a"), uniqueEmail("bulk-b")];
    const res = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { emails: [a, "not-an-address", ` ${b.toUpperCase()} `, a, admin.email], role: "team_manager" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const results = res.body.results as { email: string; ok: boolean; message: string | null; invitation: unknown }[];
    expect(results.map((r) => [r.email, r.ok])).toEqual([
      [a, true],
      ["not-an-address", false],
      [b, true],
      [a, false],
      [admin.email, false],
    ]);
    expect(results[1].message).toEqual(expect.stringMatching(/e-?mail/i));
    expect(results[3].message).toBe("Listed more than once; invited once.");
    expect(results[4].message).toBe(`${admin.email} is already a member of your team.`);
    expect(results[0].invitation).toMatchObject({ email: a, role: "team_manager", code: expect.any(String) });
    const pending = await t.request("GET", "/api/team/invitations", { cookie: admin.cookie });
    expect(pending.body.map((i: { email: string }) => i.email).sort()).toEqual([a, b].sort());
  });

  it("resends with a new code and a fresh expiry: the old code dies, the new one works, mailed again", async () => {
    let clock = new Date("2026-11-23T09:00:00Z");
    const timed = await startTestApp({ now: () => clock });
    try {
      const admin = await timed.signupTeam();
      const email = uniqueEmail("resend");
      const made = await timed.request("POST", "/api/team/invitations", {
        cookie: admin.cookie,
        payload: { email, role: "member" },
      });
      clock = new Date("2026-11-25T09:00:00Z");
      const res = await timed.request("POST", `/api/team/invitations/${made.body.id}/resend`, { cookie: admin.cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.id).toBe(made.body.id);
      expect(res.body.code).not.toBe(made.body.code);
      expect(Date.parse(res.body.expiresAt) - Date.parse(made.body.expiresAt)).toBe(2 * 24 * 3600 * 1000);
      expect((await timed.request("GET", `/api/auth/validate-invite/${made.body.code}`)).body.valid).toBe(false);
      expect((await timed.request("GET", `/api/auth/validate-invite/${res.body.code}`)).body.valid).toBe(true);
      const mails = await timed.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
      expect(mails).toHaveLength(2);
      expect(mails.some((m) => m.textBody.includes(res.body.code))).toBe(true);
      const [event] = await timed.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.teamId, admin.team!.id), eq(auditEvents.action, "invitation.resent")));
      expect(event.targetId).toBe(made.body.id);
      expect(JSON.stringify(event)).not.toContain(res.body.code);
    } finally {
      await timed.close();
    }
  });

  it("an expired invitation stays listed as expired and can be resent: a new code with a new expiry, the old dead, audited", async () => {
    let clock = new Date("2026-11-01T09:00:00Z");
    const timed = await startTestApp({ now: () => clock });
    try {
      const admin = await timed.signupTeam();
      const email = uniqueEmail("expired");
      const made = await timed.request("POST", "/api/team/invitations", {
        cookie: admin.cookie,
        payload: { email, role: "member" },
      });
      const validateAt = async (code: string) =>
        (await timed.request("GET", `/api/auth/validate-invite/${code}`)).body as { valid: boolean };

      // Ten days later the 7-day code has expired; the list still shows it, marked expired.
      clock = new Date("2026-11-11T09:00:00Z");
      expect((await validateAt(made.body.code)).valid).toBe(false);
      const listed = await timed.request("GET", "/api/team/invitations", { cookie: admin.cookie });
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([expect.objectContaining({ id: made.body.id, email, expired: true })]);

      const res = await timed.request("POST", `/api/team/invitations/${made.body.id}/resend`, { cookie: admin.cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.code).not.toBe(made.body.code);
      expect(res.body.expiresAt).toBe("2026-11-18T09:00:00.000Z");
      expect((await validateAt(made.body.code)).valid).toBe(false);
      expect((await validateAt(res.body.code)).valid).toBe(true);
      const after = await timed.request("GET", "/api/team/invitations", { cookie: admin.cookie });
      expect(after.body).toEqual([expect.objectContaining({ id: made.body.id, expired: false })]);

      const [event] = await timed.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.teamId, admin.team!.id), eq(auditEvents.action, "invitation.resent")));
      expect(event).toMatchObject({
        targetId: made.body.id,
        before: { email, expiresAt: "2026-11-08T09:00:00.000Z", expired: true },
        after: { email, expiresAt: "2026-11-18T09:00:00.000Z", expired: false },
      });
      expect(JSON.stringify(event)).not.toContain(res.body.code);

      // Expired more than 30 days ago: no longer listed (revoke or invite again).
      clock = new Date("2026-12-19T09:00:01Z");
      expect((await timed.request("GET", "/api/team/invitations", { cookie: admin.cookie })).body).toEqual([]);
    } finally {
      await timed.close();
    }
  });

  it("revokes: the code stops working, the invitation leaves the list; another team's id is 404", async () => {
    const admin = await t.signupTeam();
    const other = await t.signupTeam();
    const made = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email: uniqueEmail("revoke"), role: "member" },
    });
    const foreign = await t.request("DELETE", `/api/team/invitations/${made.body.id}`, { cookie: other.cookie });
    expect(foreign.status).toBe(404);
    expect((await validate(made.body.code)).valid).toBe(true);

    const res = await t.request("DELETE", `/api/team/invitations/${made.body.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(204);
    expect(await validate(made.body.code)).toEqual({ valid: false, error: "Invalid invitation code" });
    const pending = await t.request("GET", "/api/team/invitations", { cookie: admin.cookie });
    expect(pending.body).toEqual([]);
    const again = await t.request("DELETE", `/api/team/invitations/${made.body.id}`, { cookie: admin.cookie });
    expect(again.status).toBe(404);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team!.id), eq(auditEvents.action, "invitation.revoked")));
    expect(events).toHaveLength(1);
    expect(events[0].before).toMatchObject({ id: made.body.id, email: made.body.email });
  });
});
