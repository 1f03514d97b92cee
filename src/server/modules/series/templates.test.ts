/**
 * Booking templates: save, list (per user), change, delete, and book three dates with one
 * result per date (a taken date skipped with the reason); another member's template is a 404. A
 * deactivated office can be neither saved in a template nor previewed as a series.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, events } from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "#server/test/harness.ts";
import { formatTimeInZone, localDate, zonedInstant } from "#shared/time.ts";

const NY = "America/New_York";

describe("booking templates", () => {
  const pinned = new Date("2026-11-23T12:00:00Z");
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ now: () => pinned });
  });
  afterAll(async () => {
    await t.close();
  });

  it("books a template on chosen dates, one result per date", async () => {
    const admin = await t.signupTeam();
    const other = await t.addMember(admin, "member", "Dee");
    const office = await t.createOffice(admin, { name: "Template Room" });
    const saved = await t.request("POST", "/api/templates", {
      cookie: admin.cookie,
      payload: {
        name: "Morning focus",
        officeId: office.id,
        startTime: "08:30",
        durationMinutes: 90,
        purpose: "Focus",
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ name: "Morning focus", officeName: "Template Room", startTime: "08:30" });
    expect((await t.request("GET", "/api/templates", { cookie: other.cookie })).body).toEqual([]);
    const at = (date: string, minute: number) => new Date(zonedInstant(date, minute, NY).getTime()).toISOString();
    const taken = await t.request("POST", "/api/bookings", {
      cookie: other.cookie,
      payload: { officeId: office.id, startISO: at("2026-12-02", 540), endISO: at("2026-12-02", 600) },
    });
    expect(taken.status).toBe(201);
    const booked = await t.request("POST", `/api/templates/${saved.body.id}/book`, {
      cookie: admin.cookie,
      payload: { dates: ["2026-12-03", "2026-12-01", "2026-12-02"] },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.created.map((b: { startISO: string }) => localDate(b.startISO, NY))).toEqual([
      "2026-12-01",
      "2026-12-03",
    ]);
    expect(booked.body.created.every((b: { startISO: string }) => formatTimeInZone(b.startISO, NY) === "08:30")).toBe(
      true,
    );
    expect(booked.body.message).toBe("1 of 3 dates skipped: Wed 2 Dec — Template Room booked 09:00–10:00 by Dee");
    // Each booking is audited as a single booking made from the template (not as a series occurrence),
    // so the booking subscribers (confirmation, teammates' toasts, activity) treat it as one.
    const createdIds = booked.body.created.map((b: { id: string }) => b.id).sort();
    const audited = await t.database.db
      .select({ action: auditEvents.action, targetId: auditEvents.targetId })
      .from(auditEvents)
      .where(and(eq(auditEvents.teamId, admin.team.id), eq(auditEvents.actorId, admin.user.id)));
    expect(audited.filter((a) => a.action === "occurrence.created")).toEqual([]);
    expect(
      audited
        .filter((a) => a.action === "booking.created")
        .map((a) => a.targetId)
        .sort(),
    ).toEqual(createdIds);
    const feed = await t.database.db
      .select({ type: events.type, payload: events.payload })
      .from(events)
      .where(
        and(eq(events.teamId, admin.team.id), eq(events.type, "booking.created"), eq(events.actorId, admin.user.id)),
      );
    expect(feed.map((e) => (e.payload as { templateId?: string }).templateId)).toEqual([saved.body.id, saved.body.id]);

    const renamed = await t.request("PATCH", `/api/templates/${saved.body.id}`, {
      cookie: admin.cookie,
      payload: { name: "Focus block" },
    });
    expect(renamed.body.name).toBe("Focus block");
    expect(
      (await t.request("PATCH", `/api/templates/${saved.body.id}`, { cookie: other.cookie, payload: { name: "x" } }))
        .status,
    ).toBe(404);
    expect((await t.request("DELETE", `/api/templates/${saved.body.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request("DELETE", `/api/templates/${saved.body.id}`, { cookie: admin.cookie })).status).toBe(204);
    expect((await t.request("GET", "/api/templates", { cookie: admin.cookie })).body).toEqual([]);
  });

  it("refuses a deactivated office for a new template, a template moved to it, and a series preview", async () => {
    const admin = await t.signupTeam();
    const open = await t.createOffice(admin, { name: "Open Room" });
    const closed = await t.createOffice(admin, { name: "Closed Room" });
    const saved = await t.request("POST", "/api/templates", {
      cookie: admin.cookie,
      payload: { name: "Standup", officeId: closed.id, startTime: "09:00", durationMinutes: 30 },
    });
    expect(saved.status).toBe(201);
    const off = await t.request("PATCH", `/api/offices/${closed.id}`, {
      cookie: admin.cookie,
      payload: { isActive: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const inactive = { code: "OFFICE_INACTIVE", message: "Closed Room is deactivated and cannot be booked." };
    const created = await t.request("POST", "/api/templates", {
      cookie: admin.cookie,
      payload: { name: "Retro", officeId: closed.id, startTime: "10:00", durationMinutes: 60 },
    });
    expect([created.status, created.body]).toEqual([422, inactive]);
    // The template saved before the deactivation can still be renamed, or moved to an open office.
    const renamed = await t.request("PATCH", `/api/templates/${saved.body.id}`, {
      cookie: admin.cookie,
      payload: { name: "Daily standup" },
    });
    expect(renamed.status).toBe(200);
    const moved = await t.request("PATCH", `/api/templates/${saved.body.id}`, {
      cookie: admin.cookie,
      payload: { officeId: open.id },
    });
    expect(moved.body.officeName).toBe("Open Room");
    const back = await t.request("PATCH", `/api/templates/${saved.body.id}`, {
      cookie: admin.cookie,
      payload: { officeId: closed.id },
    });
    expect([back.status, back.body]).toEqual([422, inactive]);
    const preview = await t.request("POST", "/api/series/preview", {
      cookie: admin.cookie,
      payload: {
        officeId: closed.id,
        startDate: "2026-11-24",
        startTime: "09:00",
        durationMinutes: 60,
        rrule: "FREQ=DAILY;COUNT=3",
      },
    });
    expect([preview.status, preview.body]).toEqual([422, inactive]);
  });
});
