/**
 * The mail a person can make the platform send to others is limited, counted in mail_sends
 * (docs/operations.md "Mail limits and e-mail verification"): resends count against the hourly
 * invitation limits like new invitations, one invitation is resent at most 3 times, an address gets
 * at most 3 invitations a day from every team together (the refusal names no team), and template
 * test sends are limited per person and per team per hour. The clock is the app's, injected.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailSends, outboxEmails } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp, uniqueEmail } from "#server/test/harness.ts";

const HOUR = 3_600_000;

describe("mail limits", () => {
  let t: TestApp;
  let clock = new Date();

  beforeAll(async () => {
    t = await startTestApp({
      now: () => clock,
      config: {
        invitationRateLimit: { perAdminPerHour: 4, perTeamPerHour: 6 },
        mailLimits: {
          resendsPerInvitation: 3,
          invitationsPerRecipientPerDay: 3,
          testSendsPerPersonPerHour: 2,
          testSendsPerTeamPerHour: 3,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const invite = (admin: Session, email: string) =>
    t.request("POST", "/api/team/invitations", { cookie: admin.cookie, payload: { email, role: "member" } });
  const resend = (admin: Session, id: string) =>
    t.request("POST", `/api/team/invitations/${id}/resend`, { cookie: admin.cookie });
  const mailsTo = async (to: string) =>
    (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to))).length;

  it("counts resends against the admin's and the team's hourly invitation limits", async () => {
    clock = new Date();
    const admin = await t.signupTeam();
    // The invitation that brings in a second admin is the first admin's first of the hour.
    const other = await t.addMember(admin, "team_admin", "Other Admin");
    const first = await invite(admin, uniqueEmail("hourly-a"));
    const second = await invite(admin, uniqueEmail("hourly-b"));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await resend(admin, first.body.id)).status).toBe(200);

    // Three invitations and a resend: the admin's 4 of the hour are spent, by the resend too.
    const over = await resend(admin, second.body.id);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      code: "RATE_LIMITED",
      message: "You have sent 4 invitations in the last hour, the most allowed. Try again later.",
    });
    expect((await invite(admin, uniqueEmail("hourly-c"))).status).toBe(429);
    expect(await mailsTo(second.body.email)).toBe(1);

    // The second admin has 2 left of the team's 6: the first admin's resend counted for the team.
    expect((await resend(other, second.body.id)).status).toBe(200);
    expect((await resend(other, first.body.id)).status).toBe(200);
    const teamOver = await resend(other, second.body.id);
    expect(teamOver.status).toBe(429);
    expect(teamOver.body.message).toBe(
      "Your team has sent 6 invitations in the last hour, the most allowed. Try again later.",
    );

    const rows = await t.database.db.select().from(mailSends).where(eq(mailSends.teamId, admin.team.id));
    expect(rows.map((r) => r.kind)).toEqual(Array(6).fill("invitation"));
    expect(rows.filter((r) => r.invitationId === first.body.id)).toHaveLength(3);
    clock = new Date(clock.getTime() + HOUR + 60_000);
    expect((await resend(admin, second.body.id)).status).toBe(200);
    clock = new Date();
  });

  it("sends one invitation again at most 3 times, and says so", async () => {
    const start = new Date();
    clock = start;
    const admin = await t.signupTeam();
    const email = uniqueEmail("resent");
    const made = await invite(admin, email);
    expect(made.status).toBe(201);
    // A day apart, so the recipient's daily cap is not what stops them.
    for (const day of [1, 2, 3]) {
      clock = new Date(start.getTime() + day * 24 * HOUR + 60_000);
      expect((await resend(admin, made.body.id)).status, `resend on day ${day}`).toBe(200);
    }
    clock = new Date(start.getTime() + 4 * 24 * HOUR + 120_000);
    const fourth = await resend(admin, made.body.id);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      code: "RATE_LIMITED",
      message:
        "This invitation has already been sent again 3 times, the most allowed for one invitation. Ask the person to check their spam folder, or share the link with them another way.",
    });
    expect(await mailsTo(email)).toBe(4);
    clock = new Date();
  });

  it("mails an address at most 3 invitations a day from every team together; later ones are made, not mailed", async () => {
    const start = new Date();
    clock = start;
    const target = uniqueEmail("popular");
    const names = ["First Sender Co", "Second Sender Co", "Third Sender Co"];
    const senders: Session[] = [];
    for (const companyName of names) senders.push(await t.signupTeam({ companyName }));
    expect((await invite(senders[0], target)).body.emailStatus).not.toBe("not_sent");
    expect((await invite(senders[1], target)).status).toBe(201);
    const resent = await resend(senders[1], (await t.request("GET", "/api/team/invitations", senders[1])).body[0].id);
    expect(resent.status).toBe(200);

    // A resend counts as an invitation e-mail to the address: 3 today, whoever sent them. A throwaway
    // team that used them up does not stop a real team inviting the person: its admin shares the link.
    const fourth = await invite(senders[2], target.toUpperCase());
    expect(fourth.status).toBe(201);
    expect(fourth.body).toMatchObject({ email: target, emailStatus: "not_sent" });
    const joinable = await t.request("GET", `/api/auth/validate-invite/${fourth.body.code}`);
    expect(joinable.body).toMatchObject({ valid: true });
    const again = await resend(senders[2], fourth.body.id);
    expect([again.status, again.body.emailStatus]).toEqual([200, "not_sent"]);
    expect(await mailsTo(target)).toBe(3);
    const bulk = await t.request("POST", "/api/team/invitations", {
      cookie: senders[2].cookie,
      payload: { emails: [target, uniqueEmail("other")], role: "member" },
    });
    expect(bulk.body.results.map((r: { invitation: { emailStatus: string } }) => r.invitation.emailStatus)).toEqual([
      "not_sent",
      expect.stringMatching(/^(sent|queued)$/),
    ]);
    const sends = await t.database.db.select().from(mailSends).where(eq(mailSends.toAddress, target));
    expect(sends).toHaveLength(3);

    clock = new Date(start.getTime() + 24 * HOUR + 60_000);
    expect((await invite(senders[2], target)).body.emailStatus).not.toBe("not_sent");
    clock = new Date();
  });

  it("keeps to 3 a day when six teams invite one address at the same moment", async () => {
    clock = new Date();
    const target = uniqueEmail("raced");
    const senders: Session[] = [];
    for (let i = 0; i < 6; i++) senders.push(await t.signupTeam());
    // On PostgreSQL these run side by side on the pool: the count and the send happen under one lock
    // on the recipient, so no two requests both see "2 sent" and both send the third.
    const results = await Promise.all(senders.map((admin) => invite(admin, target)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(results.filter((r) => r.body.emailStatus === "not_sent")).toHaveLength(3);
    expect(await mailsTo(target)).toBe(3);
  });

  it("limits template test sends per person and per team per hour", async () => {
    clock = new Date();
    const admin = await t.signupTeam();
    const other = await t.addMember(admin, "team_admin", "Second Admin");
    const body = { subject: "Hello {{teamName}}", blocks: [{ type: "text", text: "Join {{teamName}}" }] };
    const test = (who: Session) =>
      t.request("POST", "/api/email-templates/invite/test", { cookie: who.cookie, payload: body });

    expect((await test(admin)).status).toBe(200);
    expect((await test(admin)).status).toBe(200);
    const personOver = await test(admin);
    expect(personOver.status).toBe(429);
    expect(personOver.body).toEqual({
      code: "RATE_LIMITED",
      message: "You have sent 2 test e-mails in the last hour, the most allowed. Use the preview, or try again later.",
    });
    expect((await test(other)).status).toBe(200);
    const teamOver = await test(other);
    expect(teamOver.status).toBe(429);
    expect(teamOver.body.message).toBe(
      "Your team has sent 3 test e-mails in the last hour, the most allowed. Use the preview, or try again later.",
    );
    const tests = await t.database.db
      .select()
      .from(mailSends)
      .where(and(eq(mailSends.teamId, admin.team.id), eq(mailSends.kind, "template_test")));
    expect(tests.map((r) => r.toAddress).sort()).toEqual([admin.email, admin.email, other.email].sort());
    expect(await mailsTo(admin.email)).toBeGreaterThanOrEqual(2);

    clock = new Date(clock.getTime() + HOUR + 60_000);
    expect((await test(admin)).status).toBe(200);
    clock = new Date();
  });
});
