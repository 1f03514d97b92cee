/**
 * Every platform call, as the role table (src/server/modules/team/roles.test.ts) and the
 * signed-out check run them: each against a throwaway team of its own, so a super admin's action
 * never touches another row's fixtures. `verify` checks the effect, or its absence when refused.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { abuseReports, outboxEmails } from "#db/schema/index.ts";
import type { TestApp, TestResponse } from "#server/test/harness.ts";
import { markOutboxFailed } from "#server/test/outbox-fixtures.ts";
import { turnOnTwoFactor } from "#server/test/two-factor-support.ts";

export interface PlatformCall {
  name: string;
  run(cookie: string | undefined): Promise<{ res: TestResponse; verify?: (allowed: boolean) => Promise<void> }>;
}

/**
 * The platform calls over the app `app()` answers (a getter: the role table builds its rows before
 * its app starts); `superCookie` reads the effects back.
 */
export function platformCalls(app: () => TestApp, superCookie: () => string): PlatformCall[] {
  const t = {
    signupTeam: () => app().signupTeam(),
    request: (...args: Parameters<TestApp["request"]>) => app().request(...args),
  };
  const state = async (teamId: string) =>
    (await t.request("GET", `/api/admin/teams/${teamId}`, { cookie: superCookie() })).body.state as string | undefined;
  const teamAction = (
    action: string,
    payload: unknown,
    setup: (teamId: string) => Promise<void>,
    after: string,
  ): PlatformCall => ({
    name: `POST /api/admin/teams/{id}/${action}`,
    run: async (cookie) => {
      const owner = await t.signupTeam();
      await setup(owner.team.id);
      const before = await state(owner.team.id);
      const res = await t.request("POST", `/api/admin/teams/${owner.team.id}/${action}`, { cookie, payload });
      return { res, verify: async (allowed) => expect(await state(owner.team.id)).toBe(allowed ? after : before) };
    },
  });
  const suspend = async (teamId: string) => {
    await t.request("POST", `/api/admin/teams/${teamId}/suspend`, { cookie: superCookie() });
  };
  const nothing = async () => {};
  const userAction = (action: string, payload?: unknown): PlatformCall => ({
    name: `POST /api/admin/users/{id}/${action}`,
    run: async (cookie) => {
      const owner = await t.signupTeam();
      const res = await t.request("POST", `/api/admin/users/${owner.user.id}/${action}`, { cookie, payload });
      const sessionAlive = async () => (await t.request("GET", "/api/user", { cookie: owner.cookie })).status === 200;
      return {
        res,
        verify: async (allowed) => {
          if (!allowed) expect(await sessionAlive()).toBe(true);
          else if (action === "revoke-sessions" || action === "disable") expect(await sessionAlive()).toBe(false);
        },
      };
    },
  });
  const read = (url: string): PlatformCall => ({
    name: `GET ${url}`,
    run: async (cookie) => ({ res: await t.request("GET", url, { cookie }) }),
  });
  return [
    read("/api/admin/overview"),
    read("/api/admin/system-health"),
    read("/api/admin/analytics"),
    read("/api/admin/outbox?status=failed"),
    read("/api/admin/teams?state=trial"),
    read("/api/admin/users?q=a"),
    {
      name: "GET /api/admin/teams/{id}",
      run: async (cookie) => ({
        res: await t.request("GET", `/api/admin/teams/${(await t.signupTeam()).team.id}`, { cookie }),
      }),
    },
    {
      name: "GET /api/admin/users/{id}",
      run: async (cookie) => ({
        res: await t.request("GET", `/api/admin/users/${(await t.signupTeam()).user.id}`, { cookie }),
      }),
    },
    teamAction("extend-trial", { days: 5 }, nothing, "trial"),
    teamAction("activate", undefined, nothing, "active"),
    teamAction("suspend", undefined, nothing, "suspended"),
    teamAction("reactivate", undefined, suspend, "trial"),
    {
      name: "DELETE /api/admin/teams/{id}",
      run: async (cookie) => {
        const owner = await t.signupTeam();
        const res = await t.request("DELETE", `/api/admin/teams/${owner.team.id}`, {
          cookie,
          payload: { confirmName: owner.team.name },
        });
        return {
          res,
          verify: async (allowed) => expect(await state(owner.team.id)).toBe(allowed ? undefined : "trial"),
        };
      },
    },
    {
      name: "POST /api/admin/outbox/{id}/retry",
      run: async (cookie) => {
        // A message the sender gave up on: a password-reset mail to a throwaway team's owner, failed.
        const owner = await t.signupTeam();
        await t.request("POST", `/api/admin/users/${owner.user.id}/send-password-reset`, { cookie: superCookie() });
        const db = app().database.db;
        const mailId = await markOutboxFailed(db, owner.email);
        const res = await t.request("POST", `/api/admin/outbox/${mailId}/retry`, { cookie });
        return {
          res,
          verify: async (allowed) => {
            const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, mailId));
            expect({ status: row.status, attempts: row.attempts }).toEqual(
              allowed ? { status: "pending", attempts: 0 } : { status: "failed", attempts: 8 },
            );
          },
        };
      },
    },
    // Abuse reports of teams' mail (docs/operations.md "Mail limits and e-mail verification").
    read("/api/admin/abuse-reports?status=open"),
    {
      name: "POST /api/admin/abuse-reports/{id}/review",
      run: async (cookie) => {
        // A throwaway team's welcome mail, reported by its recipient.
        const owner = await t.signupTeam();
        const db = app().database.db;
        const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, owner.email));
        await t.request("POST", "/api/abuse-reports", { payload: { id: mail.id } });
        const [report] = await db.select().from(abuseReports).where(eq(abuseReports.outboxEmailId, mail.id));
        const res = await t.request("POST", `/api/admin/abuse-reports/${report.id}/review`, { cookie });
        return {
          res,
          verify: async (allowed) => {
            const [row] = await db.select().from(abuseReports).where(eq(abuseReports.id, report.id));
            expect(row.reviewedAt !== null).toBe(allowed);
          },
        };
      },
    },
    // The platform's default e-mail templates.
    read("/api/admin/email-templates"),
    read("/api/admin/email-templates/booking_reminder"),
    {
      name: "PUT /api/admin/email-templates/{id}",
      run: async (cookie) => {
        // A template no other test sends, so a super admin's edit changes no other test's mail.
        const before = (await t.request("GET", "/api/admin/email-templates/welcome", { cookie: superCookie() })).body;
        const subject = `Welcome, platform edit ${Math.random().toString(36).slice(2, 8)}`;
        const res = await t.request("PUT", "/api/admin/email-templates/welcome", {
          cookie,
          payload: { subject, blocks: before.blocks },
        });
        return {
          res,
          verify: async (allowed) => {
            const now = (await t.request("GET", "/api/admin/email-templates/welcome", { cookie: superCookie() })).body;
            expect(now.subject === subject).toBe(allowed);
            if (allowed) await t.request("DELETE", "/api/admin/email-templates/welcome", { cookie: superCookie() });
          },
        };
      },
    },
    {
      name: "DELETE /api/admin/email-templates/{id}",
      run: async (cookie) => ({
        res: await t.request("DELETE", "/api/admin/email-templates/trial_ending", { cookie }),
      }),
    },
    {
      name: "POST /api/admin/email-templates/{id}/preview",
      run: async (cookie) => ({
        res: await t.request("POST", "/api/admin/email-templates/invite/preview", {
          cookie,
          payload: { subject: "Join {{teamName}}", blocks: [{ type: "divider" }] },
        }),
      }),
    },
    {
      name: "POST /api/admin/email-templates/{id}/test",
      run: async (cookie) => ({
        res: await t.request("POST", "/api/admin/email-templates/invite/test", {
          cookie,
          payload: { subject: "Platform test", blocks: [{ type: "text", text: "{{code}}" }] },
        }),
      }),
    },
    userAction("revoke-sessions"),
    userAction("disable"),
    userAction("enable"),
    userAction("send-password-reset"),
    userAction("role", { role: "team_admin" }),
    {
      name: "POST /api/admin/users/{id}/reset-two-factor",
      run: async (cookie) => {
        const owner = await t.signupTeam();
        const { cookie: ownerCookie } = await turnOnTwoFactor(t, owner);
        const res = await t.request("POST", `/api/admin/users/${owner.user.id}/reset-two-factor`, { cookie });
        return {
          res,
          verify: async (allowed) => {
            const state = await t.request("GET", "/api/user/two-factor", { cookie: ownerCookie });
            expect(state.body.enabled).toBe(!allowed);
          },
        };
      },
    },
  ];
}
