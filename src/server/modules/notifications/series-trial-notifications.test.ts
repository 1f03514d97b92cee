/**
 * The notification kinds produced by series and by the trial clock (docs/product.md
 * "Notifications and e-mail"): a recurring booking made for a member by someone else reaches them
 * as one "booking confirmed" plus "recurring dates skipped" when dates were skipped; the series
 * job's later skips reach the booker; one's own series notifies nobody (its result is on screen).
 * The trial's end is announced to the team's admins (not members) 3 days and 1 day before, once
 * each even with two runners, in the app and by e-mail. The clock is pinned; the job runs scoped to
 * this file's teams, so a shared PostgreSQL is fine.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { outboxEmails, teams } from "#db/schema/index.ts";
import { createChangeRecorder } from "#server/lib/change-recorder.ts";
import { createCheckIn } from "#server/modules/bookings/check-in.ts";
import { createMailSubscriber } from "#server/modules/mail/mail.subscriber.ts";
import { createSeriesMaterialiser } from "#server/modules/series/materialise.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { DAY_MS, HOUR_MS, zonedInstant } from "#shared/time.ts";
import { createJobRunner } from "./job-runner.ts";
import { createNotificationSubscriber } from "./notifications.subscriber.ts";

const NY = "America/New_York";

describe("series and trial notifications", () => {
  let clock = new Date("2026-11-23T12:00:00Z");
  let t: TestApp;
  let other: DatabaseHandle;

  /** The app's in-transaction subscribers over `db`, as app.ts wires them. */
  function deps(db: DatabaseHandle["db"]) {
    const { record, recordMany } = createChangeRecorder({
      subscribers: [
        createMailSubscriber({ productName: "Officely", appUrl: "http://localhost:3000" }),
        createNotificationSubscriber({ productName: "Officely", appUrl: "http://localhost:3000", now: () => clock }),
      ],
    });
    return { db, record, recordMany, now: () => clock };
  }
  const runner = (db: DatabaseHandle["db"]) => createJobRunner({ ...deps(db), checkIn: createCheckIn(deps(db)) });

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    const url = process.env.DATABASE_URL;
    other = url ? await openDatabase({ kind: "postgresql", url, poolSize: 4 }) : t.database;
  });
  afterAll(async () => {
    if (other !== t.database) await other.close();
    await t.close();
  });

  /** The session's notifications, newest first, but the "invitation accepted" of the set-up. */
  const notes = async (s: Session) =>
    (
      (await t.request("GET", "/api/notifications", { cookie: s.cookie })).body.notifications as {
        kind: string;
        message: string;
        link: string | null;
      }[]
    ).filter((n) => n.kind !== "invitation_accepted");
  const mailsTo = (s: Session, subject: string) =>
    t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, s.email), eq(outboxEmails.subject, subject)));
  const at = (date: string, hh: number) => new Date(zonedInstant(date, hh * 60, NY).getTime()).toISOString();

  async function teamWithOffice() {
    clock = new Date("2026-11-23T12:00:00Z");
    const admin = await t.signupTeam({ name: "Ada Admin" });
    const member = await t.addMember(admin, "member", "Max Member");
    const colleague = await t.addMember(admin, "member", "Cole League");
    const office = await t.createOffice(admin, { name: "Focus Room" });
    return { admin, member, colleague, office };
  }

  /** A weekly series, Tuesdays 09:00–10:00 from 24 Nov to 8 Dec (3 dates), made by `admin` for `member`; its id. */
  async function tuesdaysFor(admin: Session, member: Session, officeId: string): Promise<string> {
    const made = await t.request("POST", "/api/series", {
      cookie: admin.cookie,
      payload: {
        officeId,
        userId: member.user.id,
        startDate: "2026-11-24",
        startTime: "09:00",
        durationMinutes: 60,
        rrule: "FREQ=WEEKLY;BYDAY=TU;UNTIL=20261208",
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.series.id;
  }

  /** Tuesdays to 15 Dec made by `admin` for `member`, 1 Dec already taken by `colleague`: one date skipped. */
  async function tuesdaysPastATakenOne(admin: Session, member: Session, colleague: Session, officeId: string) {
    const taken = await t.request("POST", "/api/bookings", {
      cookie: colleague.cookie,
      payload: { officeId, startISO: at("2026-12-01", 9), endISO: at("2026-12-01", 10) },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const made = await t.request("POST", "/api/series", {
      cookie: admin.cookie,
      payload: {
        officeId,
        userId: member.user.id,
        startDate: "2026-11-24",
        startTime: "09:00",
        durationMinutes: 60,
        rrule: "FREQ=WEEKLY;BYDAY=TU;UNTIL=20261215",
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body;
  }

  it("a series made for a member by an admin: one confirmation and the skipped dates, to the member only", async () => {
    const { admin, member, colleague, office } = await teamWithOffice();
    const made = await tuesdaysPastATakenOne(admin, member, colleague, office.id);
    expect(made.created).toHaveLength(3);

    // Both come from one change (same time), so their order in the list is not defined.
    const byKind = (await notes(member)).sort((x, y) => x.kind.localeCompare(y.kind));
    expect(byKind.map((n) => [n.kind, n.message, n.link])).toEqual([
      [
        "booking_confirmed",
        "Ada Admin booked a recurring booking of Focus Room for you (Every Tuesday, 09:00–10:00, until 15 Dec 2026): 3 dates booked, 1 date skipped.",
        "/recurring",
      ],
      [
        "series_skipped",
        "1 date of your recurring booking of Focus Room could not be booked: Tue 1 Dec — Focus Room booked 09:00–10:00 by Cole League.",
        "/recurring",
      ],
    ]);
    // Not one "booking confirmed" per date; nothing to the admin who made it.
    expect(await notes(admin)).toEqual([]);
    // Both kinds are in-app only by default.
    expect(await mailsTo(member, "Some recurring dates were skipped (Officely)")).toHaveLength(0);
  });

  it("words the skipped dates in the booker's language, whoever made the series", async () => {
    const { admin, member, colleague, office } = await teamWithOffice();
    const chosen = await t.request("PATCH", "/api/user/preferences", {
      cookie: member.cookie,
      payload: { language: "de" },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    await tuesdaysPastATakenOne(admin, member, colleague, office.id);
    const skipped = (await notes(member)).find((n) => n.kind === "series_skipped");
    expect(skipped?.message).toContain("Di., 1. Dez. — Focus Room ist 09:00–10:00 Uhr von Cole League gebucht");
  });

  it("one's own series notifies nobody, even with skipped dates", async () => {
    const { member, colleague, office } = await teamWithOffice();
    await t.request("POST", "/api/bookings", {
      cookie: colleague.cookie,
      payload: { officeId: office.id, startISO: at("2026-12-01", 9), endISO: at("2026-12-01", 10) },
    });
    const made = await t.request("POST", "/api/series", {
      cookie: member.cookie,
      payload: {
        officeId: office.id,
        startDate: "2026-11-24",
        startTime: "09:00",
        durationMinutes: 60,
        rrule: "FREQ=WEEKLY;BYDAY=TU;UNTIL=20261215",
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.skipped).toHaveLength(1);
    expect(await notes(member)).toEqual([]);
  });

  it("dates the series job skips later reach the booker, by e-mail too when chosen", async () => {
    const { admin, member, colleague, office } = await teamWithOffice();
    const settings = await t.request("PATCH", "/api/team/settings", {
      cookie: admin.cookie,
      payload: { horizonDays: 7 },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const prefs = await t.request("GET", "/api/user/notification-preferences", { cookie: member.cookie });
    prefs.body.kinds.series_skipped = { inApp: true, email: true };
    expect(
      (await t.request("PUT", "/api/user/notification-preferences", { cookie: member.cookie, payload: prefs.body }))
        .status,
    ).toBe(200);
    const made = await t.request("POST", "/api/series", {
      cookie: member.cookie,
      payload: {
        officeId: office.id,
        startDate: "2026-11-24",
        startTime: "12:00",
        durationMinutes: 30,
        rrule: "FREQ=DAILY",
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    clock = new Date(clock.getTime() + 3 * DAY_MS);
    const taken = await t.request("POST", "/api/bookings", {
      cookie: colleague.cookie,
      payload: { officeId: office.id, startISO: at("2026-12-02", 12), endISO: at("2026-12-02", 13) },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);

    const job = () => createSeriesMaterialiser(deps(t.database.db));
    expect(await job().run({ teamId: admin.team.id })).toMatchObject({ skipped: 1 });
    expect((await notes(member)).map((n) => [n.kind, n.message])).toEqual([
      [
        "series_skipped",
        "1 date of your recurring booking of Focus Room could not be booked: Wed 2 Dec — Focus Room booked 12:00–13:00 by Cole League.",
      ],
    ]);
    const [mail] = await mailsTo(member, "Some recurring dates were skipped (Officely)");
    expect(mail.textBody).toContain("of your recurring booking of “Focus Room” could not be booked");
    // A run that only books new dates says nothing.
    clock = new Date(clock.getTime() + DAY_MS);
    expect(await job().run({ teamId: admin.team.id })).toMatchObject({ created: 1, skipped: 0 });
    expect(await notes(member)).toHaveLength(1);
  });

  it("a series edited by an admin: its dates that could not move are told to the booker in one note", async () => {
    const { admin, member, colleague, office } = await teamWithOffice();
    const seriesId = await tuesdaysFor(admin, member, office.id);
    for (const date of ["2026-11-24", "2026-12-01", "2026-12-08"]) {
      const taken = await t.request("POST", "/api/bookings", {
        cookie: colleague.cookie,
        payload: { officeId: office.id, startISO: at(date, 10), endISO: at(date, 11) },
      });
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    }
    const before = (await notes(member)).length;
    // No date can move to 10:00: nothing of the booker's changes per date, yet the series did.
    const edited = await t.request("PATCH", `/api/series/${seriesId}`, {
      cookie: admin.cookie,
      payload: { scope: "all", startTime: "10:00" },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.updatedCount).toBe(0);
    const after = await notes(member);
    expect(after).toHaveLength(before + 1);
    expect(after[0].kind).toBe("booking_changed");
    expect(after[0].link).toBe("/recurring");
    expect(after[0].message).toBe(
      "Ada Admin changed your recurring booking of Focus Room (Every Tuesday, 10:00–11:00, until 8 Dec 2026): no booked date changed; not changed: " +
        ["Tue 24 Nov", "Tue 1 Dec", "Tue 8 Dec"]
          .map((day) => `${day} — Focus Room is already booked from 10:00 to 11:00 (kept at its old time)`)
          .join("; ") +
        ".",
    );
    // "Changed by someone else" comes by e-mail by default; a series has no single .ics.
    const [mail] = await mailsTo(member, "Your booking was changed (Officely)");
    expect(mail.textBody).toContain("changed your recurring booking of “Focus Room”");
    expect(mail.attachments).toEqual([]);
  });

  it("a series edit that moves every date says so per date only; one's own edit notifies nobody", async () => {
    const { admin, member, office } = await teamWithOffice();
    const seriesId = await tuesdaysFor(admin, member, office.id);
    const before = (await notes(member)).length;
    const moved = await t.request("PATCH", `/api/series/${seriesId}`, {
      cookie: admin.cookie,
      payload: { scope: "all", startTime: "11:00" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.updatedCount).toBe(3);
    const after = await notes(member);
    expect(after.slice(0, after.length - before).map((n) => [n.kind, n.link?.startsWith("/day?date=")])).toEqual([
      ["booking_changed", true],
      ["booking_changed", true],
      ["booking_changed", true],
    ]);
    const own = await t.request("PATCH", `/api/series/${seriesId}`, {
      cookie: member.cookie,
      payload: { scope: "all", startTime: "12:00" },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(await notes(member)).toHaveLength(after.length);
  });

  it("the trial's end is announced to the admins 3 days and 1 day before, once each", async () => {
    const { admin, member } = await teamWithOffice();
    const secondAdmin = await t.addMember(admin, "team_admin", "Tess Admin");
    const endsAt = new Date(clock.getTime() + 10 * DAY_MS);
    await t.database.db.update(teams).set({ trialEndsAt: endsAt }).where(eq(teams.id, admin.team.id));
    const notices = async (s: Session) => (await notes(s)).filter((n) => n.kind === "trial_ending");
    const run = (db = t.database.db) => runner(db).sendTrialNotices({ teamId: admin.team.id });

    clock = new Date(endsAt.getTime() - 3 * DAY_MS - HOUR_MS);
    expect(await run()).toBe(0);

    clock = new Date(endsAt.getTime() - 3 * DAY_MS);
    const [a, b] = await Promise.all([run(), run(other.db)]);
    expect(a + b).toBe(1);
    expect(await run()).toBe(0);
    const [first] = await notices(admin);
    expect(first.message).toMatch(
      /^The team's free trial ends in 3 days \(\w{3} \d+ \w{3}, \d\d:\d\d\)\. After that, new bookings are refused until a super admin extends the trial or activates the team\.$/,
    );
    expect(first.link).toBe("/team");
    expect(await notices(secondAdmin)).toHaveLength(1);
    expect(await notices(member)).toHaveLength(0);
    // E-mail is on by default for this kind.
    expect(await mailsTo(admin, "Your trial is ending (Officely)")).toHaveLength(1);
    expect(await mailsTo(member, "Your trial is ending (Officely)")).toHaveLength(0);

    clock = new Date(endsAt.getTime() - 2 * DAY_MS);
    expect(await run()).toBe(0);
    clock = new Date(endsAt.getTime() - DAY_MS + HOUR_MS);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const messages = (await notices(admin)).map((n) => n.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^The team's free trial ends within a day /);
    expect(await mailsTo(secondAdmin, "Your trial is ending (Officely)")).toHaveLength(2);

    // After the end nothing more; an extended trial is announced again for its new end.
    clock = new Date(endsAt.getTime() + HOUR_MS);
    expect(await run()).toBe(0);
    const extended = new Date(clock.getTime() + 2 * DAY_MS);
    await t.database.db.update(teams).set({ trialEndsAt: extended }).where(eq(teams.id, admin.team.id));
    expect(await run()).toBe(1);
    expect((await notices(admin))[0].message).toMatch(/^The team's free trial ends in 2 days /);
  });

  it("an active team hears nothing about a trial", async () => {
    const { admin } = await teamWithOffice();
    const endsAt = new Date(clock.getTime() + DAY_MS);
    await t.database.db.update(teams).set({ trialEndsAt: endsAt, status: "active" }).where(eq(teams.id, admin.team.id));
    expect(await runner(t.database.db).sendTrialNotices({ teamId: admin.team.id })).toBe(0);
    expect(await notes(admin)).toEqual([]);
  });
});
