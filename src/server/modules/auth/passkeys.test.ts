/**
 * Passkeys on the server (docs/product.md "Passkeys"): adding one asks for the password first; a
 * challenge is taken once; an answer that does not check out adds nothing and signs nobody in; a
 * passkey is its owner's alone. Registration and sign-in with a real authenticator run in Chromium
 * (e2e/passkeys.spec.ts).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeys } from "#db/schema/index.ts";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

const clientData = (challenge: string, type: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin: "http://localhost" })).toString("base64url");

describe("passkeys", () => {
  let t: TestApp;
  let owner: Session;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signupTeam({ name: "Paz Key" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives registration options only after the password, for this site and person", async () => {
    const wrong = await t.request("POST", "/api/user/passkeys/options", {
      cookie: owner.cookie,
      payload: { password: "Not-The-Password-1" },
    });
    expect([wrong.status, wrong.body.code]).toEqual([422, "CURRENT_PASSWORD_WRONG"]);
    const options = await t.request("POST", "/api/user/passkeys/options", {
      cookie: owner.cookie,
      payload: { password: owner.password },
    });
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    expect(options.body).toMatchObject({
      rp: { id: new URL(t.config.appUrl).hostname },
      user: { name: owner.email, displayName: "Paz Key" },
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      attestation: "none",
    });
    expect(options.body.challenge).toMatch(/^[\w-]{20,}$/);
    expect((await t.request("POST", "/api/user/passkeys/options", { payload: { password: "x" } })).status).toBe(401);
  });

  it("adds nothing for an answer that does not check out, and takes each challenge once", async () => {
    const options = await t.request("POST", "/api/user/passkeys/options", {
      cookie: owner.cookie,
      payload: { password: owner.password },
    });
    const forged = {
      id: "AAAA",
      rawId: "AAAA",
      type: "public-key",
      response: { clientDataJSON: clientData(options.body.challenge, "webauthn.create"), attestationObject: "AAAA" },
      clientExtensionResults: {},
    };
    const first = await t.request("POST", "/api/user/passkeys", {
      cookie: owner.cookie,
      payload: { name: "Forged", response: forged },
    });
    expect([first.status, first.body.code]).toEqual([400, "PASSKEY_INVALID"]);
    const again = await t.request("POST", "/api/user/passkeys", {
      cookie: owner.cookie,
      payload: { name: "Forged", response: forged },
    });
    expect(again.body.message).toContain("Start again");
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, owner.user.id))).toEqual([]);
  });

  it("signs nobody in with a forged, unknown or replayed answer", async () => {
    const options = await t.request("POST", "/api/login/passkey/options");
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ rpId: new URL(t.config.appUrl).hostname, userVerification: "required" });
    const answer = (challenge: string, id = "unknown-credential") => ({
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: clientData(challenge, "webauthn.get"),
        authenticatorData: "AAAA",
        signature: "AAAA",
      },
      clientExtensionResults: {},
    });
    await t.database.db.insert(passkeys).values({
      id: "known-credential",
      userId: owner.user.id,
      name: "Stored",
      publicKey: "AAAA",
      deviceType: "singleDevice",
      backedUp: false,
    });
    for (const response of [
      answer(options.body.challenge),
      answer(options.body.challenge, "known-credential"),
      answer("not-a-challenge-of-ours", "known-credential"),
      { nothing: true },
    ]) {
      const res = await t.request("POST", "/api/login/passkey", { payload: { response } });
      expect([res.status, res.body.code], JSON.stringify(response)).toEqual([401, "PASSKEY_SIGN_IN_FAILED"]);
      expect(res.headers["set-cookie"]?.toString() ?? "").not.toMatch(/session_token=[^;]/);
    }
  });

  it("keeps a passkey its owner's: another member can neither list nor remove it", async () => {
    const colleague = await t.addMember(owner, "team_admin");
    await t.database.db.insert(passkeys).values({
      id: "owners-credential",
      userId: owner.user.id,
      name: "Owner's phone",
      publicKey: "AAAA",
      deviceType: "multiDevice",
      backedUp: true,
    });
    const theirs = await t.request("GET", "/api/user/passkeys", { cookie: colleague.cookie });
    expect(theirs.body).toEqual([]);
    const remove = await t.request("DELETE", "/api/user/passkeys/owners-credential", { cookie: colleague.cookie });
    expect([remove.status, remove.body.code]).toEqual([404, "NOT_FOUND"]);
    const mine = await t.request("GET", "/api/user/passkeys", { cookie: owner.cookie });
    expect(mine.body.map((p: { name: string; synced: boolean }) => [p.name, p.synced])).toContainEqual([
      "Owner's phone",
      true,
    ]);
    const removed = await t.request("DELETE", "/api/user/passkeys/owners-credential", { cookie: owner.cookie });
    expect(removed.body.some((p: { id: string }) => p.id === "owners-credential")).toBe(false);
  });
});
