/**
 * E-mails and notifications in the reader's language (docs/product.md "Languages"): a member's own
 * choice first, else their team's default language; an invitee gets the team's; whoever signs up
 * gets their browser's, and a team made from a German browser starts with German as its default.
 * Each language's copy of a template is edited on its own. The footer leaves in the message's
 * language, through a real SMTP server.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, outboxEmails } from "#db/schema/index.ts";
import {
  localSlot,
  type Session,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from "#server/test/harness.ts";
import { markVerified, waitForMail } from "#server/test/mail-support.ts";
import { type SmtpSink, startSmtpSink } from "#server/test/smtp-sink.ts";
import { defaultPreferences } from "#shared/schemas/notification.ts";

describe("e-mails and notifications in the reader's language", () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let admin: Session;
  let officeId: string;
  let hour = 8;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ config: { smtpUrl: smtp.url } });
    admin = await t.signupTeam({ name: "Ada Admin" });
    await markVerified(t, admin.user.id);
    officeId = (await t.createOffice(admin, { name: "Focus Room" })).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (to: string) =>
    t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)).orderBy(outboxEmails.createdAt);

  /** A new member who gets booking confirmations by e-mail too, with `language` chosen (null: none). */
  async function memberWith(language: string | null, name: string): Promise<Session> {
    const member = await t.addMember(admin, "member", name);
    if (language) {
      const chosen = await t.request("PATCH", "/api/user/preferences", {
        cookie: member.cookie,
        payload: { language },
      });
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    }
    const kinds = defaultPreferences();
    kinds.kinds.booking_confirmed = { inApp: true, email: true };
    await t.request("PUT", "/api/user/notification-preferences", { cookie: member.cookie, payload: kinds });
    return member;
  }

  /** The admin books the next free hour on day 2 for `member`; returns the member's newest notification and mail. */
  async function bookFor(member: Session) {
    const h = hour++;
    const res = await t.request("POST", "/api/bookings", {
      cookie: admin.cookie,
      payload: { officeId, userId: member.user.id, startISO: await localSlot(2, h), endISO: await localSlot(2, h + 1) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [note] = (await t.request("GET", "/api/notifications", { cookie: member.cookie })).body.notifications;
    const mail = (await mailsTo(member.email)).at(-1);
    return { note: note as { kind: string; message: string }, mail };
  }

  it("a member who chose German reads the notification, the e-mail and its dates in German", async () => {
    const member = await memberWith("de", "Max Mitglied");
    const { note, mail } = await bookFor(member);
    expect(note.kind).toBe("booking_confirmed");
    expect(note.message).toMatch(
      /^Ada Admin hat Focus Room für Sie gebucht: \w{2}\., \d{1,2}\. \w+\.? · \d\d:00–\d\d:00\.$/,
    );
    expect(mail?.language).toBe("de");
    expect(mail?.subject).toBe("Für Sie wurde eine Buchung angelegt (Officely)");
    expect(mail?.textBody).toContain("“Ada Admin” hat “Focus Room” für Sie gebucht: ");
    expect(mail?.textBody).toContain("Büro: “Focus Room”\nWann: ");
    expect(mail?.textBody).toContain("Officely öffnen: http");
    expect(mail?.htmlBody).toMatch(/<html[^>]* lang="de"/);
    // As it leaves: the platform's footer in German too.
    const [sent] = await waitForMail(smtp, member.email, { contains: "Missbrauch melden" });
    expect(sent.body).toContain("Gesendet von “");
  });

  it("a series made for a German member is told in German, its rule too", async () => {
    const member = await memberWith("de", "Serena");
    const startDate = (await localSlot(3, 9)).slice(0, 10);
    const made = await t.request("POST", "/api/series", {
      cookie: admin.cookie,
      payload: {
        officeId,
        userId: member.user.id,
        startDate,
        startTime: "18:00",
        durationMinutes: 60,
        rrule: "FREQ=DAILY;COUNT=2",
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.series.summary).toBe("Every day, 18:00–19:00, 2 times");
    const [note] = (await t.request("GET", "/api/notifications", { cookie: member.cookie })).body.notifications;
    expect(note.message).toBe(
      "Ada Admin hat für Sie eine Serienbuchung für Focus Room angelegt (Täglich, 18:00–19:00, 2 Termine): 2 Termine gebucht.",
    );
  });

  it("a member who chose nothing reads the team's default language, which a team admin sets", async () => {
    const member = await memberWith(null, "Marie Membre");
    const english = await bookFor(member);
    expect(english.note.message).toMatch(/^Ada Admin booked Focus Room for you: /);
    expect(english.mail?.subject).toBe("A booking was made for you (Officely)");

    const set = await t.request("PATCH", "/api/team/settings", { cookie: admin.cookie, payload: { language: "fr" } });
    expect([set.status, set.body.language]).toEqual([200, "fr"]);
    const french = await bookFor(member);
    expect(french.note.message).toMatch(/^Ada Admin a réservé Focus Room pour vous : /);
    expect(french.mail?.subject).toBe("Une réservation a été faite pour vous (Officely)");

    // An invitee has no account to choose with: the invitation comes in the team's language, and the
    // code tells the join form which language to show.
    const email = uniqueEmail("invitee");
    const invited = await t.request("POST", "/api/team/invitations", {
      cookie: admin.cookie,
      payload: { email, role: "member" },
    });
    expect(invited.status).toBe(201);
    const [invitation] = await mailsTo(email);
    expect(invitation.subject).toBe(`Invitation à rejoindre “${admin.team.name}” sur Officely`);
    const validated = await t.request("GET", `/api/auth/validate-invite/${invited.body.code}`);
    expect(validated.body.invite).toMatchObject({ email, language: "fr" });

    // Someone who chose a language keeps it whatever the team's default.
    const german = await memberWith("de", "Greta");
    expect((await bookFor(german)).mail?.subject).toBe("Für Sie wurde eine Buchung angelegt (Officely)");
    await t.request("PATCH", "/api/team/settings", { cookie: admin.cookie, payload: { language: "en" } });
  });

  it("each language's copy of a template is edited, sent and reset on its own", async () => {
    const german = await memberWith("de", "Gerd");
    const english = await memberWith(null, "Eve");
    const shipped = await t.request("GET", "/api/email-templates/booking_confirmed?language=de", {
      cookie: admin.cookie,
    });
    expect(shipped.body).toMatchObject({
      overridden: false,
      subject: "Für Sie wurde eine Buchung angelegt ({{productName}})",
    });
    // Samples are what a German e-mail holds: its sentence and dates in German.
    const sample = shipped.body.variables.find((v: { name: string }) => v.name === "message").sample;
    expect(sample).toMatch(/^“Ada Lovelace” hat “Focus Room” für Sie gebucht: Di\., 1\. Dez\.? · 09:00–10:00\.$/);

    const saved = await t.request("PUT", "/api/email-templates/booking_confirmed?language=de", {
      cookie: admin.cookie,
      payload: { subject: "Gebucht: {{officeName}}", blocks: [{ type: "text", text: "{{message}}" }] },
    });
    expect([saved.status, saved.body.overridden]).toEqual([200, true]);
    const list = await t.request("GET", "/api/email-templates?language=de", { cookie: admin.cookie });
    expect(list.body.templates.find((x: { id: string }) => x.id === "booking_confirmed").overridden).toBe(true);
    const inEnglish = await t.request("GET", "/api/email-templates/booking_confirmed", { cookie: admin.cookie });
    expect([inEnglish.body.overridden, inEnglish.body.subject]).toEqual([
      false,
      "A booking was made for you ({{productName}})",
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "email_template.saved"), eq(auditEvents.teamId, admin.team.id)))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(audit.after).toMatchObject({ language: "de", subject: "Gebucht: {{officeName}}" });

    expect((await bookFor(german)).mail?.subject).toBe("Gebucht: “Focus Room”");
    expect((await bookFor(english)).mail?.subject).toBe("A booking was made for you (Officely)");

    const reset = await t.request("DELETE", "/api/email-templates/booking_confirmed?language=de", {
      cookie: admin.cookie,
    });
    expect([reset.status, reset.body.overridden]).toEqual([200, false]);
    expect((await bookFor(german)).mail?.subject).toBe("Für Sie wurde eine Buchung angelegt (Officely)");
  });

  it("names and descriptions come in the builder's reader's language; an unknown language is refused", async () => {
    const list = await t.request("GET", "/api/email-templates?language=en", {
      cookie: admin.cookie,
      headers: { "accept-language": "es-ES,es;q=0.9" },
    });
    expect(list.body.templates.find((x: { id: string }) => x.id === "welcome").name).toBe("Bienvenida");
    for (const language of ["pt", "DE", ""]) {
      const refused = await t.request("GET", `/api/email-templates/invite?language=${language}`, {
        cookie: admin.cookie,
      });
      expect([refused.status, refused.body.code], language).toEqual([400, "VALIDATION_FAILED"]);
    }
  });

  it("sign-up from a German browser: German welcome and confirmation, German as the team's default", async () => {
    const email = uniqueEmail("de-signup");
    const res = await t.request("POST", "/api/auth/signup", {
      headers: { "accept-language": "de-AT,de;q=0.9,en;q=0.5" },
      payload: { name: "Hanna", email, password: TEST_PASSWORD, companyName: "Bergwerk" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const subjects = (await mailsTo(email)).map((m) => [m.subject, m.language]);
    expect(subjects).toEqual(
      expect.arrayContaining([
        ["Willkommen bei Officely", "de"],
        ["Bestätigen Sie Ihre E-Mail-Adresse für Officely", "de"],
      ]),
    );
    const cookie = (res.headers["set-cookie"] as string[]).map((c) => c.split(";")[0]).join("; ");
    const settings = await t.request("GET", "/api/team/settings", { cookie });
    expect(settings.body.language).toBe("de");
  });

  it("a password reset comes in the language of the browser that asked, unless the account chose one", async () => {
    const member = await memberWith(null, "Pablo");
    await t.request("POST", "/api/auth/forgot-password", {
      headers: { "accept-language": "es" },
      payload: { email: member.email },
    });
    const [spanish] = await waitForMail(smtp, member.email, { contains: "/auth/reset?token=" });
    expect(spanish.body).toContain("Elige una contraseña nueva");

    const chooser = await memberWith("fr", "Francine");
    await t.request("POST", "/api/auth/forgot-password", {
      headers: { "accept-language": "es" },
      payload: { email: chooser.email },
    });
    const [french] = await waitForMail(smtp, chooser.email, { contains: "/auth/reset?token=" });
    expect(french.body).toContain("mot de passe");
  });
});
