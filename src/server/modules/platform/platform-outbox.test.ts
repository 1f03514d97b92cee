/**
 * The outbox viewer: messages by status with tries and last error, no bodies; a failed
 * message can be retried, anything else cannot.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";
import { signInNewSuperAdmin } from "./platform-test-support.ts";

describe("outbox viewer", () => {
  let t: TestApp;
  let sa: Session;
  beforeAll(async () => {
    t = await startTestApp();
    sa = await signInNewSuperAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists a failed message with its tries and error, and retries it", async () => {
    const owner = await t.signupTeam();
    const reset = await t.request("POST", `/api/admin/users/${owner.user.id}/send-password-reset`, {
      cookie: sa.cookie,
    });
    expect(reset.status).toBe(200);
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, owner.email));
    // The sender gave up on it (as it does after its last attempt).
    await t.database.db
      .update(outboxEmails)
      .set({ status: "failed", attempts: 8, lastError: "550 mailbox unavailable" })
      .where(eq(outboxEmails.id, mail.id));
    const failed = await t.request("GET", "/api/admin/outbox?status=failed", { cookie: sa.cookie });
    const row = failed.body.messages.find((m: { id: string }) => m.id === mail.id);
    expect(row).toMatchObject({ to: owner.email, status: "failed", attempts: 8, lastError: "550 mailbox unavailable" });
    expect(JSON.stringify(failed.body)).not.toContain("token=");
    const retried = await t.request("POST", `/api/admin/outbox/${mail.id}/retry`, { cookie: sa.cookie });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: "pending", attempts: 0 });
    const again = await t.request("POST", `/api/admin/outbox/${mail.id}/retry`, { cookie: sa.cookie });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("MESSAGE_NOT_FAILED");
  });
});
