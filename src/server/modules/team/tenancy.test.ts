/**
 * Tenancy (docs/product.md "Tenancy and roles"): a team only ever sees and touches its own data. An id of
 * another team answers 404 exactly like an id that does not exist, and the other team's data is
 * unchanged afterwards. Team B's admin is used throughout: the most powerful role a tenant has.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localSlot, type Session, startTestApp, type TestApp, type TestResponse } from "#server/test/harness.ts";
import { turnOnTwoFactor } from "#server/test/two-factor-support.ts";
import { localDate } from "#shared/time.ts";

const ZONE = "America/New_York";
const DAY = 4;

interface Office {
  id: string;
  name: string;
  capacity: number;
  isActive: boolean;
  description: string | null;
}
interface Booking {
  id: string;
  officeId: string;
  userId: string;
  teamId: string;
  status: string;
  startISO: string;
  endISO: string;
}

/** The same 404 a random, non-existent UUID gets: same status, code and message. */
function expectSameNotFound(res: TestResponse, random: TestResponse): void {
  expect(random.status).toBe(404);
  expect(random.body).toEqual({ code: "NOT_FOUND", message: expect.any(String) });
  expect(res.status, JSON.stringify(res.body)).toBe(404);
  expect(res.body).toEqual(random.body);
}

describe("tenancy between two teams", () => {
  let t: TestApp;
  let a: Session;
  let aMember: Session;
  let b: Session;
  let aOffice: Office;
  let aBooking: Booking;
  let date: string;

  beforeAll(async () => {
    t = await startTestApp();
    [a, b] = await Promise.all([
      t.signupTeam({ name: "Alice A", companyName: `Team A ${randomUUID().slice(0, 6)}` }),
      t.signupTeam({ name: "Bob B", companyName: `Team B ${randomUUID().slice(0, 6)}` }),
    ]);
    aMember = await t.addMember(a, "member", "Amy A-Member");
    aOffice = (await t.createOffice(a, { name: "A Boardroom", description: "Team A only", capacity: 6 })) as Office;
    const res = await t.request("POST", "/api/bookings", {
      cookie: aMember.cookie,
      payload: { officeId: aOffice.id, startISO: await localSlot(DAY, 9), endISO: await localSlot(DAY, 10) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    aBooking = res.body;
    date = localDate(new Date(aBooking.startISO), ZONE);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A's view of its office and booking, to compare before and after B's attempts. */
  async function aState() {
    const offices = await t.request<Office[]>("GET", "/api/offices", { cookie: a.cookie });
    const avail = await t.request("GET", `/api/offices/${aOffice.id}/availability?date=${date}`, { cookie: a.cookie });
    const day = await t.request<Booking[]>("GET", `/api/bookings?date=${date}`, { cookie: a.cookie });
    return { offices: offices.body, bookedSlots: avail.body.bookedSlots, dayBookings: day.body };
  }

  it("B cannot read the availability of A's office", async () => {
    const res = await t.request("GET", `/api/offices/${aOffice.id}/availability?date=${date}`, { cookie: b.cookie });
    const random = await t.request("GET", `/api/offices/${randomUUID()}/availability?date=${date}`, {
      cookie: b.cookie,
    });
    expectSameNotFound(res, random);
    expect(JSON.stringify(res.body)).not.toContain(aMember.user.id);
  });

  it("B cannot edit or deactivate A's office", async () => {
    const before = await aState();
    for (const payload of [{ name: "Hijacked", capacity: 1 }, { isActive: false }, { description: "pwned" }]) {
      const res = await t.request("PATCH", `/api/offices/${aOffice.id}`, { cookie: b.cookie, payload });
      const random = await t.request("PATCH", `/api/offices/${randomUUID()}`, { cookie: b.cookie, payload });
      expectSameNotFound(res, random);
    }
    const after = await aState();
    expect(after).toEqual(before);
    const office = after.offices.find((o) => o.id === aOffice.id);
    expect(office).toMatchObject({ name: "A Boardroom", capacity: 6, isActive: true, description: "Team A only" });
    // B's own list is untouched as well: the edit did not land anywhere.
    const bOffices = await t.request<Office[]>("GET", "/api/offices", { cookie: b.cookie });
    expect(bOffices.body.map((o) => o.name)).not.toContain("Hijacked");
  });

  it("B cannot book A's office", async () => {
    const before = await aState();
    const payload = { startISO: await localSlot(DAY, 11), endISO: await localSlot(DAY, 12) };
    const res = await t.request("POST", "/api/bookings", {
      cookie: b.cookie,
      payload: { officeId: aOffice.id, ...payload },
    });
    const random = await t.request("POST", "/api/bookings", {
      cookie: b.cookie,
      payload: { officeId: randomUUID(), ...payload },
    });
    expectSameNotFound(res, random);
    expect(await aState()).toEqual(before);
    const bDay = await t.request<Booking[]>("GET", `/api/bookings?date=${date}`, { cookie: b.cookie });
    expect(bDay.body).toEqual([]);
  });

  it("B cannot cancel A's booking", async () => {
    const before = await aState();
    const res = await t.request("DELETE", `/api/bookings/${aBooking.id}`, { cookie: b.cookie });
    const random = await t.request("DELETE", `/api/bookings/${randomUUID()}`, { cookie: b.cookie });
    expectSameNotFound(res, random);
    const after = await aState();
    expect(after).toEqual(before);
    const booking = after.dayBookings.find((x) => x.id === aBooking.id);
    expect(booking).toMatchObject({ status: "confirmed", userId: aMember.user.id, officeId: aOffice.id });
  });

  it("B's lists, stats and members never contain A's data", async () => {
    const bOffice = await t.createOffice(b, { name: "B Studio" });
    const bBooking = await t.request("POST", "/api/bookings", {
      cookie: b.cookie,
      payload: { officeId: bOffice.id, startISO: await localSlot(DAY, 15), endISO: await localSlot(DAY, 16) },
    });
    expect(bBooking.status).toBe(201);

    const offices = await t.request<Office[]>("GET", "/api/offices", { cookie: b.cookie });
    expect(offices.body.map((o) => o.id)).toEqual([bOffice.id]);

    const day = await t.request<Booking[]>("GET", `/api/bookings?date=${date}`, { cookie: b.cookie });
    expect(day.body.map((x) => x.id)).toEqual([bBooking.body.id]);
    expect(day.body.every((x) => x.teamId === b.team.id)).toBe(true);

    const own = await t.request<Booking[]>("GET", "/api/bookings", { cookie: b.cookie });
    expect(own.body.map((x) => x.id)).toEqual([bBooking.body.id]);
    const upcoming = await t.request<Booking[]>("GET", "/api/bookings/upcoming?limit=5", { cookie: b.cookie });
    expect(upcoming.body.map((x) => x.id)).toEqual([bBooking.body.id]);

    const days = await t.request("GET", `/api/bookings/days?from=${date}&to=${date}`, { cookie: b.cookie });
    expect(days.body).toMatchObject([{ date, bookings: 1, own: 1 }]);
    const aOfficeDays = await t.request("GET", `/api/bookings/days?from=${date}&to=${date}&officeId=${aOffice.id}`, {
      cookie: b.cookie,
    });
    expect(aOfficeDays.status).toBe(404);

    const members = await t.request<{ id: string }[]>("GET", "/api/team/members", { cookie: b.cookie });
    expect(members.body.map((m) => m.id)).toEqual([b.user.id]);

    const stats = await t.request("GET", "/api/dashboard/stats", { cookie: b.cookie });
    expect(stats.body).toEqual({ totalBookings: 1, activeOffices: 1, teamMembers: 1 });

    // And A still sees only its own.
    const aOffices = await t.request<Office[]>("GET", "/api/offices", { cookie: a.cookie });
    expect(aOffices.body.map((o) => o.id)).not.toContain(bOffice.id);
    const aDay = await t.request<Booking[]>("GET", `/api/bookings?date=${date}`, { cookie: a.cookie });
    expect(aDay.body.map((x) => x.id)).not.toContain(bBooking.body.id);
  });

  it("B does not see A's pending invitations", async () => {
    const email = `a-invitee-${randomUUID().slice(0, 8)}@example.test`;
    const created = await t.request("POST", "/api/team/invitations", { cookie: a.cookie, payload: { email } });
    expect(created.status).toBe(201);
    const bList = await t.request<{ email: string }[]>("GET", "/api/team/invitations", { cookie: b.cookie });
    expect(bList.status).toBe(200);
    expect(bList.body.map((i) => i.email)).not.toContain(email);
    const aList = await t.request<{ email: string }[]>("GET", "/api/team/invitations", { cookie: a.cookie });
    expect(aList.body.map((i) => i.email)).toContain(email);
  });

  it("B cannot resend or revoke A's invitation: 404 as for no invitation, and A's code still works", async () => {
    const email = `a-resend-${randomUUID().slice(0, 8)}@example.test`;
    const created = await t.request("POST", "/api/team/invitations", { cookie: a.cookie, payload: { email } });
    expect(created.status).toBe(201);
    const random = randomUUID();
    const resend = await t.request("POST", `/api/team/invitations/${created.body.id}/resend`, { cookie: b.cookie });
    expectSameNotFound(resend, await t.request("POST", `/api/team/invitations/${random}/resend`, { cookie: b.cookie }));
    const revoke = await t.request("DELETE", `/api/team/invitations/${created.body.id}`, { cookie: b.cookie });
    expectSameNotFound(revoke, await t.request("DELETE", `/api/team/invitations/${random}`, { cookie: b.cookie }));
    const check = await t.request("GET", `/api/auth/validate-invite/${created.body.code}`);
    expect(check.body).toMatchObject({ valid: true, invite: { email } });
  });

  it("B's mail never uses up A's hourly limits, and B can neither read nor review reports of A's mail", async () => {
    // Limits of one an hour, in an app of their own (docs/operations.md "Mail limits and e-mail verification").
    const limited = await startTestApp({
      config: {
        invitationRateLimit: { perAdminPerHour: 1, perTeamPerHour: 1 },
        mailLimits: {
          resendsPerInvitation: 3,
          invitationsPerRecipientPerDay: 3,
          testSendsPerPersonPerHour: 1,
          testSendsPerTeamPerHour: 1,
        },
      },
    });
    try {
      const [teamA, teamB] = [await limited.signupTeam(), await limited.signupTeam()];
      const invite = (who: Session) =>
        limited.request("POST", "/api/team/invitations", {
          cookie: who.cookie,
          payload: { email: `limits-${randomUUID().slice(0, 8)}@example.test`, role: "member" },
        });
      const test = (who: Session) =>
        limited.request("POST", "/api/email-templates/welcome/test", {
          cookie: who.cookie,
          payload: { subject: "Welcome", blocks: [{ type: "text", text: "Hi" }] },
        });
      const made = await invite(teamB);
      expect(made.status).toBe(201);
      expect((await invite(teamB)).status).toBe(429);
      expect((await limited.request("POST", `/api/team/invitations/${made.body.id}/resend`, teamB)).status).toBe(429);
      expect((await test(teamB)).status).toBe(200);
      expect((await test(teamB)).status).toBe(429);
      // A's hour is untouched by B's.
      expect((await invite(teamA)).status).toBe(201);
      expect((await test(teamA)).status).toBe(200);

      const list = await limited.request("GET", "/api/admin/abuse-reports", { cookie: teamB.cookie });
      expect([list.status, list.body.code]).toEqual([403, "FORBIDDEN"]);
      const review = await limited.request("POST", `/api/admin/abuse-reports/${randomUUID()}/review`, {
        cookie: teamB.cookie,
      });
      expect([review.status, review.body.code]).toEqual([403, "FORBIDDEN"]);
    } finally {
      await limited.close();
    }
  });

  it("B's team entry and brand theme are B's own", async () => {
    const theme = {
      primaryAction: "#047857",
      primaryBackground: "#ffffff",
      primaryAccent: "#065f46",
      primaryBrand: "#064e3b",
      autoNeutrals: true,
      customNeutrals: { textPrimary: "#111827", textSecondary: "#4b5563", borderColor: "#d1d5db" },
    };
    expect((await t.request("PUT", "/api/team/theme", { cookie: a.cookie, payload: theme })).status).toBe(200);
    const bTheme = await t.request("GET", "/api/team/theme", { cookie: b.cookie });
    expect(bTheme.body.isDefault).toBe(true);
    const overview = await t.request("GET", "/api/team", { cookie: b.cookie });
    expect(overview.body).toMatchObject({ id: b.team.id, admins: [{ id: b.user.id, name: "Bob B" }] });
    expect(overview.body.counts.members).toBe(1);
  });

  it("A's teamId in B's booking payload answers 403 and creates nothing", async () => {
    const bOffice = await t.createOffice(b);
    const aBefore = await aState();
    const slot = { startISO: await localSlot(DAY, 17), endISO: await localSlot(DAY, 18) };
    for (const officeId of [bOffice.id, aOffice.id]) {
      const res = await t.request("POST", "/api/bookings", {
        cookie: b.cookie,
        payload: { officeId, teamId: a.team.id, ...slot },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body).toEqual({ code: "FORBIDDEN", message: expect.any(String) });
    }
    const bAvail = await t.request("GET", `/api/offices/${bOffice.id}/availability?date=${date}`, { cookie: b.cookie });
    expect(bAvail.body.bookedSlots).toEqual([]);
    expect(await aState()).toEqual(aBefore);
  });

  it("B cannot turn off the two-factor authentication of A's member", async () => {
    const target = await t.addMember(a, "member", "Tia Two-Factor");
    const on = await turnOnTwoFactor(t, target);
    const res = await t.request("POST", `/api/team/members/${target.user.id}/reset-two-factor`, { cookie: b.cookie });
    const random = await t.request("POST", `/api/team/members/${randomUUID()}/reset-two-factor`, { cookie: b.cookie });
    expectSameNotFound(res, random);
    const state = await t.request("GET", "/api/user/two-factor", { cookie: on.cookie });
    expect(state.body.enabled).toBe(true);
  });

  it("B can neither see nor change A's groups and tokens, nor put A's member in a group", async () => {
    const group = await t.request("POST", "/api/team/groups", { cookie: a.cookie, payload: { name: "A Leads" } });
    const token = await t.request("POST", "/api/team/credentials", {
      cookie: a.cookie,
      payload: { kind: "scim", name: "A's provider" },
    });
    const bGroups = await t.request("GET", "/api/team/groups", { cookie: b.cookie });
    expect(bGroups.body.some((g: { id: string }) => g.id === group.body.id)).toBe(false);
    const bTokens = await t.request("GET", "/api/team/credentials?kind=scim", { cookie: b.cookie });
    expect(bTokens.body.some((c: { id: string }) => c.id === token.body.id)).toBe(false);
    for (const [method, path, payload] of [
      ["PATCH", "/api/team/groups/{id}", { name: "Mine" }],
      ["DELETE", "/api/team/groups/{id}", undefined],
      ["GET", "/api/team/groups/{id}/members", undefined],
      ["PUT", "/api/team/groups/{id}/members", { userIds: [] }],
    ] as const) {
      const res = await t.request(method, path.replace("{id}", group.body.id), { cookie: b.cookie, payload });
      const random = await t.request(method, path.replace("{id}", randomUUID()), { cookie: b.cookie, payload });
      expectSameNotFound(res, random);
    }
    const revoke = await t.request("DELETE", `/api/team/credentials/${token.body.id}`, { cookie: b.cookie });
    const random = await t.request("DELETE", `/api/team/credentials/${randomUUID()}`, { cookie: b.cookie });
    expectSameNotFound(revoke, random);
    // B's own group takes only B's members: A's member is left out.
    const bGroup = await t.request("POST", "/api/team/groups", { cookie: b.cookie, payload: { name: "B Crew" } });
    const set = await t.request("PUT", `/api/team/groups/${bGroup.body.id}/members`, {
      cookie: b.cookie,
      payload: { userIds: [aMember.user.id] },
    });
    expect(set.body).toEqual([]);
    const still = await t.request("GET", `/api/scim/v2/Users/${aMember.user.id}`, {
      headers: { authorization: `Bearer ${token.body.token}` },
    });
    expect(still.status).toBe(200);
  });

  it("B's API token reaches only B's team, and B cannot revoke A's", async () => {
    const every = ["bookings:read", "bookings:write", "offices:read", "members:read", "analytics:read"];
    const make = async (session: Session) =>
      (
        await t.request("POST", "/api/user/tokens", {
          cookie: session.cookie,
          payload: { name: "Everything", scopes: every, expiresInDays: 30 },
        })
      ).body as { id: string; token: string };
    const aToken = await make(a);
    const bToken = await make(b);
    const asB = { authorization: `Bearer ${bToken.token}` };
    const aBefore = await aState();
    for (const [method, path, payload] of [
      ["GET", `/api/offices/${aOffice.id}/availability?date=${date}`, undefined],
      [
        "POST",
        "/api/bookings",
        { officeId: aOffice.id, startISO: await localSlot(DAY, 14), endISO: await localSlot(DAY, 15) },
      ],
    ] as const) {
      const res = await t.request(method, path, { headers: asB, payload });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const offices = await t.request("GET", "/api/offices", { headers: asB });
    expect(offices.body.some((o: { id: string }) => o.id === aOffice.id)).toBe(false);
    const members = await t.request("GET", "/api/team/members", { headers: asB });
    expect(JSON.stringify(members.body)).not.toContain(aMember.user.id);
    const list = await t.request("GET", `/api/bookings?date=${date}`, { headers: asB });
    expect(list.status).toBe(200);
    expect(list.body.some((booking: { id: string }) => booking.id === aBooking.id)).toBe(false);
    const revoke = await t.request("DELETE", `/api/user/tokens/${aToken.id}`, { cookie: b.cookie });
    const random = await t.request("DELETE", `/api/user/tokens/${randomUUID()}`, { cookie: b.cookie });
    expectSameNotFound(revoke, random);
    expect(
      (await t.request("GET", "/api/offices", { headers: { authorization: `Bearer ${aToken.token}` } })).status,
    ).toBe(200);
    expect(await aState()).toEqual(aBefore);
  });

  it("B can neither see nor change A's webhooks, nor read their deliveries", async () => {
    const made = await t.request("POST", "/api/team/webhooks", {
      cookie: a.cookie,
      payload: { url: "https://hooks.example.com/a", eventTypes: ["booking.created"] },
    });
    expect(made.status).toBe(201);
    const test = await t.request("POST", `/api/team/webhooks/${made.body.id}/test`, { cookie: a.cookie });
    const bList = await t.request("GET", "/api/team/webhooks", { cookie: b.cookie });
    expect(bList.body.some((e: { id: string }) => e.id === made.body.id)).toBe(false);
    for (const [method, path, payload] of [
      ["PATCH", "/api/team/webhooks/{id}", { url: "https://evil.example.com/" }],
      ["POST", "/api/team/webhooks/{id}/secret", undefined],
      ["GET", "/api/team/webhooks/{id}/deliveries", undefined],
      ["POST", "/api/team/webhooks/{id}/test", undefined],
      ["POST", `/api/team/webhooks/{id}/deliveries/${test.body.id}/redeliver`, undefined],
      ["DELETE", "/api/team/webhooks/{id}", undefined],
    ] as const) {
      const res = await t.request(method, path.replace("{id}", made.body.id), { cookie: b.cookie, payload });
      const random = await t.request(method, path.replace("{id}", randomUUID()), { cookie: b.cookie, payload });
      expectSameNotFound(res, random);
    }
    const aList = await t.request("GET", "/api/team/webhooks", { cookie: a.cookie });
    expect(aList.body.find((e: { id: string }) => e.id === made.body.id)?.url).toBe("https://hooks.example.com/a");
    const aLog = await t.request("GET", `/api/team/webhooks/${made.body.id}/deliveries`, { cookie: a.cookie });
    expect(aLog.body).toHaveLength(1);
  });

  it("B can neither see nor change A's sites and floors, nor put an office on A's floor", async () => {
    const site = await t.request("POST", "/api/sites", { cookie: a.cookie, payload: { name: "A Tower" } });
    const floor = await t.request("POST", `/api/sites/${site.body.id}/floors`, {
      cookie: a.cookie,
      payload: { name: "A1" },
    });
    const bSites = await t.request("GET", "/api/sites", { cookie: b.cookie });
    expect(bSites.body.some((s: { id: string }) => s.id === site.body.id)).toBe(false);
    for (const [method, path, id, payload] of [
      ["PATCH", "/api/sites/{id}", site.body.id, { name: "Mine" }],
      ["DELETE", "/api/sites/{id}", site.body.id, undefined],
      ["POST", "/api/sites/{id}/floors", site.body.id, { name: "B1" }],
      ["PATCH", "/api/floors/{id}", floor.body.id, { name: "Mine" }],
      ["DELETE", "/api/floors/{id}", floor.body.id, undefined],
    ] as const) {
      const res = await t.request(method, path.replace("{id}", id), { cookie: b.cookie, payload });
      const random = await t.request(method, path.replace("{id}", randomUUID()), { cookie: b.cookie, payload });
      expectSameNotFound(res, random);
    }
    const office = await t.request("POST", "/api/offices", {
      cookie: b.cookie,
      payload: { name: "On A's floor", capacity: 2, floorId: floor.body.id },
    });
    const random = await t.request("POST", "/api/offices", {
      cookie: b.cookie,
      payload: { name: "On A's floor", capacity: 2, floorId: randomUUID() },
    });
    expectSameNotFound(office, random);
    // A's floor's plan and places: B neither reads nor changes them.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>';
    const plan = (method: "GET" | "PUT", floor: string) =>
      t.app.inject({
        method,
        url: `/api/floors/${floor}/plan`,
        headers: { cookie: b.cookie, ...(method === "PUT" ? { "content-type": "image/svg+xml" } : {}) },
        ...(method === "PUT" ? { payload: svg } : {}),
      });
    for (const method of ["GET", "PUT"] as const) {
      const [theirs, none] = [await plan(method, floor.body.id), await plan(method, randomUUID())];
      expect([theirs.statusCode, theirs.json()]).toEqual([none.statusCode, none.json()]);
      expect(theirs.statusCode).toBe(404);
    }
    const places = await t.request("PUT", `/api/floors/${floor.body.id}/positions`, {
      cookie: b.cookie,
      payload: { positions: [{ officeId: randomUUID(), position: null }] },
    });
    const nowhere = await t.request("PUT", `/api/floors/${randomUUID()}/positions`, {
      cookie: b.cookie,
      payload: { positions: [{ officeId: randomUUID(), position: null }] },
    });
    expectSameNotFound(places, nowhere);
    // Nor its neighbourhoods; nor may B's office join one.
    const zone = await t.request("POST", `/api/floors/${floor.body.id}/neighbourhoods`, {
      cookie: a.cookie,
      payload: { name: "A zone" },
    });
    expect(zone.status).toBe(201);
    for (const [method, path, payload] of [
      ["POST", `/api/floors/${floor.body.id}/neighbourhoods`, { name: "Mine" }],
      ["PATCH", `/api/neighbourhoods/${zone.body.id}`, { name: "Mine" }],
      ["DELETE", `/api/neighbourhoods/${zone.body.id}`, undefined],
    ] as const) {
      const res = await t.request(method, path, { cookie: b.cookie, payload });
      const random = await t.request(method, path.replace(/[0-9a-f-]{36}/, randomUUID()), {
        cookie: b.cookie,
        payload,
      });
      expectSameNotFound(res, random);
    }
    const joining = await t.request("POST", "/api/offices", {
      cookie: b.cookie,
      payload: { name: "In A's zone", capacity: 1, neighbourhoodId: zone.body.id },
    });
    expect(joining.status).toBe(404);
    // Nor release A's assigned desk, nor assign one of A's members to B's desk.
    const aDesk = await t.createOffice(a, { name: "A's desk", capacity: 1, kind: "desk" });
    await t.request("PATCH", `/api/offices/${aDesk.id}`, { cookie: a.cookie, payload: { assignedUserId: a.user.id } });
    for (const method of ["PUT", "DELETE"] as const) {
      const theirs = await t.request(method, `/api/offices/${aDesk.id}/releases/2030-06-04`, { cookie: b.cookie });
      const none = await t.request(method, `/api/offices/${randomUUID()}/releases/2030-06-04`, { cookie: b.cookie });
      expectSameNotFound(theirs, none);
    }
    const bDesk = await t.createOffice(b, { name: "B's desk", capacity: 1, kind: "desk" });
    const crossAssign = await t.request("PATCH", `/api/offices/${bDesk.id}`, {
      cookie: b.cookie,
      payload: { assignedUserId: a.user.id },
    });
    expect([crossAssign.status, crossAssign.body.code]).toEqual([404, "NOT_FOUND"]);
    // Nor the floor's map of a day.
    const map = async (floorId: string) =>
      t.request("GET", `/api/floors/${floorId}/availability?date=2026-06-01`, { cookie: b.cookie });
    expectSameNotFound(await map(floor.body.id), await map(randomUUID()));
    const aSites = (await t.request("GET", "/api/sites", { cookie: a.cookie })).body;
    expect(aSites.find((s: { id: string }) => s.id === site.body.id)).toMatchObject({
      name: "A Tower",
      floors: [{ name: "A1", officeCount: 0, plan: null, neighbourhoods: [{ name: "A zone" }] }],
    });
  });

  it("B can neither see nor change A's single sign-on domains", async () => {
    const domain = `tenancy-${randomUUID().slice(0, 8)}.invalid`;
    await t.request("POST", "/api/team/sso/domains", { cookie: a.cookie, payload: { domain } });
    const bView = await t.request("GET", "/api/team/sso", { cookie: b.cookie });
    expect(bView.body.domains.some((d: { domain: string }) => d.domain === domain)).toBe(false);
    const random = `${randomUUID().slice(0, 8)}.invalid`;
    for (const [method, suffix] of [
      ["POST", "/verify"],
      ["DELETE", ""],
    ] as const) {
      const res = await t.request(method, `/api/team/sso/domains/${domain}${suffix}`, { cookie: b.cookie });
      const other = await t.request(method, `/api/team/sso/domains/${random}${suffix}`, { cookie: b.cookie });
      expect([res.status, res.body]).toEqual([other.status, { ...other.body, message: expect.any(String) }]);
      expect(res.status).toBe(404);
    }
    const aView = await t.request("GET", "/api/team/sso", { cookie: a.cookie });
    expect(aView.body.domains.some((d: { domain: string }) => d.domain === domain)).toBe(true);
    // Each team's SAML service provider is its own: B is shown B's entity ID, never A's.
    expect(bView.body.serviceProvider.entityId).toContain(b.team.id);
    expect(aView.body.serviceProvider.entityId).toContain(a.team.id);
  });

  it("B cannot book for a member of A", async () => {
    const bOffice = await t.createOffice(b);
    const res = await t.request("POST", "/api/bookings", {
      cookie: b.cookie,
      payload: {
        officeId: bOffice.id,
        userId: aMember.user.id,
        startISO: await localSlot(DAY, 10),
        endISO: await localSlot(DAY, 11),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body).toEqual({ code: "NOT_FOUND", message: expect.any(String) });
    const bAvail = await t.request("GET", `/api/offices/${bOffice.id}/availability?date=${date}`, { cookie: b.cookie });
    expect(bAvail.body.bookedSlots).toEqual([]);
    const aMine = await t.request<Booking[]>("GET", "/api/bookings", { cookie: aMember.cookie });
    expect(aMine.body.map((x) => x.id)).toEqual([aBooking.id]);
  });

  it("B may reuse A's office name: names are unique per team only", async () => {
    const res = await t.request("POST", "/api/offices", {
      cookie: b.cookie,
      payload: { name: "A Boardroom", capacity: 2 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.id).not.toBe(aOffice.id);
    const aOffices = await t.request<Office[]>("GET", "/api/offices", { cookie: a.cookie });
    expect(aOffices.body.filter((o) => o.name === "A Boardroom")).toHaveLength(1);
  });
});
