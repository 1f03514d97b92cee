/**
 * The role table of docs/product.md "Tenancy and roles", enforced by the server on every call in scope:
 * member < team_manager < team_admin (= the older `admin`), and super_admin outside any team.
 * Each row says who may do what; denials are 403 `{ code, message }` and change nothing.
 *
 * Over 250 lines: it is the role table, one row per call and role; a table read whole is easier to
 * check against docs/product.md than one split across files.
 */
import { randomUUID } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abuseReports, bookings, notifications, outboxEmails, users } from "#db/schema/index.ts";
import * as notificationsRepo from "#server/modules/notifications/notifications.repository.ts";
import { platformCalls } from "#server/modules/platform/platform-role-calls.ts";
import {
  localSlot,
  type Session,
  sessionCookie,
  startTestApp,
  type TestApp,
  type TestResponse,
  uniqueEmail,
} from "#server/test/harness.ts";
import { nextTotpCode } from "#server/test/totp.ts";
import { turnOnTwoFactor } from "#server/test/two-factor-support.ts";
import { defaultPreferences } from "#shared/schemas/notification.ts";
import { DEFAULT_THEME } from "#shared/theme.ts";
import { localDate } from "#shared/time.ts";

type RoleName = "member" | "team_manager" | "team_admin" | "admin" | "super_admin";
const ROLE_NAMES: RoleName[] = ["member", "team_manager", "team_admin", "admin", "super_admin"];
const TEAM_ROLES: RoleName[] = ["member", "team_manager", "team_admin", "admin"];
const ZONE = "America/New_York";

/**
 * What a call answers for a role: a success status, 403 with a code, or, for a call the role may make
 * that its state refuses here (no provider saved, no DNS record), that refusal's status and code.
 */
type Expect =
  | { status: 200 | 201 | 204 }
  | { status: 403; code: "FORBIDDEN" | "NO_TEAM" }
  | { status: 400 | 404 | 409 | 422; code: string };
const ok200: Expect = { status: 200 };
const ok201: Expect = { status: 201 };
const ok204: Expect = { status: 204 };
const forbidden: Expect = { status: 403, code: "FORBIDDEN" };
const noTeam: Expect = { status: 403, code: "NO_TEAM" };

interface Call {
  name: string;
  /** Performs the call as `as`; `verify` checks the effect (on success) or its absence (on denial). */
  run(as: RoleName): Promise<{ res: TestResponse; verify?: (allowed: boolean) => Promise<void> }>;
  expected: Record<RoleName, Expect>;
}

const all = (e: Expect): Record<RoleName, Expect> => ({
  member: e,
  team_manager: e,
  team_admin: e,
  admin: e,
  super_admin: e,
});
const teamOnly = (superAdmin: Expect): Record<RoleName, Expect> => ({ ...all(ok200), super_admin: superAdmin });

describe("role table", () => {
  let t: TestApp;
  /** The team's creator; owns the fixtures. */
  let owner: Session;
  /** A plain member whose bookings others try to cancel or make. */
  let colleague: Session;
  const as: Partial<Record<RoleName, Session>> = {};
  const day = 3;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signupTeam({ name: "Olive Owner" });
    colleague = await t.addMember(owner, "member", "Cole League");
    as.member = await t.addMember(owner, "member", "Mia Member");
    as.team_manager = await t.addMember(owner, "team_manager", "Manny Manager");
    as.team_admin = await t.addMember(owner, "team_admin", "Tara Admin");
    // `admin` is the older name of team_admin: only existing rows carry it.
    as.admin = await t.addMember(owner, "member", "Al Legacy");
    await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, as.admin.user.id));
    // A platform super admin: outside any team.
    as.super_admin = await t.signupTeam({ name: "Sue Super" });
    await t.database.db
      .update(users)
      .set({ role: "super_admin", teamId: null })
      .where(eq(users.id, as.super_admin.user.id));
    // Every super admin has a second factor (docs/decisions/0029).
    const superFactor = await turnOnTwoFactor(t, as.super_admin);
    as.super_admin = { ...as.super_admin, cookie: superFactor.cookie };
    superSecret = superFactor.secret;
  });
  afterAll(async () => {
    await t.close();
  });

  const session = (role: RoleName) => as[role]!;
  /** The super admin's authenticator secret: their second factor is on from the start and stays on. */
  let superSecret = "";
  const stateConflict: Expect = { status: 409, code: "TWO_FACTOR_STATE_CONFLICT" };
  const slot = async (hh: number) => ({ startISO: await localSlot(day, hh), endISO: await localSlot(day, hh + 1) });
  const date = async () => localDate(new Date(await localSlot(day, 12)), ZONE);

  /** Turns on `role`'s two-factor authentication; the session it renews is kept in `as`. */
  async function turnOnFor(role: RoleName) {
    const on = await turnOnTwoFactor(t, session(role));
    if (on.res.status === 200) as[role] = { ...session(role), cookie: on.cookie };
    return on;
  }
  async function turnOffTwoFactor(role: RoleName): Promise<TestResponse> {
    const { cookie, password } = session(role);
    const res = await t.request("POST", "/api/user/two-factor/disable", { cookie, payload: { password } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res;
  }

  async function officeOf(id: string) {
    const list = await t.request("GET", "/api/offices", { cookie: owner.cookie });
    return (list.body as { id: string; name: string; capacity: number }[]).find((o) => o.id === id);
  }
  async function bookingStatus(bookingId: string, userSession: Session) {
    const mine = await t.request("GET", "/api/bookings", { cookie: userSession.cookie });
    return (mine.body as { id: string; status: string }[]).find((b) => b.id === bookingId)?.status;
  }
  async function bookAs(who: Session, officeId: string, hh: number) {
    const res = await t.request("POST", "/api/bookings", {
      cookie: who.cookie,
      payload: { officeId, ...(await slot(hh)) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string };
  }
  async function pendingInvitationEmails() {
    const res = await t.request("GET", "/api/team/invitations", { cookie: owner.cookie });
    return (res.body as { email: string }[]).map((i) => i.email);
  }

  /**
   * Adds an unread notification for `who` (a role, or the colleague) in the owner's team, as the
   * notifications subscriber writes one; returns its id. A super admin has no team: a made-up id.
   */
  async function notify(who: RoleName | "colleague"): Promise<string> {
    if (who === "super_admin") return randomUUID();
    const userId = who === "colleague" ? colleague.user.id : session(who).user.id;
    const message = `Note ${randomUUID()}`;
    await notificationsRepo.insertNotification(t.database.db, owner.team.id, {
      userId,
      kind: "booking_confirmed",
      message,
      link: null,
      bookingId: null,
      eventSeq: null,
    });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.message, message));
    return row.id;
  }
  async function readAtOf(id: string) {
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, id));
    return row?.readAt ?? null;
  }

  const calls: Call[] = [
    {
      name: "GET /api/user",
      expected: all(ok200),
      run: async (role) => {
        const res = await t.request("GET", "/api/user", { cookie: session(role).cookie });
        return {
          res,
          verify: async () => {
            expect(res.body.user.role).toBe(role);
            expect(res.body.user.isAdmin).toBe(["team_admin", "admin", "super_admin"].includes(role));
            expect(res.body.user.isSuperAdmin).toBe(role === "super_admin");
            expect(res.body.user.teamId).toBe(role === "super_admin" ? null : owner.team.id);
          },
        };
      },
    },
    {
      name: "GET /api/user/onboarding-status",
      expected: all(ok200),
      run: async (role) => ({
        res: await t.request("GET", "/api/user/onboarding-status", { cookie: session(role).cookie }),
      }),
    },
    {
      name: "GET /api/user/preferences",
      expected: all(ok200),
      run: async (role) => ({
        res: await t.request("GET", "/api/user/preferences", { cookie: session(role).cookie }),
      }),
    },
    {
      // Everyone, the super admin included, keeps their own display preferences.
      name: "PATCH /api/user/preferences",
      expected: all(ok200),
      run: async (role) => {
        const who = session(role);
        const res = await t.request("PATCH", "/api/user/preferences", {
          cookie: who.cookie,
          payload: { defaultCalendarView: "month" },
        });
        return {
          res,
          verify: async () => {
            const read = await t.request("GET", "/api/user/preferences", { cookie: who.cookie });
            expect(read.body.defaultCalendarView).toBe("month");
          },
        };
      },
    },
    {
      name: "GET /api/user/dashboard-layout",
      expected: all(ok200),
      run: async (role) => ({
        res: await t.request("GET", "/api/user/dashboard-layout", { cookie: session(role).cookie }),
      }),
    },
    {
      // Everyone, the super admin included, keeps their own home-page layout.
      name: "PUT /api/user/dashboard-layout",
      expected: all(ok200),
      run: async (role) => {
        const who = session(role);
        const widgets = [{ type: "notifications", enabled: true, size: "small" }];
        const res = await t.request("PUT", "/api/user/dashboard-layout", { cookie: who.cookie, payload: { widgets } });
        return {
          res,
          verify: async () => {
            const read = await t.request("GET", "/api/user/dashboard-layout", { cookie: who.cookie });
            expect(read.body.widgets).toEqual(widgets);
          },
        };
      },
    },
    {
      name: "PATCH /api/user/complete-onboarding",
      expected: all(ok200),
      run: async (role) => ({
        res: await t.request("PATCH", "/api/user/complete-onboarding", { cookie: session(role).cookie }),
      }),
    },
    {
      name: "PATCH /api/user/onboarding-seen",
      expected: all(ok200),
      run: async (role) => {
        const who = session(role);
        return {
          res: await t.request("PATCH", "/api/user/onboarding-seen", { cookie: who.cookie }),
          verify: async () => {
            const read = await t.request("GET", "/api/user/onboarding-status", { cookie: who.cookie });
            expect(read.body.hasSeenOnboarding).toBe(true);
          },
        };
      },
    },
    {
      name: "PATCH /api/user/reset-onboarding",
      expected: all(ok200),
      run: async (role) => ({
        res: await t.request("PATCH", "/api/user/reset-onboarding", { cookie: session(role).cookie }),
      }),
    },
    {
      name: "POST /api/login",
      expected: all(ok200),
      run: async (role) => {
        const { email, password } = session(role);
        return { res: await t.request("POST", "/api/login", { payload: { email, password } }) };
      },
    },
    {
      name: "GET /api/auth/validate-invite/{code}",
      expected: all(ok200),
      run: async (role) => ({
        res: await t.request("GET", "/api/auth/validate-invite/ABCDEFGHJK", { cookie: session(role).cookie }),
      }),
    },
    {
      name: "GET /api/offices",
      expected: all(ok200),
      run: async (role) => {
        const office = await t.createOffice(owner);
        const res = await t.request("GET", "/api/offices", { cookie: session(role).cookie });
        return {
          res,
          verify: async () => {
            const ids = (res.body as { id: string }[]).map((o) => o.id);
            // A super admin has no team, so no offices of their own.
            if (role === "super_admin") expect(res.body).toEqual([]);
            else expect(ids).toContain(office.id);
          },
        };
      },
    },
    // Sites and floors: everyone in the team reads them; managers and above change them.
    {
      name: "GET /api/sites",
      expected: all(ok200),
      run: async (role) => {
        const site = await t.request("POST", "/api/sites", {
          cookie: owner.cookie,
          payload: { name: `Read by ${role} ${randomUUID().slice(0, 6)}` },
        });
        const res = await t.request("GET", "/api/sites", { cookie: session(role).cookie });
        return {
          res,
          verify: async () => {
            const ids = (res.body as { id: string }[]).map((s) => s.id);
            if (role === "super_admin") expect(res.body).toEqual([]);
            else expect(ids).toContain(site.body.id);
          },
        };
      },
    },
    {
      name: "POST /api/sites",
      expected: { member: forbidden, team_manager: ok201, team_admin: ok201, admin: ok201, super_admin: forbidden },
      run: async (role) => {
        const name = `Site of ${role} ${randomUUID().slice(0, 6)}`;
        const res = await t.request("POST", "/api/sites", { cookie: session(role).cookie, payload: { name } });
        return {
          res,
          verify: async (allowed) => {
            const list = await t.request("GET", "/api/sites", { cookie: owner.cookie });
            expect((list.body as { name: string }[]).some((s) => s.name === name)).toBe(allowed);
          },
        };
      },
    },
    ...(["PATCH site", "DELETE site", "POST floor", "PATCH floor", "DELETE floor"] as const).map(
      (verb): Call => ({
        name: {
          "PATCH site": "PATCH /api/sites/{id}",
          "DELETE site": "DELETE /api/sites/{id}",
          "POST floor": "POST /api/sites/{id}/floors",
          "PATCH floor": "PATCH /api/floors/{id}",
          "DELETE floor": "DELETE /api/floors/{id}",
        }[verb],
        expected: {
          member: forbidden,
          team_manager: verb.startsWith("DELETE") ? ok204 : verb === "POST floor" ? ok201 : ok200,
          team_admin: verb.startsWith("DELETE") ? ok204 : verb === "POST floor" ? ok201 : ok200,
          admin: verb.startsWith("DELETE") ? ok204 : verb === "POST floor" ? ok201 : ok200,
          super_admin: forbidden,
        },
        run: async (role) => {
          const tag = `${verb} ${role} ${randomUUID().slice(0, 6)}`;
          const site = await t.request("POST", "/api/sites", { cookie: owner.cookie, payload: { name: tag } });
          const floor = await t.request("POST", `/api/sites/${site.body.id}/floors`, {
            cookie: owner.cookie,
            payload: { name: "F1" },
          });
          const [method, what] = verb.split(" ") as ["PATCH" | "DELETE" | "POST", "site" | "floor"];
          const url =
            verb === "POST floor"
              ? `/api/sites/${site.body.id}/floors`
              : what === "site"
                ? `/api/sites/${site.body.id}`
                : `/api/floors/${floor.body.id}`;
          const renamed = `Renamed ${randomUUID().slice(0, 8)}`;
          const payload = method === "DELETE" ? undefined : { name: renamed };
          const res = await t.request(method, url, { cookie: session(role).cookie, payload });
          return {
            res,
            verify: async (allowed) => {
              const list = (await t.request("GET", "/api/sites", { cookie: owner.cookie })).body as {
                id: string;
                name: string;
                floors: { id: string; name: string }[];
              }[];
              const mine = list.find((s) => s.id === site.body.id);
              if (verb === "DELETE site") expect(mine === undefined).toBe(allowed);
              if (verb === "PATCH site") expect(mine?.name === renamed).toBe(allowed);
              if (verb === "POST floor") expect(mine?.floors.some((f) => f.name === renamed)).toBe(allowed);
              if (verb === "PATCH floor") expect(mine?.floors[0].name === renamed).toBe(allowed);
              if (verb === "DELETE floor") expect(mine?.floors.length === 0).toBe(allowed);
            },
          };
        },
      }),
    ),
    {
      name: "GET /api/floors/{id}/availability",
      expected: { ...all(ok200), super_admin: noTeam },
      run: async (role) => {
        const site = await t.request("POST", "/api/sites", {
          cookie: owner.cookie,
          payload: { name: `Map ${role} ${randomUUID().slice(0, 6)}` },
        });
        const floor = await t.request("POST", `/api/sites/${site.body.id}/floors`, {
          cookie: owner.cookie,
          payload: { name: "M" },
        });
        const office = await t.createOffice(owner, {
          name: `Map desk ${randomUUID().slice(0, 6)}`,
          capacity: 1,
          floorId: floor.body.id,
        });
        const res = await t.request("GET", `/api/floors/${floor.body.id}/availability?date=2026-06-01`, {
          cookie: session(role).cookie,
        });
        return {
          res,
          verify: async (allowed) => {
            if (allowed) expect(res.body.spaces.map((s: { id: string }) => s.id)).toEqual([office.id]);
          },
        };
      },
    },
    // An assigned desk's days: its holder (here the owner), or a manager or admin for them.
    ...(["PUT", "DELETE"] as const).map(
      (verb): Call => ({
        name: `${verb} /api/offices/{id}/releases/{date}`,
        expected: { ...all(ok200), member: forbidden, super_admin: noTeam },
        run: async (role) => {
          const desk = await t.createOffice(owner, {
            name: `Assigned ${verb} ${role} ${randomUUID().slice(0, 6)}`,
            capacity: 1,
            kind: "desk",
          });
          await t.request("PATCH", `/api/offices/${desk.id}`, {
            cookie: owner.cookie,
            payload: { assignedUserId: owner.user.id },
          });
          const url = `/api/offices/${desk.id}/releases/2030-06-04`;
          if (verb === "DELETE") await t.request("PUT", url, { cookie: owner.cookie });
          const res = await t.request(verb, url, { cookie: session(role).cookie });
          return {
            res,
            verify: async (allowed) => {
              const map = await t.request(
                "GET",
                `/api/availability?from=2030-06-04&to=2030-06-04&officeId=${desk.id}`,
                {
                  cookie: session("member").cookie,
                },
              );
              const closed = map.body.offices[0].days[0].closed.some(
                (c: { reason: string }) => c.reason === "assigned",
              );
              // Released after a PUT that was allowed, or a DELETE that was refused.
              expect(!closed).toBe(verb === "PUT" ? allowed : !allowed);
            },
          };
        },
      }),
    ),
    // Neighbourhoods: managers make, change and remove them (everyone reads them with the sites).
    ...(["POST", "PATCH", "DELETE"] as const).map(
      (verb): Call => ({
        name: {
          POST: "POST /api/floors/{id}/neighbourhoods",
          PATCH: "PATCH /api/neighbourhoods/{id}",
          DELETE: "DELETE /api/neighbourhoods/{id}",
        }[verb],
        expected: {
          member: forbidden,
          team_manager: verb === "POST" ? ok201 : verb === "PATCH" ? ok200 : ok204,
          team_admin: verb === "POST" ? ok201 : verb === "PATCH" ? ok200 : ok204,
          admin: verb === "POST" ? ok201 : verb === "PATCH" ? ok200 : ok204,
          super_admin: forbidden,
        },
        run: async (role) => {
          const site = await t.request("POST", "/api/sites", {
            cookie: owner.cookie,
            payload: { name: `Zones ${verb} ${role} ${randomUUID().slice(0, 6)}` },
          });
          const floor = await t.request("POST", `/api/sites/${site.body.id}/floors`, {
            cookie: owner.cookie,
            payload: { name: "Z" },
          });
          const made = await t.request("POST", `/api/floors/${floor.body.id}/neighbourhoods`, {
            cookie: owner.cookie,
            payload: { name: "Existing" },
          });
          const cookie = session(role).cookie;
          const res =
            verb === "POST"
              ? await t.request("POST", `/api/floors/${floor.body.id}/neighbourhoods`, {
                  cookie,
                  payload: { name: "New" },
                })
              : verb === "PATCH"
                ? await t.request("PATCH", `/api/neighbourhoods/${made.body.id}`, {
                    cookie,
                    payload: { name: "Renamed" },
                  })
                : await t.request("DELETE", `/api/neighbourhoods/${made.body.id}`, { cookie });
          return {
            res,
            verify: async (allowed) => {
              const sites = (await t.request("GET", "/api/sites", { cookie: owner.cookie })).body as {
                floors: { id: string; neighbourhoods: { name: string }[] }[];
              }[];
              const names = sites
                .flatMap((s) => s.floors)
                .find((f) => f.id === floor.body.id)
                ?.neighbourhoods.map((n) => n.name);
              if (verb === "POST") expect(names?.includes("New")).toBe(allowed);
              if (verb === "PATCH") expect(names?.includes("Renamed")).toBe(allowed);
              if (verb === "DELETE") expect(names?.includes("Existing")).toBe(!allowed);
            },
          };
        },
      }),
    ),
    // A floor's plan and its offices' places: everyone in the team sees them; managers change them.
    ...(["GET plan", "PUT plan", "DELETE plan", "PUT positions"] as const).map(
      (verb): Call => ({
        name: {
          "GET plan": "GET /api/floors/{id}/plan",
          "PUT plan": "PUT /api/floors/{id}/plan",
          "DELETE plan": "DELETE /api/floors/{id}/plan",
          "PUT positions": "PUT /api/floors/{id}/positions",
        }[verb],
        expected:
          verb === "GET plan"
            ? { ...all(ok200), super_admin: noTeam }
            : {
                member: forbidden,
                team_manager: verb === "PUT plan" ? ok200 : ok204,
                team_admin: verb === "PUT plan" ? ok200 : ok204,
                admin: verb === "PUT plan" ? ok200 : ok204,
                super_admin: forbidden,
              },
        run: async (role) => {
          const site = await t.request("POST", "/api/sites", {
            cookie: owner.cookie,
            payload: { name: `Plan ${verb} ${role} ${randomUUID().slice(0, 6)}` },
          });
          const floor = await t.request("POST", `/api/sites/${site.body.id}/floors`, {
            cookie: owner.cookie,
            payload: { name: "P" },
          });
          const svg = (width: number) =>
            `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 100"><rect width="10" height="10"/></svg>`;
          const uploadAs = (cookie: string, width: number) =>
            t.app.inject({
              method: "PUT",
              url: `/api/floors/${floor.body.id}/plan`,
              headers: { cookie, "content-type": "image/svg+xml" },
              payload: svg(width),
            });
          await uploadAs(owner.cookie, 100);
          const office = await t.request("POST", "/api/offices", {
            cookie: owner.cookie,
            payload: { name: `On plan ${randomUUID().slice(0, 6)}`, capacity: 1, floorId: floor.body.id },
          });
          const cookie = session(role).cookie;
          let res: TestResponse;
          if (verb === "PUT plan") {
            const raw = await uploadAs(cookie, 200);
            res = { status: raw.statusCode, body: raw.json(), headers: raw.headers };
          } else if (verb === "GET plan") {
            const raw = await t.app.inject({
              method: "GET",
              url: `/api/floors/${floor.body.id}/plan`,
              headers: { cookie },
            });
            res = {
              status: raw.statusCode,
              body: raw.statusCode === 200 ? raw.body : raw.json(),
              headers: raw.headers,
            };
          } else if (verb === "DELETE plan") {
            res = await t.request("DELETE", `/api/floors/${floor.body.id}/plan`, { cookie });
          } else {
            res = await t.request("PUT", `/api/floors/${floor.body.id}/positions`, {
              cookie,
              payload: { positions: [{ officeId: office.body.id, position: { x: 0.5, y: 0.5 } }] },
            });
          }
          return {
            res,
            verify: async (allowed) => {
              if (verb === "GET plan") return;
              const sites = (await t.request("GET", "/api/sites", { cookie: owner.cookie })).body as {
                floors: { id: string; plan: { width: number } | null }[];
              }[];
              const plan = sites.flatMap((s) => s.floors).find((f) => f.id === floor.body.id)?.plan ?? null;
              if (verb === "PUT plan") expect(plan?.width).toBe(allowed ? 200 : 100);
              if (verb === "DELETE plan") expect(plan === null).toBe(allowed);
              if (verb === "PUT positions") {
                const offices = (await t.request("GET", "/api/offices", { cookie: owner.cookie })).body as {
                  id: string;
                  position: unknown;
                }[];
                expect(offices.find((o) => o.id === office.body.id)?.position !== null).toBe(allowed);
              }
            },
          };
        },
      }),
    ),
    {
      name: "POST /api/offices",
      expected: { member: forbidden, team_manager: ok201, team_admin: ok201, admin: ok201, super_admin: forbidden },
      run: async (role) => {
        const name = `Made by ${role} ${randomUUID().slice(0, 6)}`;
        const res = await t.request("POST", "/api/offices", {
          cookie: session(role).cookie,
          payload: { name, capacity: 3 },
        });
        return {
          res,
          verify: async (allowed) => {
            const list = await t.request("GET", "/api/offices", { cookie: owner.cookie });
            const names = (list.body as { name: string }[]).map((o) => o.name);
            if (allowed) expect(names).toContain(name);
            else expect(names).not.toContain(name);
          },
        };
      },
    },
    {
      name: "PATCH /api/offices/{id}",
      expected: { member: forbidden, team_manager: ok200, team_admin: ok200, admin: ok200, super_admin: forbidden },
      run: async (role) => {
        const office = await t.createOffice(owner, { capacity: 4 });
        const res = await t.request("PATCH", `/api/offices/${office.id}`, {
          cookie: session(role).cookie,
          payload: { capacity: 9 },
        });
        return {
          res,
          verify: async (allowed) => expect((await officeOf(office.id))?.capacity).toBe(allowed ? 9 : 4),
        };
      },
    },
    {
      name: "PATCH /api/offices/{id} (deactivate)",
      expected: { member: forbidden, team_manager: ok200, team_admin: ok200, admin: ok200, super_admin: forbidden },
      run: async (role) => {
        const office = await t.createOffice(owner);
        const res = await t.request("PATCH", `/api/offices/${office.id}`, {
          cookie: session(role).cookie,
          payload: { isActive: false },
        });
        return {
          res,
          verify: async (allowed) => {
            const after = await t.request("GET", "/api/offices", { cookie: owner.cookie });
            const row = (after.body as { id: string; isActive: boolean }[]).find((o) => o.id === office.id);
            expect(row?.isActive).toBe(!allowed);
          },
        };
      },
    },
    {
      name: "GET /api/offices/{id}/upcoming-bookings",
      expected: { member: forbidden, team_manager: ok200, team_admin: ok200, admin: ok200, super_admin: forbidden },
      run: async (role) => {
        const office = await t.createOffice(owner);
        const booking = await bookAs(colleague, office.id, 9);
        const res = await t.request("GET", `/api/offices/${office.id}/upcoming-bookings`, {
          cookie: session(role).cookie,
        });
        return {
          res,
          verify: async (allowed) => {
            if (allowed) expect(res.body.items.map((b: { id: string }) => b.id)).toEqual([booking.id]);
          },
        };
      },
    },
    // An office's QR check-in code (managers print it) and the scan (anyone with a booking).
    {
      name: "GET /api/offices/{id}/check-in-code",
      expected: { member: forbidden, team_manager: ok200, team_admin: ok200, admin: ok200, super_admin: forbidden },
      run: async (role) => {
        const office = await t.createOffice(owner);
        const res = await t.request("GET", `/api/offices/${office.id}/check-in-code`, {
          cookie: session(role).cookie,
        });
        return {
          res,
          verify: async (allowed) => {
            if (allowed) expect(res.body).toMatchObject({ officeId: office.id, code: expect.any(String) });
          },
        };
      },
    },
    {
      name: "POST /api/offices/{id}/check-in-code/regenerate",
      expected: { member: forbidden, team_manager: ok200, team_admin: ok200, admin: ok200, super_admin: forbidden },
      run: async (role) => {
        const office = await t.createOffice(owner);
        const before = (await t.request("GET", `/api/offices/${office.id}/check-in-code`, { cookie: owner.cookie }))
          .body.code as string;
        const res = await t.request("POST", `/api/offices/${office.id}/check-in-code/regenerate`, {
          cookie: session(role).cookie,
        });
        return {
          res,
          verify: async (allowed) => {
            const after = (await t.request("GET", `/api/offices/${office.id}/check-in-code`, { cookie: owner.cookie }))
              .body.code as string;
            expect(after !== before).toBe(allowed);
          },
        };
      },
    },
    {
      name: "POST /api/check-in/{officeCode}",
      expected: { ...all(ok200), super_admin: forbidden },
      run: async (role) => {
        const office = await t.createOffice(owner);
        const code = (await t.request("GET", `/api/offices/${office.id}/check-in-code`, { cookie: owner.cookie })).body
          .code as string;
        let bookingId: string | null = null;
        if (role !== "super_admin") {
          bookingId = (await bookAs(session(role), office.id, 9)).id;
          // Moved to now (the rules forbid booking a started slot): its check-in window is open.
          const now = Date.now();
          await t.database.db
            .update(bookings)
            .set({ startAt: new Date(now - 5 * 60_000), endAt: new Date(now + 55 * 60_000) })
            .where(eq(bookings.id, bookingId));
        }
        const res = await t.request("POST", `/api/check-in/${code}`, { cookie: session(role).cookie });
        return {
          res,
          verify: async (allowed) => {
            if (allowed) expect(res.body).toMatchObject({ id: bookingId, checkedInAt: expect.any(String) });
          },
        };
      },
    },
    {
      name: "GET /api/offices/{id}/availability",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const office = await t.createOffice(owner);
        const booking = await bookAs(colleague, office.id, 9);
        const res = await t.request("GET", `/api/offices/${office.id}/availability?date=${await date()}`, {
          cookie: session(role).cookie,
        });
        return {
          res,
          // Everyone in the team sees who booked what.
          verify: async (allowed) => {
            if (allowed)
              expect(res.body.bookedSlots.map((s: { bookingId: string }) => s.bookingId)).toEqual([booking.id]);
          },
        };
      },
    },
    {
      name: "POST /api/bookings (own)",
      expected: { ...all(ok201), super_admin: forbidden },
      run: async (role) => {
        const office = await t.createOffice(owner);
        const res = await t.request("POST", "/api/bookings", {
          cookie: session(role).cookie,
          payload: { officeId: office.id, ...(await slot(10)) },
        });
        return {
          res,
          verify: async (allowed) => {
            const avail = await t.request("GET", `/api/offices/${office.id}/availability?date=${await date()}`, {
              cookie: owner.cookie,
            });
            expect(avail.body.bookedSlots).toHaveLength(allowed ? 1 : 0);
            if (allowed) expect(res.body.userId).toBe(session(role).user.id);
          },
        };
      },
    },
    {
      name: "POST /api/bookings (for another member)",
      expected: { member: forbidden, team_manager: ok201, team_admin: ok201, admin: ok201, super_admin: forbidden },
      run: async (role) => {
        const office = await t.createOffice(owner);
        const res = await t.request("POST", "/api/bookings", {
          cookie: session(role).cookie,
          payload: { officeId: office.id, userId: colleague.user.id, ...(await slot(11)) },
        });
        return {
          res,
          verify: async (allowed) => {
            const avail = await t.request("GET", `/api/offices/${office.id}/availability?date=${await date()}`, {
              cookie: owner.cookie,
            });
            const holders = avail.body.bookedSlots.map((s: { userId: string }) => s.userId);
            expect(holders).toEqual(allowed ? [colleague.user.id] : []);
          },
        };
      },
    },
    {
      name: "GET /api/bookings?date=",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const office = await t.createOffice(owner);
        const booking = await bookAs(colleague, office.id, 12);
        const res = await t.request("GET", `/api/bookings?date=${await date()}`, { cookie: session(role).cookie });
        return {
          res,
          verify: async (allowed) => {
            if (allowed) expect(res.body.map((b: { id: string }) => b.id)).toContain(booking.id);
          },
        };
      },
    },
    {
      name: "GET /api/bookings/upcoming?limit=5",
      expected: teamOnly(noTeam),
      run: async (role) => ({
        res: await t.request("GET", "/api/bookings/upcoming?limit=5", { cookie: session(role).cookie }),
      }),
    },
    {
      name: "DELETE /api/bookings/{id} (own)",
      expected: { ...all(ok200), super_admin: forbidden },
      run: async (role) => {
        if (role === "super_admin") {
          // Has no team, so no bookings: the call itself is refused.
          return { res: await t.request("DELETE", `/api/bookings/${randomUUID()}`, { cookie: session(role).cookie }) };
        }
        const office = await t.createOffice(owner);
        const booking = await bookAs(session(role), office.id, 13);
        const res = await t.request("DELETE", `/api/bookings/${booking.id}`, { cookie: session(role).cookie });
        return {
          res,
          verify: async () => expect(await bookingStatus(booking.id, session(role))).toBe("cancelled"),
        };
      },
    },
    {
      name: "DELETE /api/bookings/{id} (another member's)",
      expected: { member: forbidden, team_manager: ok200, team_admin: ok200, admin: ok200, super_admin: forbidden },
      run: async (role) => {
        const office = await t.createOffice(owner);
        const booking = await bookAs(colleague, office.id, 14);
        const res = await t.request("DELETE", `/api/bookings/${booking.id}`, { cookie: session(role).cookie });
        return {
          res,
          verify: async (allowed) =>
            expect(await bookingStatus(booking.id, colleague)).toBe(allowed ? "cancelled" : "confirmed"),
        };
      },
    },
    {
      name: "GET /api/bookings?from=&to=",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const office = await t.createOffice(owner);
        const booking = await bookAs(colleague, office.id, 15);
        const d = await date();
        const res = await t.request("GET", `/api/bookings?from=${d}&to=${d}`, { cookie: session(role).cookie });
        return {
          res,
          verify: async (allowed) => {
            if (allowed) expect(res.body.map((b: { id: string }) => b.id)).toContain(booking.id);
          },
        };
      },
    },
    {
      name: "GET /api/availability?from=&to=",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const d = await date();
        return { res: await t.request("GET", `/api/availability?from=${d}&to=${d}`, { cookie: session(role).cookie }) };
      },
    },
    {
      name: "GET /api/bookings/days?from=&to=",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const office = await t.createOffice(owner);
        await bookAs(colleague, office.id, 15);
        const d = await date();
        const res = await t.request("GET", `/api/bookings/days?from=${d}&to=${d}&officeId=${office.id}`, {
          cookie: session(role).cookie,
        });
        return {
          res,
          verify: async (allowed) => {
            if (allowed) expect(res.body).toMatchObject([{ date: d, bookings: 1 }]);
          },
        };
      },
    },
    {
      name: "POST /api/bookings/check (for another member)",
      expected: { member: forbidden, team_manager: ok200, team_admin: ok200, admin: ok200, super_admin: forbidden },
      run: async (role) => {
        const office = await t.createOffice(owner);
        const res = await t.request("POST", "/api/bookings/check", {
          cookie: session(role).cookie,
          payload: { officeId: office.id, userId: colleague.user.id, ...(await slot(9)) },
        });
        return { res, verify: async (allowed) => void (allowed && expect(res.body.ok).toBe(true)) };
      },
    },
    {
      name: "PATCH /api/bookings/{id} (another member's)",
      expected: { member: forbidden, team_manager: ok200, team_admin: ok200, admin: ok200, super_admin: forbidden },
      run: async (role) => {
        const office = await t.createOffice(owner);
        const booking = await bookAs(colleague, office.id, 16);
        const purpose = `Changed by ${role}`;
        const res = await t.request("PATCH", `/api/bookings/${booking.id}`, {
          cookie: session(role).cookie,
          payload: { purpose },
        });
        return {
          res,
          verify: async (allowed) => {
            const d = await date();
            const list = await t.request("GET", `/api/bookings?from=${d}&to=${d}`, { cookie: owner.cookie });
            const stored = (list.body as { id: string; purpose: string | null }[]).find((b) => b.id === booking.id);
            expect(stored?.purpose === purpose).toBe(allowed);
          },
        };
      },
    },
    {
      name: "GET /api/bookings/mine?status=upcoming",
      expected: teamOnly(noTeam),
      run: async (role) => ({
        res: await t.request("GET", "/api/bookings/mine?status=upcoming", { cookie: session(role).cookie }),
      }),
    },
    // Recurring series: the same roles as single bookings.
    ...(["own", "for another member"] as const).map(
      (whose): Call => ({
        name: `POST /api/series (${whose})`,
        expected:
          whose === "own"
            ? { ...all(ok201), super_admin: forbidden }
            : { member: forbidden, team_manager: ok201, team_admin: ok201, admin: ok201, super_admin: forbidden },
        run: async (role) => {
          const office = await t.createOffice(owner);
          const res = await t.request("POST", "/api/series", {
            cookie: session(role).cookie,
            payload: {
              officeId: office.id,
              startDate: await date(),
              startTime: "08:00",
              durationMinutes: 30,
              rrule: "FREQ=WEEKLY;COUNT=2",
              ...(whose === "own" ? {} : { userId: colleague.user.id }),
            },
          });
          return {
            res,
            verify: async () => {
              const list = await t.request("GET", "/api/series?scope=team", { cookie: owner.cookie });
              const mine = (list.body as { officeId: string }[]).filter((x) => x.officeId === office.id);
              expect(mine).toHaveLength(res.status === 201 ? 1 : 0);
            },
          };
        },
      }),
    ),
    {
      name: "GET /api/series?scope=team",
      expected: { member: forbidden, team_manager: ok200, team_admin: ok200, admin: ok200, super_admin: forbidden },
      run: async (role) => ({
        res: await t.request("GET", "/api/series?scope=team", { cookie: session(role).cookie }),
      }),
    },
    ...(["PATCH", "cancel", "DELETE"] as const).map(
      (verb): Call => ({
        name:
          verb === "PATCH"
            ? "PATCH /api/series/{id} (another member's)"
            : verb === "cancel"
              ? "POST /api/series/{id}/cancel (another member's)"
              : "DELETE /api/series/{id} (another member's)",
        expected: { member: forbidden, team_manager: ok200, team_admin: ok200, admin: ok200, super_admin: forbidden },
        run: async (role) => {
          const office = await t.createOffice(owner);
          const made = await t.request("POST", "/api/series", {
            cookie: colleague.cookie,
            payload: {
              officeId: office.id,
              startDate: await date(),
              startTime: "08:00",
              durationMinutes: 30,
              rrule: "FREQ=WEEKLY;COUNT=2",
            },
          });
          expect(made.status).toBe(201);
          const id = made.body.series.id;
          const res =
            verb === "PATCH"
              ? await t.request("PATCH", `/api/series/${id}`, {
                  cookie: session(role).cookie,
                  payload: { scope: "all", purpose: `By ${role}` },
                })
              : verb === "cancel"
                ? await t.request("POST", `/api/series/${id}/cancel`, {
                    cookie: session(role).cookie,
                    payload: { scope: "all" },
                  })
                : await t.request("DELETE", `/api/series/${id}`, { cookie: session(role).cookie });
          return {
            res,
            verify: async (allowed) => {
              const after = await t.request("GET", `/api/series/${id}`, { cookie: colleague.cookie });
              if (verb === "PATCH") expect(after.body.purpose === `By ${role}`).toBe(allowed);
              else if (verb === "cancel") expect(after.body.status).toBe(allowed ? "cancelled" : "active");
              else expect(after.status).toBe(allowed ? 404 : 200);
            },
          };
        },
      }),
    ),
    {
      name: "GET /api/team/settings",
      expected: teamOnly(noTeam),
      run: async (role) => ({ res: await t.request("GET", "/api/team/settings", { cookie: session(role).cookie }) }),
    },
    {
      name: "PATCH /api/team/settings",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => {
        const minutes = 60 + ROLE_NAMES.indexOf(role) * 15;
        const res = await t.request("PATCH", "/api/team/settings", {
          cookie: session(role).cookie,
          payload: { minNoticeMinutes: minutes },
        });
        return {
          res,
          verify: async (allowed) => {
            const now = await t.request("GET", "/api/team/settings", { cookie: owner.cookie });
            expect(now.body.minNoticeMinutes === minutes).toBe(allowed);
            if (allowed) {
              const reset = await t.request("PATCH", "/api/team/settings", {
                cookie: owner.cookie,
                payload: { minNoticeMinutes: 0 },
              });
              expect(reset.status).toBe(200);
            }
          },
        };
      },
    },
    {
      name: "PUT /api/user/favorite-offices/{id}",
      expected: { ...all(ok204), super_admin: noTeam },
      run: async (role) => {
        const office = await t.createOffice(owner);
        const res = await t.request("PUT", `/api/user/favorite-offices/${office.id}`, { cookie: session(role).cookie });
        return {
          res,
          verify: async (allowed) => {
            const me = await t.request("GET", "/api/user", { cookie: session(role).cookie });
            expect(me.body.user.favoriteOffices.includes(office.id)).toBe(allowed);
          },
        };
      },
    },
    // A person reads and marks only their own notifications (tenancy by user, not only by team).
    {
      name: "GET /api/notifications",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const mine = await notify(role);
        const theirs = await notify("colleague");
        const res = await t.request("GET", "/api/notifications", { cookie: session(role).cookie });
        return {
          res,
          verify: async (allowed) => {
            if (!allowed) return;
            const ids = (res.body.notifications as { id: string }[]).map((n) => n.id);
            expect(ids).toContain(mine);
            expect(ids).not.toContain(theirs);
          },
        };
      },
    },
    {
      name: "GET /api/notifications/unread-count",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const cookie = session(role).cookie;
        const before = await t.request("GET", "/api/notifications/unread-count", { cookie });
        await notify(role);
        // Someone else's new notification does not count.
        await notify("colleague");
        const res = await t.request("GET", "/api/notifications/unread-count", { cookie });
        return {
          res,
          verify: async (allowed) => {
            if (allowed) expect(res.body.count).toBe(before.body.count + 1);
          },
        };
      },
    },
    {
      name: "POST /api/notifications/{id}/read",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const cookie = session(role).cookie;
        const mine = await notify(role);
        const theirs = await notify("colleague");
        const res = await t.request("POST", `/api/notifications/${mine}/read`, { cookie });
        return {
          res,
          verify: async (allowed) => {
            if (allowed) {
              expect(res.body).toMatchObject({ id: mine, readAt: expect.any(String) });
              expect(await readAtOf(mine)).not.toBeNull();
            }
            // Another user's notification is 404 to everyone, as if it did not exist, and stays unread.
            const other = await t.request("POST", `/api/notifications/${theirs}/read`, { cookie });
            expect(other.status).toBe(allowed ? 404 : 403);
            expect(await readAtOf(theirs)).toBeNull();
          },
        };
      },
    },
    {
      name: "POST /api/notifications/read-all",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const mine = role === "super_admin" ? null : await notify(role);
        const theirs = await notify("colleague");
        const res = await t.request("POST", "/api/notifications/read-all", { cookie: session(role).cookie });
        return {
          res,
          verify: async (allowed) => {
            if (allowed && mine) {
              expect(res.body.updated).toBeGreaterThanOrEqual(1);
              expect(await readAtOf(mine)).not.toBeNull();
            }
            expect(await readAtOf(theirs)).toBeNull();
          },
        };
      },
    },
    {
      name: "GET /api/user/notification-preferences",
      expected: teamOnly(noTeam),
      run: async (role) => ({
        res: await t.request("GET", "/api/user/notification-preferences", { cookie: session(role).cookie }),
      }),
    },
    {
      name: "GET /api/user/calendar-feed",
      expected: teamOnly(noTeam),
      run: async (role) => ({
        res: await t.request("GET", "/api/user/calendar-feed", { cookie: session(role).cookie }),
      }),
    },
    {
      name: "POST /api/user/calendar-feed",
      expected: { ...all(ok201), super_admin: noTeam },
      run: async (role) => {
        const cookie = session(role).cookie;
        const res = await t.request("POST", "/api/user/calendar-feed", { cookie });
        return {
          res,
          verify: async (allowed) => {
            const status = await t.request("GET", "/api/user/calendar-feed", { cookie });
            if (allowed) expect(status.body.active).toBe(true);
          },
        };
      },
    },
    {
      name: "DELETE /api/user/calendar-feed",
      expected: { ...all(ok204), super_admin: noTeam },
      run: async (role) => {
        const cookie = session(role).cookie;
        const made = await t.request("POST", "/api/user/calendar-feed", { cookie });
        const theirs = await t.request("POST", "/api/user/calendar-feed", { cookie: colleague.cookie });
        const res = await t.request("DELETE", "/api/user/calendar-feed", { cookie });
        return {
          res,
          verify: async (allowed) => {
            if (allowed) {
              expect(made.status).toBe(201);
              expect((await t.request("GET", new URL(made.body.url).pathname)).status).toBe(404);
              expect((await t.request("GET", "/api/user/calendar-feed", { cookie })).body.active).toBe(false);
            }
            // Revoking one's own feed leaves a colleague's working.
            expect((await t.request("GET", new URL(theirs.body.url).pathname)).status).toBe(200);
          },
        };
      },
    },
    {
      name: "PUT /api/user/notification-preferences",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const cookie = session(role).cookie;
        const current = await t.request("GET", "/api/user/notification-preferences", { cookie });
        const payload = { ...(current.status === 200 ? current.body : defaultPreferences()), reminderLeadMinutes: 60 };
        const res = await t.request("PUT", "/api/user/notification-preferences", { cookie, payload });
        return {
          res,
          verify: async (allowed) => {
            if (!allowed) return;
            const after = await t.request("GET", "/api/user/notification-preferences", { cookie });
            expect(after.body.reminderLeadMinutes).toBe(60);
          },
        };
      },
    },
    // The person's own profile, password and sessions; every role, a super admin included.
    {
      name: "PATCH /api/user/profile",
      expected: all(ok200),
      run: async (role) => {
        const cookie = session(role).cookie;
        const res = await t.request("PATCH", "/api/user/profile", { cookie, payload: { jobTitle: `Title ${role}` } });
        return {
          res,
          verify: async () => {
            const me = await t.request("GET", "/api/user", { cookie });
            expect(me.body.user.jobTitle).toBe(`Title ${role}`);
          },
        };
      },
    },
    {
      name: "POST /api/user/password",
      expected: all(ok200),
      run: async (role) => {
        const { cookie, email, password } = session(role);
        const changed = "Cedar-Brook-Walrus-3";
        const res = await t.request("POST", "/api/user/password", {
          cookie,
          payload: { currentPassword: password, newPassword: changed },
        });
        return {
          res,
          verify: async () => {
            const login = await t.request("POST", "/api/login", { payload: { email, password: changed } });
            expect(login.status).toBe(200);
            // Back to the fixture's password, which other rows sign in with.
            const back = await t.request("POST", "/api/user/password", {
              cookie,
              payload: { currentPassword: changed, newPassword: password },
            });
            expect(back.status).toBe(200);
          },
        };
      },
    },
    {
      name: "GET /api/user/sessions",
      expected: all(ok200),
      run: async (role) => {
        const res = await t.request("GET", "/api/user/sessions", { cookie: session(role).cookie });
        return {
          res,
          verify: async () => {
            expect(res.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
          },
        };
      },
    },
    {
      name: "POST /api/user/sessions/revoke-others",
      expected: all(ok200),
      run: async (role) => {
        const cookie = session(role).cookie;
        const res = await t.request("POST", "/api/user/sessions/revoke-others", { cookie });
        return {
          res,
          verify: async () => {
            const list = await t.request("GET", "/api/user/sessions", { cookie });
            expect(list.body).toHaveLength(1);
          },
        };
      },
    },
    // One's own second factor; every role, a super admin included. Each row leaves a team role's off
    // again; a super admin's is on from the start and stays on (docs/decisions/0029).
    {
      name: "GET /api/user/two-factor",
      expected: all(ok200),
      run: async (role) => {
        const res = await t.request("GET", "/api/user/two-factor", { cookie: session(role).cookie });
        return { res, verify: async () => expect(res.body.enabled).toBe(role === "super_admin") };
      },
    },
    {
      name: "POST /api/user/two-factor/setup",
      expected: { ...all(ok200), super_admin: stateConflict },
      run: async (role) => {
        const { cookie, password } = session(role);
        const res = await t.request("POST", "/api/user/two-factor/setup", { cookie, payload: { password } });
        if (role === "super_admin") return { res };
        return { res, verify: async () => expect(res.body.backupCodes).toHaveLength(10) };
      },
    },
    {
      name: "POST /api/user/two-factor/enable",
      expected: { ...all(ok200), super_admin: stateConflict },
      run: async (role) => {
        if (role === "super_admin") {
          const res = await t.request("POST", "/api/user/two-factor/enable", {
            cookie: session(role).cookie,
            payload: { code: nextTotpCode(superSecret) },
          });
          return { res };
        }
        const { res } = await turnOnFor(role);
        return {
          res,
          verify: async () => {
            expect(res.body).toEqual({ enabled: true, backupCodesLeft: 10 });
            await turnOffTwoFactor(role);
          },
        };
      },
    },
    {
      name: "POST /api/user/two-factor/backup-codes",
      expected: all(ok200),
      run: async (role) => {
        if (role !== "super_admin") await turnOnFor(role);
        const { cookie, password } = session(role);
        const res = await t.request("POST", "/api/user/two-factor/backup-codes", { cookie, payload: { password } });
        return {
          res,
          verify: async () => {
            expect(res.body.backupCodes).toHaveLength(10);
            if (role !== "super_admin") await turnOffTwoFactor(role);
          },
        };
      },
    },
    {
      name: "POST /api/user/two-factor/disable",
      expected: { ...all(ok200), super_admin: stateConflict },
      run: async (role) => {
        const { cookie, password, email } = session(role);
        if (role === "super_admin") {
          return {
            res: await t.request("POST", "/api/user/two-factor/disable", { cookie, payload: { password } }),
          };
        }
        await turnOnFor(role);
        const res = await turnOffTwoFactor(role);
        return {
          res,
          verify: async () => {
            const login = await t.request("POST", "/api/login", { payload: { email, password } });
            expect(login.body.user.id).toBe(session(role).user.id);
          },
        };
      },
    },
    {
      name: "POST /api/login/two-factor",
      expected: all(ok200),
      run: async (role) => {
        const secret = role === "super_admin" ? superSecret : (await turnOnFor(role)).secret;
        const { email, password } = session(role);
        const first = await t.request("POST", "/api/login", { payload: { email, password } });
        const res = await t.request("POST", "/api/login/two-factor", {
          cookie: sessionCookie(first.headers),
          payload: { method: "totp", code: nextTotpCode(secret) },
        });
        return {
          res,
          verify: async () => {
            expect(res.body.user.id).toBe(session(role).user.id);
            if (role !== "super_admin") await turnOffTwoFactor(role);
          },
        };
      },
    },
    {
      name: "GET /api/dashboard/stats",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const res = await t.request("GET", "/api/dashboard/stats", { cookie: session(role).cookie });
        return {
          res,
          // owner, colleague, member, manager, team_admin, legacy admin.
          verify: async (allowed) => {
            if (allowed) expect(res.body.teamMembers).toBe(6);
          },
        };
      },
    },
    {
      name: "GET /api/team/activity",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const res = await t.request("GET", "/api/team/activity?limit=5", { cookie: session(role).cookie });
        return {
          res,
          verify: async (allowed) => {
            if (allowed) expect(res.body).toHaveLength(5);
          },
        };
      },
    },
    {
      name: "GET /api/team/members",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const res = await t.request("GET", "/api/team/members", { cookie: session(role).cookie });
        return {
          res,
          verify: async (allowed) => {
            if (!allowed) return;
            const ids = res.body.map((m: { id: string }) => m.id);
            expect(ids).toHaveLength(6);
            expect(ids).toContain(owner.user.id);
            expect(ids).not.toContain(session("super_admin").user.id);
          },
        };
      },
    },
    {
      name: "GET /api/team",
      expected: teamOnly(noTeam),
      run: async (role) => {
        const res = await t.request("GET", "/api/team", { cookie: session(role).cookie });
        return {
          res,
          verify: async (allowed) => {
            if (!allowed) return;
            expect(res.body).toMatchObject({ id: owner.team.id, name: owner.team.name, state: "trial" });
            expect(res.body.counts.members).toBe(6);
            // Who can invite, by name, for everyone; how many invitations wait, for team admins only.
            expect(res.body.admins.map((a: { name: string }) => a.name)).toEqual([
              "Al Legacy",
              "Olive Owner",
              "Tara Admin",
            ]);
            expect(res.body.counts.pendingInvitations === null).toBe(!["team_admin", "admin"].includes(role));
          },
        };
      },
    },
    {
      name: "GET /api/team/theme",
      expected: teamOnly(noTeam),
      run: async (role) => ({ res: await t.request("GET", "/api/team/theme", { cookie: session(role).cookie }) }),
    },
    {
      name: "PUT /api/team/theme",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => {
        // A colour of its own per role, so each allowed call is a change the team then shows.
        const primaryAction = { member: "#1d4ed8", team_manager: "#1e40af", team_admin: "#047857", admin: "#065f46" }[
          role as "member"
        ];
        const theme = { ...DEFAULT_THEME, primaryAction: primaryAction ?? "#7c2d12" };
        const res = await t.request("PUT", "/api/team/theme", { cookie: session(role).cookie, payload: theme });
        return {
          res,
          verify: async (allowed) => {
            const now = await t.request("GET", "/api/team/theme", { cookie: owner.cookie });
            expect(now.body.theme.primaryAction === theme.primaryAction).toBe(allowed);
          },
        };
      },
    },
    // E-mail templates: the team's copy, team admins only.
    {
      name: "GET /api/email-templates",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => ({
        res: await t.request("GET", "/api/email-templates", { cookie: session(role).cookie }),
      }),
    },
    {
      name: "GET /api/email-templates/{id}",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => ({
        res: await t.request("GET", "/api/email-templates/invite", { cookie: session(role).cookie }),
      }),
    },
    {
      name: "PUT /api/email-templates/{id}",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => {
        const subject = `Welcome aboard, saved by ${role}`;
        const res = await t.request("PUT", "/api/email-templates/welcome", {
          cookie: session(role).cookie,
          payload: { subject, blocks: [{ type: "text", text: "Hello {{recipientName}}" }] },
        });
        return {
          res,
          verify: async (allowed) => {
            const now = await t.request("GET", "/api/email-templates/welcome", { cookie: owner.cookie });
            expect(now.body.subject === subject).toBe(allowed);
          },
        };
      },
    },
    {
      name: "DELETE /api/email-templates/{id}",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => {
        const payload = { subject: "Edited before a reset", blocks: [{ type: "text", text: "{{message}}" }] };
        await t.request("PUT", "/api/email-templates/booking_released", { cookie: owner.cookie, payload });
        const res = await t.request("DELETE", "/api/email-templates/booking_released", {
          cookie: session(role).cookie,
        });
        return {
          res,
          verify: async (allowed) => {
            const now = await t.request("GET", "/api/email-templates/booking_released", { cookie: owner.cookie });
            expect(now.body.overridden).toBe(!allowed);
          },
        };
      },
    },
    {
      name: "POST /api/email-templates/{id}/preview",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => ({
        res: await t.request("POST", "/api/email-templates/invite/preview", {
          cookie: session(role).cookie,
          payload: { subject: "Join {{teamName}}", blocks: [{ type: "divider" }] },
        }),
      }),
    },
    {
      name: "POST /api/email-templates/{id}/test",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => {
        const subject = `Test by ${role} ${randomUUID().slice(0, 6)}`;
        const res = await t.request("POST", "/api/email-templates/invite/test", {
          cookie: session(role).cookie,
          payload: { subject, blocks: [{ type: "text", text: "{{code}}" }] },
        });
        return {
          res,
          verify: async (allowed) => {
            const rows = await t.database.db
              .select()
              .from(outboxEmails)
              .where(eq(outboxEmails.subject, `[Test] ${subject}`));
            expect(rows.map((r) => r.toAddress)).toEqual(allowed ? [session(role).email] : []);
          },
        };
      },
    },
    // Confirming one's own address (docs/operations.md "Mail limits and e-mail verification"): anyone
    // signed in asks for a link (without SMTP: "not_required"); a link's token confirms its owner.
    {
      name: "POST /api/auth/verification-email",
      expected: all(ok200),
      run: async (role) => {
        const res = await t.request("POST", "/api/auth/verification-email", { cookie: session(role).cookie });
        return { res, verify: async () => expect(res.body.status).toBe("not_required") };
      },
    },
    {
      name: "POST /api/auth/verify-email",
      expected: all(ok200),
      run: async (role) => {
        const who = session(role);
        const token = await createEmailVerificationToken(t.config.authSecret, who.email, undefined, 3600, {
          userId: who.user.id,
        });
        const res = await t.request("POST", "/api/auth/verify-email", { cookie: who.cookie, payload: { token } });
        return {
          res,
          verify: async () => {
            const [row] = await t.database.db.select().from(users).where(eq(users.id, who.user.id));
            expect(row.emailVerified).toBe(true);
          },
        };
      },
    },
    // The footer's "Report abuse" link: anyone, signed in or not, reports a team's mail.
    {
      name: "POST /api/abuse-reports",
      expected: all(ok200),
      run: async (role) => {
        const email = uniqueEmail(`reported-by-${role}`);
        await t.request("POST", "/api/team/invitations", { cookie: owner.cookie, payload: { email, role: "member" } });
        const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
        const res = await t.request("POST", "/api/abuse-reports", {
          cookie: session(role).cookie,
          payload: { id: mail.id, comment: `by ${role}` },
        });
        return {
          res,
          verify: async () => {
            const rows = await t.database.db.select().from(abuseReports).where(eq(abuseReports.outboxEmailId, mail.id));
            expect(rows.map((r) => [r.teamId, r.comment])).toEqual([[owner.team.id, `by ${role}`]]);
          },
        };
      },
    },
    {
      name: "GET /api/team/invitations",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => ({
        res: await t.request("GET", "/api/team/invitations", { cookie: session(role).cookie }),
      }),
    },
    ...(["member", "team_manager", "team_admin"] as const).map(
      (granted): Call => ({
        name: `POST /api/team/invitations (role ${granted})`,
        // A team_admin (or admin) may grant any team role up to their own; no one else may invite.
        expected: { member: forbidden, team_manager: forbidden, team_admin: ok201, admin: ok201, super_admin: noTeam },
        run: async (role) => {
          const email = uniqueEmail(`by-${role}`);
          const res = await t.request("POST", "/api/team/invitations", {
            cookie: session(role).cookie,
            payload: { email, role: granted },
          });
          return {
            res,
            verify: async (allowed) => {
              expect((await pendingInvitationEmails()).includes(email)).toBe(allowed);
              if (allowed) {
                expect(res.body.role).toBe(granted);
                const check = await t.request("GET", `/api/auth/validate-invite/${res.body.code}`);
                expect(check.body).toMatchObject({ valid: true, invite: { email, teamName: owner.team.name } });
              }
            },
          };
        },
      }),
    ),
    {
      name: "POST /api/team/invitations (several addresses)",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok201, admin: ok201, super_admin: noTeam },
      run: async (role) => {
        const emails = [uniqueEmail(`bulk-a-${role}`), uniqueEmail(`bulk-b-${role}`)];
        const res = await t.request("POST", "/api/team/invitations", {
          cookie: session(role).cookie,
          payload: { emails, role: "member" },
        });
        return {
          res,
          verify: async (allowed) => {
            const pending = await pendingInvitationEmails();
            for (const email of emails) expect(pending.includes(email)).toBe(allowed);
            if (allowed) expect(res.body.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
          },
        };
      },
    },
    // Members administration and invitations. Targets are made per run (and removed ones
    // leave the team), so these rows come after the ones that count members.
    {
      name: "PATCH /api/team/members/{id}",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => {
        const target = await t.addMember(owner, "member", `Role Target ${role}`);
        const res = await t.request("PATCH", `/api/team/members/${target.user.id}`, {
          cookie: session(role).cookie,
          payload: { role: "team_manager" },
        });
        return {
          res,
          verify: async (allowed) => {
            const [row] = await t.database.db.select().from(users).where(eq(users.id, target.user.id));
            expect(row.role).toBe(allowed ? "team_manager" : "member");
          },
        };
      },
    },
    {
      name: "POST /api/team/members/{id}/reset-two-factor",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => {
        const target = await t.addMember(owner, "member", `Two-Factor Target ${role}`);
        const on = await turnOnTwoFactor(t, target);
        const res = await t.request("POST", `/api/team/members/${target.user.id}/reset-two-factor`, {
          cookie: session(role).cookie,
        });
        return {
          res,
          verify: async (allowed) => {
            const state = await t.request("GET", "/api/user/two-factor", { cookie: on.cookie });
            expect(state.body.enabled).toBe(!allowed);
          },
        };
      },
    },
    {
      name: "DELETE /api/team/members/{id}",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => {
        const target = await t.addMember(owner, "member", `Removal Target ${role}`);
        const res = await t.request("DELETE", `/api/team/members/${target.user.id}`, { cookie: session(role).cookie });
        return {
          res,
          verify: async (allowed) => {
            const [row] = await t.database.db.select().from(users).where(eq(users.id, target.user.id));
            expect(row.teamId).toBe(allowed ? null : owner.team.id);
          },
        };
      },
    },
    // A person's own passkeys: everyone, a super admin included (docs/product.md "Passkeys"). Adding
    // one needs an authenticator (e2e/passkeys.spec.ts): here every role reaches the check of its answer.
    {
      name: "GET /api/user/passkeys",
      expected: all(ok200),
      run: async (role) => ({ res: await t.request("GET", "/api/user/passkeys", { cookie: session(role).cookie }) }),
    },
    {
      name: "POST /api/user/passkeys/options",
      expected: all(ok200),
      run: async (role) => ({
        res: await t.request("POST", "/api/user/passkeys/options", {
          cookie: session(role).cookie,
          payload: { password: session(role).password },
        }),
      }),
    },
    {
      name: "POST /api/user/passkeys",
      expected: all({ status: 400, code: "PASSKEY_INVALID" }),
      run: async (role) => ({
        res: await t.request("POST", "/api/user/passkeys", {
          cookie: session(role).cookie,
          payload: { name: "Key", response: { id: "x" } },
        }),
      }),
    },
    {
      name: "DELETE /api/user/passkeys/{id}",
      expected: all({ status: 404, code: "NOT_FOUND" }),
      run: async (role) => ({
        res: await t.request("DELETE", "/api/user/passkeys/none", { cookie: session(role).cookie }),
      }),
    },
    // Single sign-on: team admins only (docs/product.md "Single sign-on"). Without a provider saved
    // (saving one needs a provider: modules/sso/sso.test.ts), an admin passes the role check and
    // meets the state's refusal.
    ...(
      [
        ["GET /api/team/sso", "GET", "/api/team/sso", undefined, ok200],
        ["DELETE /api/team/sso", "DELETE", "/api/team/sso", undefined, ok200],
        [
          "PUT /api/team/sso",
          "PUT",
          "/api/team/sso",
          { issuer: "http://127.0.0.1:9", clientId: "c", clientSecret: "s" },
          { status: 422, code: "SSO_DISCOVERY_FAILED" },
        ],
        [
          "PUT /api/team/sso/saml",
          "PUT",
          "/api/team/sso/saml",
          { metadataXml: "<EntityDescriptor/>" },
          { status: 422, code: "SSO_DISCOVERY_FAILED" },
        ],
        ["POST /api/team/sso/test", "POST", "/api/team/sso/test", undefined, { status: 404, code: "NOT_FOUND" }],
        [
          "POST /api/team/sso/enabled",
          "POST",
          "/api/team/sso/enabled",
          { enabled: true },
          { status: 404, code: "NOT_FOUND" },
        ],
        [
          "POST /api/team/sso/required",
          "POST",
          "/api/team/sso/required",
          { required: true },
          { status: 404, code: "NOT_FOUND" },
        ],
      ] as const
    ).map(
      ([name, method, url, payload, admins]): Call => ({
        name,
        expected: {
          member: forbidden,
          team_manager: forbidden,
          team_admin: admins,
          admin: admins,
          super_admin: noTeam,
        },
        run: async (role) => ({ res: await t.request(method, url, { cookie: session(role).cookie, payload }) }),
      }),
    ),
    {
      name: "POST /api/team/sso/domains",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => {
        const domain = `${role.replace("_", "-")}-${Date.now()}.test`;
        const res = await t.request("POST", "/api/team/sso/domains", {
          cookie: session(role).cookie,
          payload: { domain },
        });
        return {
          res,
          verify: async (allowed) => {
            const sso = await t.request("GET", "/api/team/sso", { cookie: owner.cookie });
            expect(sso.body.domains.some((d: { domain: string }) => d.domain === domain)).toBe(allowed);
          },
        };
      },
    },
    ...(["verify", "delete"] as const).map(
      (verb): Call => ({
        name:
          verb === "verify" ? "POST /api/team/sso/domains/{domain}/verify" : "DELETE /api/team/sso/domains/{domain}",
        expected: {
          member: forbidden,
          team_manager: forbidden,
          team_admin: verb === "verify" ? { status: 422, code: "SSO_DOMAIN_UNVERIFIED" } : ok200,
          admin: verb === "verify" ? { status: 422, code: "SSO_DOMAIN_UNVERIFIED" } : ok200,
          super_admin: noTeam,
        },
        run: async (role) => {
          const domain = `${verb}-${role.replace("_", "-")}-${Date.now()}.invalid`;
          await t.request("POST", "/api/team/sso/domains", { cookie: owner.cookie, payload: { domain } });
          const url = `/api/team/sso/domains/${domain}${verb === "verify" ? "/verify" : ""}`;
          const res = await t.request(verb === "verify" ? "POST" : "DELETE", url, { cookie: session(role).cookie });
          return {
            res,
            verify: async (allowed) => {
              const sso = await t.request("GET", "/api/team/sso", { cookie: owner.cookie });
              const listed = sso.body.domains.some((d: { domain: string }) => d.domain === domain);
              expect(listed).toBe(verb === "verify" || !allowed);
            },
          };
        },
      }),
    ),
    // A person's own API tokens: everyone in a team, each scope as their role allows (docs/product.md
    // "API tokens").
    {
      name: "GET /api/user/tokens",
      expected: teamOnly(noTeam),
      run: async (role) => ({ res: await t.request("GET", "/api/user/tokens", { cookie: session(role).cookie }) }),
    },
    {
      name: "POST /api/user/tokens",
      expected: { ...all(ok201), super_admin: noTeam },
      run: async (role) => {
        const res = await t.request("POST", "/api/user/tokens", {
          cookie: session(role).cookie,
          payload: { name: `Script of ${role}`, scopes: ["bookings:read"], expiresInDays: 30 },
        });
        return {
          res,
          verify: async (allowed) => {
            if (!allowed) return;
            const upcoming = await t.request("GET", "/api/bookings/upcoming", {
              headers: { authorization: `Bearer ${res.body.token}` },
            });
            expect(upcoming.status).toBe(200);
            await t.request("DELETE", `/api/user/tokens/${res.body.id}`, { cookie: session(role).cookie });
          },
        };
      },
    },
    {
      name: "POST /api/user/tokens (analytics:read)",
      expected: {
        member: { status: 422, code: "TOKEN_SCOPE_NOT_ALLOWED" },
        team_manager: { status: 422, code: "TOKEN_SCOPE_NOT_ALLOWED" },
        team_admin: ok201,
        admin: ok201,
        super_admin: noTeam,
      },
      run: async (role) => {
        const res = await t.request("POST", "/api/user/tokens", {
          cookie: session(role).cookie,
          payload: { name: `Figures of ${role}`, scopes: ["analytics:read"], expiresInDays: 30 },
        });
        return {
          res,
          // Made only where the role may use the scope (a 422 is not a 403, so `allowed` says nothing here).
          verify: async () => {
            if (role === "super_admin") return;
            const list = await t.request("GET", "/api/user/tokens", { cookie: session(role).cookie });
            const made = list.body.filter((c: { name: string }) => c.name === `Figures of ${role}`);
            expect(made).toHaveLength(res.status === 201 ? 1 : 0);
            if (res.status === 201) {
              await t.request("DELETE", `/api/user/tokens/${res.body.id}`, { cookie: session(role).cookie });
            }
          },
        };
      },
    },
    {
      name: "DELETE /api/user/tokens/{id}",
      expected: { ...all({ status: 404, code: "NOT_FOUND" }), super_admin: noTeam },
      run: async (role) => {
        // The owner's token: nobody else revokes it, an admin of the team included.
        const made = await t.request("POST", "/api/user/tokens", {
          cookie: owner.cookie,
          payload: { name: `Owner's, tried by ${role}`, scopes: ["bookings:read"], expiresInDays: 30 },
        });
        const res = await t.request("DELETE", `/api/user/tokens/${made.body.id}`, { cookie: session(role).cookie });
        return {
          res,
          verify: async () => {
            const still = await t.request("GET", "/api/bookings/upcoming", {
              headers: { authorization: `Bearer ${made.body.token}` },
            });
            expect(still.status).toBe(200);
            await t.request("DELETE", `/api/user/tokens/${made.body.id}`, { cookie: owner.cookie });
          },
        };
      },
    },
    // A team's webhooks: team admins only (docs/product.md "Webhooks"). Each role works on an
    // endpoint the owner made; a refused role leaves it as it was.
    ...(
      [
        ["GET /api/team/webhooks", "GET", () => "/api/team/webhooks", ok200],
        ["PATCH /api/team/webhooks/{id}", "PATCH", (id: string) => `/api/team/webhooks/${id}`, ok200],
        ["DELETE /api/team/webhooks/{id}", "DELETE", (id: string) => `/api/team/webhooks/${id}`, ok204],
        ["POST /api/team/webhooks/{id}/secret", "POST", (id: string) => `/api/team/webhooks/${id}/secret`, ok200],
        ["GET /api/team/webhooks/{id}/deliveries", "GET", (id: string) => `/api/team/webhooks/${id}/deliveries`, ok200],
        ["POST /api/team/webhooks/{id}/test", "POST", (id: string) => `/api/team/webhooks/${id}/test`, ok201],
        [
          "POST /api/team/webhooks/{id}/deliveries/{deliveryId}/redeliver",
          "POST",
          (id: string, deliveryId: string) => `/api/team/webhooks/${id}/deliveries/${deliveryId}/redeliver`,
          ok201,
        ],
      ] as const
    ).map(
      ([name, method, url, ok]): Call => ({
        name,
        expected: { member: forbidden, team_manager: forbidden, team_admin: ok, admin: ok, super_admin: noTeam },
        run: async (role) => {
          const made = await t.request("POST", "/api/team/webhooks", {
            cookie: owner.cookie,
            payload: { url: "https://hooks.example.com/officely", eventTypes: ["booking.created"] },
          });
          const test = await t.request("POST", `/api/team/webhooks/${made.body.id}/test`, { cookie: owner.cookie });
          const res = await t.request(method, url(made.body.id, test.body.id), {
            cookie: session(role).cookie,
            payload: method === "PATCH" ? { description: `Changed by ${role}` } : undefined,
          });
          return {
            res,
            verify: async (allowed) => {
              const list = await t.request("GET", "/api/team/webhooks", { cookie: owner.cookie });
              const row = list.body.find((e: { id: string }) => e.id === made.body.id);
              if (method === "DELETE") expect(row === undefined).toBe(allowed);
              if (method === "PATCH") expect(row.description).toBe(allowed ? `Changed by ${role}` : "");
              if (row) await t.request("DELETE", `/api/team/webhooks/${made.body.id}`, { cookie: owner.cookie });
            },
          };
        },
      }),
    ),
    {
      name: "POST /api/team/webhooks",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok201, admin: ok201, super_admin: noTeam },
      run: async (role) => {
        const description = `Made by ${role}`;
        const res = await t.request("POST", "/api/team/webhooks", {
          cookie: session(role).cookie,
          payload: { url: "https://hooks.example.com/officely", description, eventTypes: ["booking.created"] },
        });
        return {
          res,
          verify: async (allowed) => {
            const list = await t.request("GET", "/api/team/webhooks", { cookie: owner.cookie });
            const made = list.body.filter((e: { description: string }) => e.description === description);
            expect(made).toHaveLength(allowed ? 1 : 0);
            for (const e of made) await t.request("DELETE", `/api/team/webhooks/${e.id}`, { cookie: owner.cookie });
          },
        };
      },
    },
    // A team's tokens and groups: team admins only (docs/product.md "Credentials", "Groups").
    ...(
      [
        ["GET /api/team/credentials", "/api/team/credentials?kind=scim"],
        ["GET /api/team/groups", "/api/team/groups"],
      ] as const
    ).map(
      ([name, url]): Call => ({
        name,
        expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
        run: async (role) => ({ res: await t.request("GET", url, { cookie: session(role).cookie }) }),
      }),
    ),
    {
      name: "POST /api/team/credentials",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok201, admin: ok201, super_admin: noTeam },
      run: async (role) => {
        const name = `Token of ${role}`;
        const res = await t.request("POST", "/api/team/credentials", {
          cookie: session(role).cookie,
          payload: { kind: "scim", name },
        });
        return {
          res,
          verify: async (allowed) => {
            const list = await t.request("GET", "/api/team/credentials?kind=scim", { cookie: owner.cookie });
            expect(list.body.some((c: { name: string }) => c.name === name)).toBe(allowed);
            if (allowed) {
              await t.request("DELETE", `/api/team/credentials/${res.body.id}`, { cookie: owner.cookie });
            }
          },
        };
      },
    },
    {
      name: "DELETE /api/team/credentials/{id}",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
      run: async (role) => {
        const made = await t.request("POST", "/api/team/credentials", {
          cookie: owner.cookie,
          payload: { kind: "scim", name: `Revoked by ${role}` },
        });
        const res = await t.request("DELETE", `/api/team/credentials/${made.body.id}`, {
          cookie: session(role).cookie,
        });
        return {
          res,
          verify: async (allowed) => {
            const scim = await t.request("GET", "/api/scim/v2/Users?count=1", {
              headers: { authorization: `Bearer ${made.body.token}` },
            });
            expect(scim.status).toBe(allowed ? 401 : 200);
            if (!allowed) await t.request("DELETE", `/api/team/credentials/${made.body.id}`, { cookie: owner.cookie });
          },
        };
      },
    },
    {
      name: "POST /api/team/groups",
      expected: { member: forbidden, team_manager: forbidden, team_admin: ok201, admin: ok201, super_admin: noTeam },
      run: async (role) => {
        const name = `Group made by ${role}`;
        const res = await t.request("POST", "/api/team/groups", { cookie: session(role).cookie, payload: { name } });
        return {
          res,
          verify: async (allowed) => {
            const list = await t.request("GET", "/api/team/groups", { cookie: owner.cookie });
            expect(list.body.some((g: { name: string }) => g.name === name)).toBe(allowed);
          },
        };
      },
    },
    ...(["PATCH", "DELETE", "GET members", "PUT members"] as const).map(
      (verb): Call => ({
        name: {
          PATCH: "PATCH /api/team/groups/{id}",
          DELETE: "DELETE /api/team/groups/{id}",
          "GET members": "GET /api/team/groups/{id}/members",
          "PUT members": "PUT /api/team/groups/{id}/members",
        }[verb],
        expected: {
          member: forbidden,
          team_manager: forbidden,
          team_admin: verb === "DELETE" ? ok204 : ok200,
          admin: verb === "DELETE" ? ok204 : ok200,
          super_admin: noTeam,
        },
        run: async (role) => {
          const made = await t.request("POST", "/api/team/groups", {
            cookie: owner.cookie,
            payload: { name: `${verb} target ${role}` },
          });
          const url = `/api/team/groups/${made.body.id}${verb.endsWith("members") ? "/members" : ""}`;
          const method = verb.split(" ")[0] as "PATCH" | "DELETE" | "GET" | "PUT";
          const payload =
            verb === "PATCH"
              ? { name: `${verb} renamed ${role}` }
              : verb === "PUT members"
                ? { userIds: [colleague.user.id] }
                : undefined;
          const res = await t.request(method, url, { cookie: session(role).cookie, payload });
          return {
            res,
            verify: async (allowed) => {
              const groups = (await t.request("GET", "/api/team/groups", { cookie: owner.cookie })).body as {
                id: string;
                name: string;
                memberCount: number;
              }[];
              const group = groups.find((g) => g.id === made.body.id);
              if (verb === "DELETE") expect(group === undefined).toBe(allowed);
              if (verb === "PATCH") expect(group?.name === `${verb} renamed ${role}`).toBe(allowed);
              if (verb === "PUT members") expect(group?.memberCount).toBe(allowed ? 1 : 0);
            },
          };
        },
      }),
    ),
    ...(
      [
        ["GET /api/team/analytics", "/api/team/analytics"],
        ["GET /api/team/analytics.csv", "/api/team/analytics.csv?figure=summary"],
        ["GET /api/team/audit", "/api/team/audit"],
        ["GET /api/team/audit.csv", "/api/team/audit.csv"],
      ] as const
    ).map(
      ([name, url]): Call => ({
        name,
        expected: { member: forbidden, team_manager: forbidden, team_admin: ok200, admin: ok200, super_admin: noTeam },
        run: async (role) => ({ res: await t.request("GET", url, { cookie: session(role).cookie }) }),
      }),
    ),
    ...(["resend", "revoke"] as const).map(
      (verb): Call => ({
        name: verb === "resend" ? "POST /api/team/invitations/{id}/resend" : "DELETE /api/team/invitations/{id}",
        expected: {
          member: forbidden,
          team_manager: forbidden,
          team_admin: verb === "resend" ? ok200 : ok204,
          admin: verb === "resend" ? ok200 : ok204,
          super_admin: noTeam,
        },
        run: async (role) => {
          const email = uniqueEmail(`${verb}-${role}`);
          const made = await t.request("POST", "/api/team/invitations", {
            cookie: owner.cookie,
            payload: { email, role: "member" },
          });
          const url = `/api/team/invitations/${made.body.id}${verb === "resend" ? "/resend" : ""}`;
          const res = await t.request(verb === "resend" ? "POST" : "DELETE", url, { cookie: session(role).cookie });
          return {
            res,
            verify: async (allowed) => {
              const old = await t.request("GET", `/api/auth/validate-invite/${made.body.code}`);
              expect(old.body.valid).toBe(!allowed);
              expect((await pendingInvitationEmails()).includes(email)).toBe(!allowed || verb === "resend");
            },
          };
        },
      }),
    ),
    // The platform: super_admin only; team admins too get 403.
    ...platformCalls(
      () => t,
      () => session("super_admin").cookie,
    ).map(
      (call): Call => ({
        name: call.name,
        expected: { ...all(forbidden), super_admin: ok200 },
        run: (role) => call.run(session(role).cookie),
      }),
    ),
  ];

  const cases = calls.flatMap((call) =>
    ROLE_NAMES.map((role) => {
      const e = call.expected[role];
      return { call, role, e, label: e.status === 403 ? `403 ${e.code}` : String(e.status) };
    }),
  );

  it.each(cases)("$call.name as $role -> $label", async ({ call, role, e }) => {
    const { res, verify } = await call.run(role);
    if (e.status === 403) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body).toEqual({ code: e.code, message: expect.any(String) });
      expect(res.body.message.length).toBeGreaterThan(10);
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(e.status);
      if ("code" in e) expect(res.body.code).toBe(e.code);
    }
    await verify?.(e.status !== 403);
  });

  it("an invitation to a role above the team roles is refused for everyone", async () => {
    for (const role of TEAM_ROLES) {
      for (const granted of ["admin", "super_admin"]) {
        const email = uniqueEmail("too-high");
        const res = await t.request("POST", "/api/team/invitations", {
          cookie: session(role).cookie,
          payload: { email, role: granted },
        });
        // The contract (INVITABLE_ROLES) refuses the role while validating the body, before any
        // access check runs in the handler: 400 for every role, never a 403 that depends on who asks.
        expect(res.status, `${role} granting ${granted}`).toBe(400);
        expect(res.body).toEqual({ code: "VALIDATION_FAILED", message: expect.stringContaining("role") });
        expect(await pendingInvitationEmails()).not.toContain(email);
      }
    }
  });

  it("an invited team_manager joins with exactly that role and its powers", async () => {
    const manager = await t.addMember(owner, "team_manager", "New Manager");
    expect(manager.user.role).toBe("team_manager");
    expect(manager.user.isAdmin).toBe(false);
    const office = await t.createOffice(manager, { name: `Manager Room ${randomUUID().slice(0, 6)}` });
    expect((await officeOf(office.id))?.name).toBe(office.name);
    const invite = await t.request("POST", "/api/team/invitations", {
      cookie: manager.cookie,
      payload: { email: uniqueEmail("nope"), role: "member" },
    });
    expect(invite.status).toBe(403);
  });
});
