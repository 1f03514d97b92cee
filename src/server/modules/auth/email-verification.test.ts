/**
 * E-mail verification (docs/operations.md "Mail limits and e-mail verification"), with mail leaving
 * through a real SMTP server (the sink): an account must confirm its address before it can make the
 * platform mail others (invitations single and bulk, resends, template test sends; 403
 * EMAIL_NOT_VERIFIED saying what to do); a new account is mailed a link through the outbox; the
 * link confirms the address, for the signed-in account it was made for only, and records
 * "user.email_verified" with the change; a new link can be asked for, a few times a window and a day;
 * joining through an invitation confirms nothing (the inviter saw the code) but mails a link. Without
 * SMTP nothing needs confirming.
 */
import { createEmailVerificationToken } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEvents, mailSends, outboxEmails, users } from "#db/schema/index.ts";
import { signInNewSuperAdmin } from "#server/modules/platform/platform-test-support.ts";
import { type Session, startTestApp, TEST_PASSWORD, type TestApp, uniqueEmail } from "#server/test/harness.ts";
import { confirmAddress, markVerified, verificationTokenIn, waitForMail } from "#server/test/mail-support.ts";
import { type SmtpSink, startSmtpSink } from "#server/test/smtp-sink.ts";

const refusal = (email: string) => ({
  code: "EMAIL_NOT_VERIFIED",
  message: `Confirm your e-mail address first: we sent a link to ${email}. Didn't get it? Send it again from the banner at the top of the page.`,
});

describe("e-mail verification with SMTP", () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ config: { smtpUrl: smtp.url, verificationEmailRateLimit: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const outboxTo = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
  const me = async (session: Session) => (await t.request("GET", "/api/user", { cookie: session.cookie })).body.user;

  it("asks nothing of a super admin, who sends no team's mail", async () => {
    const superAdmin = await signInNewSuperAdmin(t);
    expect(await me(superAdmin)).toMatchObject({ emailVerificationRequired: false });
  });

  it("refuses every kind of mail to others from an unconfirmed address, saying what to do, and sends nothing", async () => {
    const admin = await t.signupTeam();
    const user = await me(admin);
    expect(user).toMatchObject({ emailVerified: false, emailVerificationRequired: true });
    const email = uniqueEmail("not-yet");

    const single = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email, role: "member" },
    });
    expect([single.status, single.body]).toEqual([403, refusal(admin.email)]);
    const bulk = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { emails: [email, uniqueEmail("also-not")], role: "member" },
    });
    expect([bulk.status, bulk.body]).toEqual([403, refusal(admin.email)]);
    const test = await t.request("POST", "/api/email-templates/invite/test", {
      cookie: admin.cookie,
      payload: { subject: "Hi", blocks: [{ type: "text", text: "Hello" }] },
    });
    expect([test.status, test.body]).toEqual([403, refusal(admin.email)]);

    // An invitation made while the address counted as confirmed, resent after it no longer does.
    await markVerified(t, admin.user.id);
    const made = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email, role: "member" },
    });
    expect(made.status).toBe(201);
    await markVerified(t, admin.user.id, false);
    const resent = await t.request("POST", `/api/team/invitations/${made.body.id}/resend`, { cookie: admin.cookie });
    expect([resent.status, resent.body]).toEqual([403, refusal(admin.email)]);

    expect(await outboxTo(email)).toHaveLength(1);
    const sends = await t.database.db
      .select()
      .from(mailSends)
      .where(and(eq(mailSends.teamId, admin.team.id), eq(mailSends.kind, "invitation")));
    expect(sends).toHaveLength(1);
  });

  it("mails a new account a link through the outbox; the link confirms the address, audited with the change", async () => {
    const admin = await t.signupTeam();
    const [mail] = await waitForMail(smtp, admin.email, { contains: "/verify-email?token=" });
    expect(mail.body).toContain("Confirm your e-mail address for Officely");
    expect(mail.body).toContain("http://localhost:3000/verify-email?token=");
    // The sender marks the row sent once the SMTP server has answered, which may be just after it arrived.
    await vi.waitFor(async () => {
      const [row] = await outboxTo(admin.email).then((rows) => rows.filter((r) => r.subject.startsWith("Confirm")));
      expect(row).toMatchObject({ teamId: null, status: "sent" });
    });

    const token = verificationTokenIn(mail.body);
    const res = await t.request("POST", "/api/auth/verify-email", { cookie: admin.cookie, payload: { token } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      emailVerified: true,
      message: "Your e-mail address is confirmed. You can now invite people.",
    });
    expect(await me(admin)).toMatchObject({ emailVerified: true, emailVerificationRequired: true });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, admin.user.id), eq(auditEvents.action, "user.email_verified")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      teamId: admin.team.id,
      actorId: admin.user.id,
      after: { email: admin.email, emailVerified: true, via: "link" },
    });
    // The token reached neither the events nor the audit rows.
    const leaks = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorId, admin.user.id));
    expect(JSON.stringify(leaks)).not.toContain(token);

    // Used again: the same answer, nothing recorded twice.
    expect(
      (await t.request("POST", "/api/auth/verify-email", { cookie: admin.cookie, payload: { token } })).status,
    ).toBe(200);
    const again = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, admin.user.id), eq(auditEvents.action, "user.email_verified")));
    expect(again).toHaveLength(1);

    const invited = uniqueEmail("after-confirming");
    const invite = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email: invited, role: "member" },
    });
    expect(invite.status).toBe(201);
    expect(invite.body.emailStatus).toBe("sent");
  });

  it("refuses a forged, malformed or expired token and changes nothing", async () => {
    const admin = await t.signupTeam();
    const forged = await createEmailVerificationToken(
      "another-secret-another-secret-0123",
      admin.email,
      undefined,
      3600,
      {
        userId: admin.user.id,
      },
    );
    const expired = await createEmailVerificationToken(t.config.authSecret, admin.email, undefined, -10, {
      userId: admin.user.id,
    });
    for (const token of [forged, "not-a-token", expired]) {
      const res = await t.request("POST", "/api/auth/verify-email", { cookie: admin.cookie, payload: { token } });
      expect(res.status, token).toBe(422);
      expect(res.body.code).toBe("VERIFICATION_TOKEN_INVALID");
    }
    const last = await t.request("POST", "/api/auth/verify-email", {
      cookie: admin.cookie,
      payload: { token: expired },
    });
    expect(last.body.message).toBe(
      "This confirmation link has expired. Sign in and send yourself a new one from the banner at the top of the page.",
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row.emailVerified).toBe(false);
  });

  it("sends a new link on request, to the person's own address only, a few times per window", async () => {
    const admin = await t.signupTeam();
    await waitForMail(smtp, admin.email, { contains: "/verify-email?token=" });
    const first = await t.request("POST", "/api/auth/verification-email", { cookie: admin.cookie });
    expect(first.body).toEqual({
      status: "sent",
      message: `We sent a new link to ${admin.email}. It works for 24 hours.`,
    });
    const mails = await waitForMail(smtp, admin.email, { contains: "/verify-email?token=", count: 2 });
    expect((await t.request("POST", "/api/auth/verification-email", { cookie: admin.cookie })).status).toBe(200);
    const limited = await t.request("POST", "/api/auth/verification-email", { cookie: admin.cookie });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
    expect((await t.request("POST", "/api/auth/verification-email")).status).toBe(401);

    await confirmAddress(t, smtp, admin);
    expect((await me(admin)).emailVerified).toBe(true);
    expect(mails.every((m) => m.to === admin.email)).toBe(true);
  });

  it("sends one address at most 5 links a day, the sign-up's included, whichever request asks", async () => {
    const admin = await t.signupTeam();
    await waitForMail(smtp, admin.email, { contains: "/verify-email?token=" });
    // Three more earlier today (the per-account window allows a few every 15 minutes).
    const earlier = new Date(Date.now() - 3 * 3600_000);
    for (let i = 0; i < 3; i++) {
      await t.database.db.insert(mailSends).values({
        kind: "verification",
        teamId: null,
        senderId: admin.user.id,
        toAddress: admin.email,
        sentAt: earlier,
      });
    }
    expect((await t.request("POST", "/api/auth/verification-email", { cookie: admin.cookie })).status).toBe(200);
    const sixth = await t.request("POST", "/api/auth/verification-email", { cookie: admin.cookie });
    expect([sixth.status, sixth.body]).toEqual([
      429,
      {
        code: "RATE_LIMITED",
        message: `We have sent ${admin.email} 5 links today. Use the latest one, or ask again tomorrow.`,
      },
    ]);
    const links = (await outboxTo(admin.email)).filter((r) => r.subject.startsWith("Confirm"));
    expect(links).toHaveLength(2);
  });

  it("says so when the address is confirmed already", async () => {
    const admin = await t.signupTeam();
    await confirmAddress(t, smtp, admin);
    const res = await t.request("POST", "/api/auth/verification-email", { cookie: admin.cookie });
    expect(res.body).toEqual({
      status: "already_verified",
      message: `Your e-mail address ${admin.email} is already confirmed.`,
    });
  });

  it("confirms nothing for an account that signs up with someone else's address, though its owner opens the link", async () => {
    // Someone signs up with an address that is not theirs; its owner gets the link and opens it,
    // signed out or signed in as their own account. Neither confirms the squatter's account.
    const squatter = await t.signupTeam();
    const [mail] = await waitForMail(smtp, squatter.email, { contains: "/verify-email?token=" });
    const token = verificationTokenIn(mail.body);

    const signedOut = await t.request("POST", "/api/auth/verify-email", { payload: { token } });
    expect(signedOut.status).toBe(401);
    const owner = await t.signupTeam();
    const otherAccount = await t.request("POST", "/api/auth/verify-email", {
      cookie: owner.cookie,
      payload: { token },
    });
    expect([otherAccount.status, otherAccount.body.code]).toEqual([403, "VERIFICATION_WRONG_ACCOUNT"]);
    expect(otherAccount.body.message).toContain("Sign out, sign in with the account the link was sent for");
    const rows = await t.database.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(rows[0].emailVerified).toBe(false);
    expect((await me(owner)).emailVerified).toBe(false);
  });

  it("does not count joining through an invitation as confirming: the inviter saw the code; it mails a link", async () => {
    const admin = await t.signupTeam();
    await markVerified(t, admin.user.id);
    const email = uniqueEmail("joiner");
    const invite = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email, role: "team_admin" },
    });
    // The admin holds the code, so could join as this address without ever reading its mailbox.
    const joined = await t.request("POST", "/api/auth/join-team", {
      payload: { inviteCode: invite.body.code, name: "Jo Iner", email, password: TEST_PASSWORD },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.user).toMatchObject({ emailVerified: false, emailVerificationRequired: true });
    const cookie = String(joined.headers["set-cookie"])
      .split(/,(?=[^ ])/)
      .map((c) => c.split(";")[0])
      .join("; ");
    const next = await t.request("POST", "/api/team/invitations", {
      cookie,
      payload: { email: uniqueEmail("by-joiner"), role: "member" },
    });
    expect([next.status, next.body.code]).toEqual([403, "EMAIL_NOT_VERIFIED"]);

    // The joiner who does read the mailbox confirms with the link they were sent, signed in.
    await confirmAddress(t, smtp, { ...admin, email, cookie });
    const after = await t.request("POST", "/api/team/invitations", {
      cookie,
      payload: { email: uniqueEmail("by-joiner"), role: "member" },
    });
    expect(after.status).toBe(201);
  });
});

describe("e-mail verification without SMTP", () => {
  it("needs no confirming: nothing leaves the machine, and the admin copies the link", async () => {
    const t = await startTestApp();
    try {
      const admin = await t.signupTeam();
      const user = (await t.request("GET", "/api/user", { cookie: admin.cookie })).body.user;
      expect(user).toMatchObject({ emailVerified: false, emailVerificationRequired: false });
      const invite = await t.request("POST", "/api/team/invitations", {
        cookie: admin.cookie,
        payload: { email: uniqueEmail("copied"), role: "member" },
      });
      expect(invite.status).toBe(201);
      expect(invite.body.link).toContain("/auth?invite=");
      const res = await t.request("POST", "/api/auth/verification-email", { cookie: admin.cookie });
      expect(res.body.status).toBe("not_required");
      // No confirmation mail is written for a new account.
      const rows = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, admin.email));
      expect(rows.map((r) => r.subject).filter((s) => s.startsWith("Confirm"))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
