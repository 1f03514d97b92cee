/**
 * Team mail keeps the platform's footer, and its recipient can report it (docs/operations.md "Mail
 * limits and e-mail verification"): every message sent on behalf of a team leaves with "Sent by
 * {team} via Officely" and a "Report abuse" link to /report-abuse/{outbox email id}, in HTML and in
 * plain text, whatever the team's edited template says; the report (public, limited per IP, one
 * per message, the same answer for any id) copies the message's team, recipient and subject and is
 * mailed to every super admin, who list the reports and mark them reviewed.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abuseReports, auditEvents, outboxEmails } from "#db/schema/index.ts";
import { signInNewSuperAdmin } from "#server/modules/platform/platform-test-support.ts";
import { type Session, startTestApp, type TestApp, uniqueEmail } from "#server/test/harness.ts";
import { markVerified, waitForMail } from "#server/test/mail-support.ts";
import { type SmtpSink, startSmtpSink } from "#server/test/smtp-sink.ts";

const THANKS = "Thank you. If this e-mail came through us, the people who run the service will look into it.";

describe("team mail footer and abuse reports", () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let admin: Session;
  let superAdmin: Session;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ config: { smtpUrl: smtp.url, abuseReportRateLimit: { max: 6, windowMs: 60_000 } } });
    admin = await t.signupTeam({ companyName: "Footer & Co" });
    await markVerified(t, admin.user.id);
    superAdmin = await signInNewSuperAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Invites a new address with the team's (edited) invitation; the outbox row of its mail. */
  async function inviteSomeone(prefix: string) {
    const email = uniqueEmail(prefix);
    const res = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email, role: "member" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    return { email, row };
  }

  it("ends every team mail with who sent it and a report link, in HTML and text, whatever the template says", async () => {
    // A team's own template with nothing of the platform's: one line of text.
    const saved = await t.request("PUT", "/api/email-templates/invite", {
      cookie: admin.cookie,
      payload: { subject: "Join {{teamName}}", blocks: [{ type: "text", text: "Use {{link}}" }] },
    });
    expect(saved.status).toBe(200);
    const { email, row } = await inviteSomeone("footer");
    const [mail] = await waitForMail(smtp, email);
    const link = `http://localhost:3000/report-abuse/${row.id}`;
    const [text, html] = mail.body.split(/Content-Type: text\/html/i);
    expect(text).toContain("Sent by “Footer & Co” via Officely.");
    expect(text).toContain(`Report abuse: ${link}`);
    expect(html).toContain("Sent by “Footer &amp; Co” via Officely");
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain(">Report abuse</a>");
    await t.request("DELETE", "/api/email-templates/invite", { cookie: admin.cookie });
  });

  it("files one report per message, copying its team, recipient and subject, and mails every super admin", async () => {
    const { email, row } = await inviteSomeone("reported");
    const res = await t.request("POST", "/api/abuse-reports", {
      payload: { id: row.id, comment: "I never asked for this.\nPlease stop." },
    });
    expect([res.status, res.body]).toEqual([200, { message: THANKS }]);
    const again = await t.request("POST", "/api/abuse-reports", { payload: { id: row.id } });
    const unknown = await t.request("POST", "/api/abuse-reports", { payload: { id: randomUUID(), comment: "x" } });
    // The same answer whether or not the id names a message, and whether or not it was reported.
    expect([again.status, again.body]).toEqual([200, { message: THANKS }]);
    expect([unknown.status, unknown.body]).toEqual([200, { message: THANKS }]);

    const reports = await t.database.db.select().from(abuseReports).where(eq(abuseReports.outboxEmailId, row.id));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      teamId: admin.team.id,
      toAddress: email,
      subject: row.subject,
      comment: "I never asked for this.\nPlease stop.",
      reviewedAt: null,
    });
    const [notice] = await waitForMail(smtp, superAdmin.email, { contains: email });
    expect(notice.body).toContain("Someone reported an e-mail sent on behalf of “Footer & Co” as abuse.");
    expect(notice.body).toContain(`http://localhost:3000/super-admin/teams/${admin.team.id}`);
    expect(notice.body).toContain("I never asked for this.");
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, reports[0].id));
    expect(audit).toMatchObject({ action: "abuse.reported", teamId: null, actorId: null });
  });

  it("lets super admins list the reports with their team and mark one reviewed; nobody else", async () => {
    const { row } = await inviteSomeone("to-review");
    await t.request("POST", "/api/abuse-reports", { payload: { id: row.id } });
    const list = await t.request("GET", "/api/admin/abuse-reports", { cookie: superAdmin.cookie });
    expect(list.status).toBe(200);
    const report = list.body.reports.find((r: { outboxEmailId: string }) => r.outboxEmailId === row.id);
    expect(report).toMatchObject({ teamId: admin.team.id, teamName: "Footer & Co", reviewedAt: null, comment: null });

    const denied = await t.request("POST", `/api/admin/abuse-reports/${report.id}/review`, { cookie: admin.cookie });
    expect(denied.status).toBe(403);
    expect((await t.request("GET", "/api/admin/abuse-reports", { cookie: admin.cookie })).status).toBe(403);

    const reviewed = await t.request("POST", `/api/admin/abuse-reports/${report.id}/review`, {
      cookie: superAdmin.cookie,
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({ id: report.id, reviewedAt: expect.any(String), reviewedByName: "Sue Super" });
    const open = await t.request("GET", "/api/admin/abuse-reports?status=open", { cookie: superAdmin.cookie });
    expect(open.body.reports.map((r: { id: string }) => r.id)).not.toContain(report.id);
    const done = await t.request("GET", "/api/admin/abuse-reports?status=reviewed", { cookie: superAdmin.cookie });
    expect(done.body.reports.map((r: { id: string }) => r.id)).toContain(report.id);
    const missing = await t.request("POST", `/api/admin/abuse-reports/${randomUUID()}/review`, {
      cookie: superAdmin.cookie,
    });
    expect(missing.status).toBe(404);
  });

  it("limits reports per IP", async () => {
    let status = 200;
    for (let i = 0; i < 8 && status === 200; i++) {
      status = (await t.request("POST", "/api/abuse-reports", { payload: { id: randomUUID() } })).status;
    }
    expect(status).toBe(429);
  });
});
