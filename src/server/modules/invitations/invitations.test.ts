/**
 * Invitations as their own module: the e-mail is written with the invitation in one transaction
 * while the code never reaches the events or audit tables, invitations are rate-limited per admin
 * and per team per hour (on the injected clock), and a code is checked before joining.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, events, outboxEmails } from "#db/schema/index.ts";
import { startTestApp, TEST_PASSWORD, type TestApp, uniqueEmail } from "#server/test/harness.ts";
import { confirmAddress } from "#server/test/mail-support.ts";
import { startSmtpSink } from "#server/test/smtp-sink.ts";

describe("invitations", () => {
  let t: TestApp;
  let clock = new Date();

  beforeAll(async () => {
    t = await startTestApp({
      now: () => clock,
      config: { invitationRateLimit: { perAdminPerHour: 2, perTeamPerHour: 3 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const invite = (cookie: string, email = uniqueEmail("invitee")) =>
    t.request("POST", "/api/team/invitations", { cookie, payload: { email, role: "member" } });

  it("writes the e-mail with the invitation's event and never stores the code with it", async () => {
    const admin = await t.signupTeam({ companyName: "Code Keepers" });
    const email = uniqueEmail("secret");
    const res = await invite(admin.cookie, email);
    expect(res.status).toBe(201);
    const { code } = res.body as { code: string };
    const [event] = await t.database.db.select().from(events).where(eq(events.subjectId, res.body.id));
    expect(event.type).toBe("invitation.created");
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    expect(mail.eventSeq).toBe(event.seq);
    expect(mail.textBody).toContain(code);
    expect(mail.htmlBody).toContain("Code Keepers");
    const leaks = await t.database.db.execute(
      sql`select (select count(*) from ${events} where payload::text like ${`%${code}%`})::int as events,
                 (select count(*) from ${auditEvents} where coalesce(after::text, '') like ${`%${code}%`})::int as audit`,
    );
    expect((leaks as unknown as { rows: unknown[] }).rows[0]).toEqual({ events: 0, audit: 0 });
  });

  it("does not tell an admin whether an address has an account in another team; only its own members are named", async () => {
    clock = new Date();
    const elsewhere = await t.signupTeam({ companyName: "Elsewhere" });
    const admin = await t.signupTeam({ companyName: "Asking" });
    const ownMember = await invite(admin.cookie, admin.email.toUpperCase());
    expect(ownMember.status).toBe(409);
    expect(ownMember.body).toEqual({
      code: "EMAIL_TAKEN",
      message: `${admin.email} is already a member of your team.`,
    });
    const registered = await invite(admin.cookie, elsewhere.email);
    const unknown = await invite(admin.cookie, uniqueEmail("nobody"));
    expect(registered.status).toBe(201);
    expect(unknown.status).toBe(201);
    const shape = (body: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(body).map(([key, value]) => [key, key === "emailStatus" ? value : typeof value]),
      );
    expect(shape(registered.body)).toEqual(shape(unknown.body));
  });

  it("limits invitations per admin and per team per hour, and allows them again an hour later", async () => {
    clock = new Date();
    const first = await t.signupTeam();
    // One invitation of `first` already: the one that brings in the second admin.
    const second = await t.addMember(first, "team_admin", "Second Admin");
    expect((await invite(first.cookie)).status).toBe(201);

    const overAdmin = await invite(first.cookie);
    expect(overAdmin.status).toBe(429);
    expect(overAdmin.body).toEqual({
      code: "RATE_LIMITED",
      message: "You have sent 2 invitations in the last hour, the most allowed. Try again later.",
    });

    expect((await invite(second.cookie)).status).toBe(201);
    const overTeam = await invite(second.cookie);
    expect(overTeam.status).toBe(429);
    expect(overTeam.body.message).toBe(
      "Your team has sent 3 invitations in the last hour, the most allowed. Try again later.",
    );
    const pending = await t.request("GET", "/api/team/invitations", { cookie: first.cookie });
    expect(pending.body).toHaveLength(2);

    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    expect((await invite(first.cookie)).status).toBe(201);
    clock = new Date();
  });

  it("validates a code before joining: valid, then used", async () => {
    clock = new Date();
    const admin = await t.signupTeam({ companyName: "Check Co" });
    const email = uniqueEmail("checked");
    const res = await invite(admin.cookie, email);
    const check = await t.request("GET", `/api/auth/validate-invite/${res.body.code.toLowerCase()}`);
    expect(check.body).toEqual({
      valid: true,
      invite: { email, teamName: "Check Co", role: "member", language: "en" },
    });
    const joined = await t.request("POST", "/api/auth/join-team", {
      payload: { inviteCode: res.body.code, name: "Jo Ined", email, password: TEST_PASSWORD },
    });
    expect(joined.status).toBe(201);
    const again = await t.request("GET", `/api/auth/validate-invite/${res.body.code}`);
    expect(again.body.valid).toBe(false);
    expect(again.body.error).toContain("already been used");
  });
});

describe("invitation mail", () => {
  it("stays in the outbox, answered as queued, when no SMTP is configured", async () => {
    const t = await startTestApp();
    try {
      const admin = await t.signupTeam();
      const email = uniqueEmail("invitee");
      const res = await t.request("POST", "/api/team/invitations", {
        cookie: admin.cookie,
        payload: { email, role: "member" },
      });
      expect(res.status).toBe(201);
      expect(res.body.emailStatus).toBe("queued");
      const rows = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
      expect(rows).toHaveLength(1);
      expect(rows[0].status).toBe("pending");
      expect(rows[0].textBody).toContain(`/auth?invite=${res.body.code}`);
    } finally {
      await t.close();
    }
  });

  it("is delivered over SMTP with its magic link, answered as sent, and marked sent", async () => {
    const smtp = await startSmtpSink();
    const t = await startTestApp({ config: { smtpUrl: smtp.url } });
    try {
      const admin = await t.signupTeam({ companyName: "Mail Co" });
      // Mail leaves the machine: the admin confirms their own address first (docs/operations.md).
      await confirmAddress(t, smtp, admin);
      const email = uniqueEmail("mailed");
      const res = await t.request("POST", "/api/team/invitations", {
        cookie: admin.cookie,
        payload: { email, role: "member" },
      });
      expect(res.status).toBe(201);
      expect(res.body.emailStatus).toBe("sent");
      const message = smtp.received.find((m) => m.to === email);
      expect(message?.body).toContain("Mail Co");
      expect(message?.body).toContain(`/auth?invite=${res.body.code}`);
      const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
      expect(row.status).toBe("sent");
      expect(row.sentAt).not.toBeNull();
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
