/**
 * Reminders before start: due at the booker's lead time (default 15 min, here 30), in the
 * app and by e-mail (outbox, in the transaction that records it), once per booking even with two
 * runners at once; a moved booking is reminded again for its new time; reminders already sent never
 * crowd out the next due ones (a round reads batches until none is due). Slots lie 44+ days ahead,
 * where no other test file books (the scan works across teams).
 */
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { events, outboxEmails, teams } from "#db/schema/index.ts";
import { createChangeRecorder } from "#server/lib/change-recorder.ts";
import { createCheckIn } from "#server/modules/bookings/check-in.ts";
import { createMailSubscriber } from "#server/modules/mail/mail.subscriber.ts";
import { createMailer } from "#server/modules/mail/mailer.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { startSmtpSink } from "#server/test/smtp-sink.ts";
import { defaultPreferences } from "#shared/schemas/notification.ts";
import { MINUTE_MS } from "#shared/time.ts";
import { createJobRunner } from "./job-runner.ts";
import { createNotificationSubscriber } from "./notifications.subscriber.ts";

describe("reminders", () => {
  let t: TestApp;
  let other: DatabaseHandle;
  let clock = new Date();
  let admin: Session;
  let member: Session;

  function runner(db: DatabaseHandle["db"], reminderBatch?: number) {
    const { record } = createChangeRecorder({
      subscribers: [
        createMailSubscriber({ productName: "Officely", appUrl: "http://localhost:3000" }),
        createNotificationSubscriber({ productName: "Officely", appUrl: "http://localhost:3000", now: () => clock }),
      ],
    });
    const deps = { db, record, now: () => clock };
    return createJobRunner({ ...deps, checkIn: createCheckIn(deps), reminderBatch });
  }

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    const url = process.env.DATABASE_URL;
    other = url ? await openDatabase({ kind: "postgresql", url, poolSize: 4 }) : t.database;
    admin = await t.signupTeam();
    member = await t.addMember(admin, "member", "Max Member");
    await t.database.db.update(teams).set({ status: "active" }).where(eq(teams.id, admin.team.id));
    const prefs = { ...defaultPreferences(), reminderLeadMinutes: 30 };
    const res = await t.request("PUT", "/api/user/notification-preferences", { cookie: member.cookie, payload: prefs });
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    if (other !== t.database) await other.close();
    await t.close();
  });

  const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE_MS);
  const reminders = async (bookingId: string) =>
    (await t.request("GET", "/api/notifications", { cookie: member.cookie })).body.notifications.filter(
      (n: { kind: string; bookingId: string }) => n.kind === "booking_reminder" && n.bookingId === bookingId,
    );
  const reminderEvents = (bookingId: string) =>
    t.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, "booking.reminder_due"), eq(events.subjectId, bookingId)));

  it("reminds once at the lead time, in the app and by e-mail, even with two runners", async () => {
    clock = new Date();
    const office = await t.createOffice(admin, { name: "Quiet Room" });
    const res = await t.request("POST", "/api/bookings", {
      cookie: member.cookie,
      payload: { officeId: office.id, startISO: await localSlot(44, 10), endISO: await localSlot(44, 11) },
    });
    expect(res.status).toBe(201);
    const booking = res.body as { id: string; startISO: string };

    clock = at(booking.startISO, -31);
    await runner(t.database.db).sendReminders();
    expect(await reminders(booking.id)).toHaveLength(0);

    clock = at(booking.startISO, -30);
    await Promise.all([runner(t.database.db).sendReminders(), runner(other.db).sendReminders()]);
    await runner(t.database.db).sendReminders();
    const [note] = await reminders(booking.id);
    expect(note.message).toMatch(
      /^Reminder: your booking of Quiet Room starts at 10:00 \(\w{3}, \w{3} \d+ · 10:00–11:00\)\.$/,
    );
    expect(await reminders(booking.id)).toHaveLength(1);
    expect(await reminderEvents(booking.id)).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.toAddress, member.email), eq(outboxEmails.subject, "Your booking starts soon (Officely)")),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain("“Quiet Room” starts at 10:00");
  });

  it("the reminder reaches a real SMTP server with a valid .ics (METHOD:REQUEST, the booking's UID)", async () => {
    const smtp = await startSmtpSink();
    const mailer = createMailer({ db: t.database.db, smtpUrl: smtp.url, from: "r@officely.test" });
    try {
      clock = new Date();
      const office = await t.createOffice(admin, { name: "Sky Room" });
      const res = await t.request("POST", "/api/bookings", {
        cookie: member.cookie,
        payload: { officeId: office.id, startISO: await localSlot(47, 10), endISO: await localSlot(47, 11) },
      });
      const booking = res.body as { id: string; startISO: string };
      clock = at(booking.startISO, -30);
      await runner(t.database.db).sendReminders();
      const [event] = await reminderEvents(booking.id);
      expect(await mailer.sendForEvent(event.seq)).toBe(true);
      const message = smtp.received.find((m) => m.to === member.email);
      expect(message?.body).toContain("Subject: Your booking starts soon (Officely)");
      // The attachment's base64 lines, after its part's headers.
      const part = message?.body.split(/Content-Type: text\/calendar[^\n]*\n/i)[1] ?? "";
      const base64 = part
        .split(/\r?\n\r?\n/)[1]
        .split(/\r?\n--/)[0]
        .replace(/\s+/g, "");
      const calendar = new ICAL.Component(ICAL.parse(Buffer.from(base64, "base64").toString("utf8")));
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      const ics = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
      expect(ics.uid).toBe(`${booking.id}@localhost:3000`);
      expect(ics.startDate.toJSDate().toISOString()).toBe(booking.startISO);
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });

  it("reminds a moved booking again for its new time, and never one that was cancelled", async () => {
    clock = new Date();
    const office = await t.createOffice(admin);
    const res = await t.request("POST", "/api/bookings", {
      cookie: member.cookie,
      payload: { officeId: office.id, startISO: await localSlot(45, 10), endISO: await localSlot(45, 11) },
    });
    const booking = res.body as { id: string; startISO: string };
    clock = at(booking.startISO, -20);
    await runner(t.database.db).sendReminders();
    expect(await reminders(booking.id)).toHaveLength(1);

    const moved = await t.request("PATCH", `/api/bookings/${booking.id}`, {
      cookie: member.cookie,
      payload: { startISO: await localSlot(45, 12), endISO: await localSlot(45, 13) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    clock = at(moved.body.startISO, -25);
    await runner(t.database.db).sendReminders();
    expect(await reminders(booking.id)).toHaveLength(2);

    clock = new Date();
    const cancelled = await t.request("POST", "/api/bookings", {
      cookie: member.cookie,
      payload: { officeId: office.id, startISO: await localSlot(46, 10), endISO: await localSlot(46, 11) },
    });
    await t.request("DELETE", `/api/bookings/${cancelled.body.id}`, { cookie: member.cookie });
    clock = at(cancelled.body.startISO, -10);
    await runner(t.database.db).sendReminders();
    expect(await reminders(cancelled.body.id)).toHaveLength(0);
  });

  it("sends every due reminder in one round, batch after batch, never re-reading the ones sent", async () => {
    clock = new Date();
    const starts: string[] = [];
    for (const name of ["Batch A", "Batch B", "Batch C", "Batch D", "Batch E"]) {
      const office = await t.createOffice(admin, { name });
      const res = await t.request("POST", "/api/bookings", {
        cookie: member.cookie,
        payload: { officeId: office.id, startISO: await localSlot(47, 10), endISO: await localSlot(47, 11) },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      starts.push(res.body.startISO);
    }
    clock = at(starts[0], -20);
    // Batches of two: the old scan read the same two (already reminded) soonest bookings every round.
    expect(await runner(t.database.db, 2).sendReminders()).toBe(5);
    expect(await runner(t.database.db, 2).sendReminders()).toBe(0);
  });
});
