/**
 * The email builder (docs/product.md "Notifications and e-mail"): the shipped templates render with
 * their samples; a team admin's override is what the team's real invitation and booking mails say,
 * with user text escaped; unknown {{variables}} are refused and change nothing; reset brings the
 * default back; the platform default (a super admin's edit) is what a team without an override
 * sends; every save is audited.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, outboxEmails } from "#db/schema/index.ts";
import { signInNewSuperAdmin } from "#server/modules/platform/platform-test-support.ts";
import { localSlot, type Session, startTestApp, type TestApp, uniqueEmail } from "#server/test/harness.ts";

describe("e-mail templates", () => {
  let t: TestApp;
  let admin: Session;
  let member: Session;
  let superAdmin: Session;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam({ name: '<img src=x onerror="alert(1)">' });
    member = await t.addMember(admin, "member", "Max Member");
    superAdmin = await signInNewSuperAdmin(t);
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) =>
    t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)).orderBy(outboxEmails.createdAt);

  it("lists every template and previews the shipped invitation with its sample values", async () => {
    const list = await t.request("GET", "/api/email-templates", { cookie: admin.cookie });
    expect(list.status).toBe(200);
    expect(list.body.templates.map((x: { id: string }) => x.id)).toEqual([
      "invite",
      "welcome",
      "booking_confirmed",
      "booking_changed",
      "booking_cancelled",
      "booking_reminder",
      "booking_released",
      "trial_ending",
    ]);
    const invite = (await t.request("GET", "/api/email-templates/invite", { cookie: admin.cookie })).body;
    expect(invite).toMatchObject({
      overridden: false,
      subject: "You're invited to join {{teamName}} on {{productName}}",
    });
    expect(invite.variables.map((v: { name: string }) => v.name)).toContain("inviterName");
    const preview = await t.request("POST", "/api/email-templates/invite/preview", {
      cookie: admin.cookie,
      payload: { subject: invite.subject, blocks: invite.blocks },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe("You're invited to join “Acme” on Officely");
    expect(preview.body.text.split("\n")[0]).toBe("“Ada Lovelace” invited you to join “Acme” on Officely.");
    expect(preview.body.html).toContain('href="https://officely.example/auth?invite=ABCDEFGHJK"');
  });

  it("refuses unknown variables, naming them, and saves nothing", async () => {
    const res = await t.request("PUT", "/api/email-templates/invite", {
      cookie: admin.cookie,
      payload: { subject: "Hi {{firstName}}", blocks: [{ type: "text", text: "{{ secret }} and {{code}}" }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("UNKNOWN_EMAIL_VARIABLES");
    expect(res.body.message).toContain("{{firstName}}, {{secret}}");
    const now = (await t.request("GET", "/api/email-templates/invite", { cookie: admin.cookie })).body;
    expect(now.overridden).toBe(false);
  });

  it("a member cannot read or change the team's templates", async () => {
    const read = await t.request("GET", "/api/email-templates", { cookie: member.cookie });
    expect(read.status).toBe(403);
    const save = await t.request("PUT", "/api/email-templates/invite", {
      cookie: member.cookie,
      payload: { subject: "Mine now", blocks: [{ type: "divider" }] },
    });
    expect(save.status).toBe(403);
    // Who may call is decided before the body is read: an incomplete body still answers 403.
    for (const payload of [{ subject: "Half" }, "{not json"]) {
      const half = await t.request("PUT", "/api/email-templates/invite", { cookie: member.cookie, payload });
      expect([half.status, half.body.code]).toEqual([403, "FORBIDDEN"]);
    }
    const platform = await t.request("PUT", "/api/admin/email-templates/invite", {
      cookie: member.cookie,
      payload: { subject: "Half" },
    });
    expect([platform.status, platform.body.code]).toEqual([403, "FORBIDDEN"]);
  });

  it("the team's real invitation uses its override, with the inviter's name escaped and quoted", async () => {
    const saved = await t.request("PUT", "/api/email-templates/invite", {
      cookie: admin.cookie,
      payload: {
        subject: "{{inviterName}} wants you in {{teamName}}",
        blocks: [
          { type: "heading", text: "Hello from {{inviterName}}" },
          { type: "button", label: "Accept", url: "{{link}}" },
          { type: "text", text: "Code: {{code}}" },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.overridden).toBe(true);
    const email = uniqueEmail("invitee");
    const invited = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email, role: "member" },
    });
    expect(invited.status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(`“<img src=x onerror="alert(1)">” wants you in “${admin.team.name}”`);
    expect(mail.htmlBody).not.toContain("<img");
    expect(mail.htmlBody).toContain("Hello from “&lt;img src=x onerror=&quot;alert(1)&quot;&gt;”");
    expect(mail.textBody).toContain(`Code: ${invited.body.code}`);
    expect(mail.textBody).toContain(`Accept: http://localhost`);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.action, "email_template.saved")));
    expect(audit).toMatchObject({ actorId: admin.user.id, targetId: "invite", before: null });
  });

  it("a booking e-mail uses the override; reset brings the shipped text back", async () => {
    const saved = await t.request("PUT", "/api/email-templates/booking_cancelled", {
      cookie: admin.cookie,
      payload: {
        subject: "Cancelled: {{officeName}}",
        blocks: [{ type: "text", text: "Sorry {{recipientName}}. {{message}}" }, { type: "details" }],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const office = await t.createOffice(admin, { name: "Focus Room" });
    const book = async () =>
      (
        await t.request("POST", "/api/bookings", {
          cookie: member.cookie,
          payload: { officeId: office.id, startISO: await localSlot(2, 9), endISO: await localSlot(2, 10) },
        })
      ).body.id as string;
    const first = await book();
    expect((await t.request("DELETE", `/api/bookings/${first}`, { cookie: admin.cookie })).status).toBe(200);
    const [mail] = (await mailsTo(member.email)).filter((m) => m.subject.startsWith("Cancelled"));
    expect(mail.subject).toBe("Cancelled: “Focus Room”");
    expect(mail.textBody).toMatch(/^Sorry “Max Member”\. “<img src=x onerror="alert\(1\)">” cancelled your booking/);
    expect(mail.textBody).toContain("Office: “Focus Room”");
    expect(mail.attachments).toHaveLength(1);

    const reset = await t.request("DELETE", "/api/email-templates/booking_cancelled", { cookie: admin.cookie });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ overridden: false, subject: "Your booking was cancelled ({{productName}})" });
    const second = await book();
    expect((await t.request("DELETE", `/api/bookings/${second}`, { cookie: admin.cookie })).status).toBe(200);
    const subjects = (await mailsTo(member.email)).map((m) => m.subject);
    expect(subjects.at(-1)).toBe("Your booking was cancelled (Officely)");
    const resets = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.action, "email_template.reset")));
    expect(resets).toHaveLength(1);
  });

  it("a team without an override sends the platform default the super admin edited", async () => {
    const platform = await t.request("PUT", "/api/admin/email-templates/welcome", {
      cookie: superAdmin.cookie,
      payload: {
        subject: "Platform welcome to {{productName}}",
        blocks: [{ type: "text", text: "Hi {{recipientName}}" }],
      },
    });
    expect(platform.status, JSON.stringify(platform.body)).toBe(200);
    try {
      const team = (await t.request("GET", "/api/email-templates/welcome", { cookie: admin.cookie })).body;
      expect(team).toMatchObject({ overridden: false, subject: "Platform welcome to {{productName}}" });
      const [audit] = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.actorId, superAdmin.user.id), eq(auditEvents.action, "email_template.saved")));
      expect(audit.teamId).toBeNull();
    } finally {
      await t.request("DELETE", "/api/admin/email-templates/welcome", { cookie: superAdmin.cookie });
    }
    const back = (await t.request("GET", "/api/email-templates/welcome", { cookie: admin.cookie })).body;
    expect(back.subject).toBe("Welcome to {{productName}}");
  });

  it("sends a test to the caller's own address only", async () => {
    const res = await t.request("POST", "/api/email-templates/booking_reminder/test", {
      cookie: admin.cookie,
      payload: { subject: "Soon: {{officeName}}", blocks: [{ type: "details" }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ to: admin.email });
    const mails = (await mailsTo(admin.email)).filter((m) => m.subject.startsWith("[Test]"));
    expect(mails.map((m) => [m.subject, m.textBody])).toEqual([
      ["[Test] Soon: “Focus Room”", "Office: “Focus Room”\nWhen: Tue, Dec 1 · 09:00–10:00"],
    ]);
  });

  it("welcomes the team's creator and each member who joins, in the team's words once it has edited the welcome", async () => {
    const welcomes = async (to: string) =>
      (await mailsTo(to)).filter((m) => m.subject.includes("Welcome") || m.subject.startsWith("Glad"));
    const [creator] = await welcomes(admin.email);
    expect(creator.subject).toBe("Welcome to Officely");
    expect(creator.textBody).toContain(`Welcome to “${admin.team.name}”`);
    expect(creator.textBody).toContain("http://localhost:3000/dashboard");
    // The creator's name is markup: quoted in the text part, escaped in the HTML.
    expect(creator.textBody).toContain('Hello “<img src=x onerror="alert(1)">”');
    expect(creator.htmlBody).not.toContain("<img src=x");
    expect(await welcomes(member.email)).toHaveLength(1);

    const saved = await t.request("PUT", "/api/email-templates/welcome", {
      cookie: admin.cookie,
      payload: { subject: "Glad you joined {{teamName}}", blocks: [{ type: "text", text: "Hi {{recipientName}}" }] },
    });
    expect(saved.status).toBe(200);
    const joined = await t.addMember(admin, "member", "Nia New");
    const [mail] = await welcomes(joined.email);
    expect(mail.subject).toBe(`Glad you joined “${admin.team.name}”`);
    expect(mail.textBody).toBe("Hi “Nia New”");
    const reset = await t.request("DELETE", "/api/email-templates/welcome", { cookie: admin.cookie });
    expect(reset.status).toBe(200);
  });

  it("keeps a team's edits to itself: another team reads and sends the default", async () => {
    const mine = (await t.request("GET", "/api/email-templates/invite", { cookie: admin.cookie })).body;
    expect(mine.overridden).toBe(true);
    const other = await t.signupTeam();
    const theirs = (await t.request("GET", "/api/email-templates/invite", { cookie: other.cookie })).body;
    expect(theirs).toMatchObject({
      overridden: false,
      subject: "You're invited to join {{teamName}} on {{productName}}",
    });
    const email = uniqueEmail("their-invitee");
    const invited = await t.request("POST", "/api/team/invitations", {
      cookie: other.cookie,
      payload: { email, role: "member" },
    });
    expect(invited.status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(`You're invited to join “${other.team.name}” on Officely`);
  });
});
