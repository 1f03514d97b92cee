/**
 * Notifications as a member sees them: a booking made, changed or cancelled by someone
 * else reaches its owner in the app (and by e-mail where the preferences say so), in the same
 * transaction as the change; what people do to their own bookings notifies nobody; the list pages
 * newest first with an unread filter; read, read-all and the count; preferences switch channels off;
 * another user's or team's notification is 404.
 */
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationPreferences, outboxEmails } from "#db/schema/index.ts";
import { localSlot, type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { defaultPreferences } from "#shared/schemas/notification.ts";

describe("notifications", () => {
  let t: TestApp;
  let admin: Session;
  let member: Session;
  let officeId: string;
  let hour = 8;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam({ name: "Ada Admin" });
    member = await t.addMember(admin, "member", "Max Member");
    officeId = (await t.createOffice(admin, { name: "Focus Room" })).id;
  });
  afterAll(() => t.close());

  /** Books the next free hour on day 2 for `forUser`, as `as`. */
  async function book(as: Session, forUser: Session) {
    const h = hour++;
    const res = await t.request("POST", "/api/bookings", {
      cookie: as.cookie,
      payload: {
        officeId,
        userId: forUser.user.id,
        startISO: await localSlot(2, h),
        endISO: await localSlot(2, h + 1),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; startISO: string };
  }
  const list = (s: Session, query = "") => t.request("GET", `/api/notifications${query}`, { cookie: s.cookie });
  const unread = async (s: Session) =>
    (await t.request("GET", "/api/notifications/unread-count", { cookie: s.cookie })).body.count as number;
  const readAll = (s: Session) => t.request("POST", "/api/notifications/read-all", { cookie: s.cookie });
  /** The e-mails written to `s` other than the invitation that brought them in and the welcome. */
  async function mailsTo(s: Session) {
    const rows = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, s.email))
      .orderBy(outboxEmails.createdAt);
    return rows.filter((m) => !m.subject.startsWith("You're invited") && m.subject !== "Welcome to Officely");
  }

  it("tells the inviter that the invitation was accepted", async () => {
    const page = await list(admin);
    expect(page.status).toBe(200);
    expect(
      page.body.notifications.map((n: { kind: string; message: string; link: string }) => [n.kind, n.message, n.link]),
    ).toEqual([["invitation_accepted", "Max Member accepted your invitation and joined the team.", "/team/manage"]]);
    await readAll(admin);
  });

  it("a booking made for a member by a manager reaches the member, not the manager", async () => {
    const before = await unread(member);
    const booking = await book(admin, member);
    expect(await unread(member)).toBe(before + 1);
    expect(await unread(admin)).toBe(0);
    const [first] = (await list(member)).body.notifications;
    expect(first).toMatchObject({ kind: "booking_confirmed", bookingId: booking.id, readAt: null });
    expect(first.message).toMatch(/^Ada Admin booked Focus Room for you: \w{3}, \w{3} \d+ · \d\d:00–\d\d:00\.$/);
    expect(first.link).toMatch(/^\/day\?date=\d{4}-\d{2}-\d{2}$/);
    // Confirmations are in-app only by default: no e-mail.
    expect(await mailsTo(member)).toHaveLength(0);
  });

  it("one's own bookings, edits and cancellations notify nobody", async () => {
    const before = await unread(member);
    const own = await book(member, member);
    await t.request("PATCH", `/api/bookings/${own.id}`, { cookie: member.cookie, payload: { purpose: "Focus" } });
    expect((await t.request("DELETE", `/api/bookings/${own.id}`, { cookie: member.cookie })).status).toBe(200);
    expect(await unread(member)).toBe(before);
    expect(await unread(admin)).toBe(0);
  });

  it("a change and a cancellation by someone else notify the owner in the app and by e-mail", async () => {
    const booking = await book(member, member);
    const moved = await t.request("PATCH", `/api/bookings/${booking.id}`, {
      cookie: admin.cookie,
      payload: { purpose: "Moved by admin" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await t.request("DELETE", `/api/bookings/${booking.id}`, { cookie: admin.cookie })).status).toBe(200);
    const kinds = (await list(member)).body.notifications.slice(0, 2).map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual(["booking_cancelled", "booking_changed"]);
    const mails = await mailsTo(member);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Your booking was cancelled (Officely)",
      "Your booking was changed (Officely)",
    ]);
    const cancelled = mails.find((m) => m.subject.startsWith("Your booking was cancelled"));
    expect(cancelled?.textBody).toMatch(/^“Ada Admin” cancelled your booking of “Focus Room”: /);
    expect(cancelled?.textBody).toContain("http://localhost");
    // Each carries the booking's .ics: the change a REQUEST, the cancellation a CANCEL of the same
    // event (same UID) with a higher SEQUENCE, so calendar apps update and then remove it.
    const changed = mails.find((m) => m.subject.startsWith("Your booking was changed"));
    const [request, cancel] = [changed, cancelled].map((m) => {
      const [file] = m?.attachments ?? [];
      const calendar = new ICAL.Component(ICAL.parse(file.content));
      const event = calendar.getFirstSubcomponent("vevent");
      return {
        type: file.contentType,
        method: calendar.getFirstPropertyValue("method"),
        uid: event?.getFirstPropertyValue("uid"),
        sequence: Number(event?.getFirstPropertyValue("sequence")),
      };
    });
    expect([request.type, request.method, request.uid]).toEqual([
      "text/calendar; method=REQUEST; charset=utf-8",
      "REQUEST",
      `${booking.id}@localhost:3000`,
    ]);
    expect([cancel.method, cancel.uid]).toEqual(["CANCEL", request.uid]);
    expect(cancel.sequence).toBeGreaterThan(request.sequence);
  });

  it("pages newest first, filters unread, marks one and all read", async () => {
    await readAll(member);
    const a = await book(admin, member);
    const b = await book(admin, member);
    const c = await book(admin, member);
    const first = await list(member, "?limit=2");
    expect(first.body.notifications.map((n: { bookingId: string }) => n.bookingId)).toEqual([c.id, b.id]);
    expect(first.body.nextCursor).toBe(first.body.notifications[1].id);
    const second = await list(member, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.notifications[0].bookingId).toBe(a.id);

    const read = await t.request("POST", `/api/notifications/${first.body.notifications[0].id}/read`, {
      cookie: member.cookie,
    });
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    // Again: still read, same time.
    const again = await t.request("POST", `/api/notifications/${first.body.notifications[0].id}/read`, {
      cookie: member.cookie,
    });
    expect(again.body.readAt).toBe(read.body.readAt);
    const onlyUnread = await list(member, "?unread=true");
    expect(onlyUnread.body.notifications.map((n: { bookingId: string }) => n.bookingId)).toEqual([b.id, a.id]);
    expect(onlyUnread.body.nextCursor).toBeNull();
    expect(await unread(member)).toBe(2);
    expect((await readAll(member)).body).toEqual({ updated: 2 });
    expect(await unread(member)).toBe(0);
    expect((await readAll(member)).body).toEqual({ updated: 0 });
  });

  it("preferences start at the defaults and switch channels off", async () => {
    const initial = await t.request("GET", "/api/user/notification-preferences", { cookie: member.cookie });
    expect(initial.body).toEqual(defaultPreferences());
    expect(initial.body.kinds.booking_cancelled).toEqual({ inApp: true, email: true });
    expect(initial.body.kinds.booking_confirmed).toEqual({ inApp: true, email: false });
    expect(initial.body.reminderLeadMinutes).toBe(15);

    const wanted = defaultPreferences();
    wanted.reminderLeadMinutes = 30;
    wanted.kinds.booking_cancelled = { inApp: false, email: false };
    wanted.kinds.booking_confirmed = { inApp: true, email: true };
    const saved = await t.request("PUT", "/api/user/notification-preferences", {
      cookie: member.cookie,
      payload: wanted,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual(wanted);
    expect((await t.request("GET", "/api/user/notification-preferences", { cookie: member.cookie })).body).toEqual(
      wanted,
    );

    await readAll(member);
    const mailsBefore = (await mailsTo(member)).length;
    const booking = await book(admin, member);
    await t.request("DELETE", `/api/bookings/${booking.id}`, { cookie: admin.cookie });
    // The confirmation came in the app and by e-mail; the cancellation by neither.
    expect((await list(member, "?unread=true")).body.notifications.map((n: { kind: string }) => n.kind)).toEqual([
      "booking_confirmed",
    ]);
    const mails = (await mailsTo(member)).slice(mailsBefore).map((m) => m.subject);
    expect(mails).toEqual(["A booking was made for you (Officely)"]);
    // Someone else's preferences are untouched.
    expect((await t.request("GET", "/api/user/notification-preferences", { cookie: admin.cookie })).body).toEqual(
      defaultPreferences(),
    );
  });

  it("preferences saved over a row left from another team are kept (the row moves to this team)", async () => {
    const someone = await t.addMember(admin, "member", "Mo Mover");
    const first = defaultPreferences();
    first.reminderLeadMinutes = 5;
    const put = (payload: unknown) =>
      t.request("PUT", "/api/user/notification-preferences", { cookie: someone.cookie, payload });
    expect((await put(first)).status).toBe(200);
    // The stored row still names the person's former team (as after a move between teams).
    const other = await t.signupTeam({ name: "Other Admin" });
    await t.database.db
      .update(notificationPreferences)
      .set({ teamId: other.team.id })
      .where(eq(notificationPreferences.userId, someone.user.id));
    const wanted = defaultPreferences();
    wanted.reminderLeadMinutes = 60;
    wanted.kinds.booking_cancelled = { inApp: true, email: false };
    const saved = await put(wanted);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await t.request("GET", "/api/user/notification-preferences", { cookie: someone.cookie });
    expect(read.body).toEqual(wanted);
    const [row] = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, someone.user.id));
    expect(row.teamId).toBe(admin.team.id);
  });

  it("a role changed by an admin reaches the member", async () => {
    const res = await t.request("PATCH", `/api/team/members/${member.user.id}`, {
      cookie: admin.cookie,
      payload: { role: "team_manager" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [first] = (await list(member)).body.notifications;
    expect([first.kind, first.message]).toEqual(["role_changed", "Ada Admin changed your role to Team manager."]);
  });

  it("another user's or another team's notification is 404, and changes nothing", async () => {
    await book(admin, member);
    const [mine] = (await list(member)).body.notifications;
    const notFound = await t.request("POST", `/api/notifications/${mine.id}/read`, { cookie: admin.cookie });
    expect(notFound.status).toBe(404);
    expect(notFound.body.code).toBe("NOT_FOUND");
    const other = await t.signupTeam();
    expect((await t.request("POST", `/api/notifications/${mine.id}/read`, { cookie: other.cookie })).status).toBe(404);
    expect((await list(other, `?cursor=${mine.id}`)).status).toBe(404);
    expect((await readAll(other)).body).toEqual({ updated: 0 });
    expect((await list(member)).body.notifications[0].readAt).toBeNull();
    const stored = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, other.email)));
    expect(stored.map((m) => m.subject)).toEqual(["Welcome to Officely"]);
  });
});
