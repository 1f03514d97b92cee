/**
 * Bad input to the email builder: each answers 400 with a clear message and saves
 * nothing; none is a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, startTestApp, type TestApp } from "#server/test/harness.ts";

describe("e-mail templates: bad input", () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signupTeam();
  });
  afterAll(() => t.close());

  const text = (value: string) => ({ type: "text", text: value });
  const cases: { name: string; path: string; payload: unknown; code: string; message: RegExp }[] = [
    {
      name: "an unknown template",
      path: "/api/email-templates/newsletter",
      payload: { subject: "x", blocks: [text("x")] },
      code: "VALIDATION_FAILED",
      message: /Unknown e-mail template/,
    },
    {
      name: "an empty subject",
      path: "/api/email-templates/invite",
      payload: { subject: "   ", blocks: [text("x")] },
      code: "VALIDATION_FAILED",
      message: /subject cannot be empty/,
    },
    {
      name: "a subject too long",
      path: "/api/email-templates/invite",
      payload: { subject: "x".repeat(201), blocks: [text("x")] },
      code: "VALIDATION_FAILED",
      message: /at most 200/,
    },
    {
      name: "no blocks",
      path: "/api/email-templates/invite",
      payload: { subject: "x", blocks: [] },
      code: "VALIDATION_FAILED",
      message: /at least one block/,
    },
    {
      name: "too many blocks",
      path: "/api/email-templates/invite",
      payload: { subject: "x", blocks: Array.from({ length: 31 }, () => ({ type: "divider" })) },
      code: "VALIDATION_FAILED",
      message: /at most 30 blocks/,
    },
    {
      name: "a block of an unknown type",
      path: "/api/email-templates/invite",
      payload: { subject: "x", blocks: [{ type: "script", text: "alert(1)" }] },
      code: "VALIDATION_FAILED",
      message: /heading, text, button, details or divider/,
    },
    {
      name: "a text block too long",
      path: "/api/email-templates/invite",
      payload: { subject: "x", blocks: [text("x".repeat(2001))] },
      code: "VALIDATION_FAILED",
      message: /at most 2000/,
    },
    {
      name: "a button linking to javascript:",
      path: "/api/email-templates/invite",
      payload: { subject: "x", blocks: [{ type: "button", label: "Go", url: "javascript:alert(1)" }] },
      code: "EMAIL_TEMPLATE_INVALID",
      message: /needs a link starting with https:\/\//,
    },
    {
      name: "booking details in the invitation",
      path: "/api/email-templates/invite",
      payload: { subject: "x", blocks: [{ type: "details" }] },
      code: "EMAIL_TEMPLATE_INVALID",
      message: /not about a booking/,
    },
    {
      name: "a variable of another template",
      path: "/api/email-templates/invite",
      payload: { subject: "{{officeName}}", blocks: [text("x")] },
      code: "UNKNOWN_EMAIL_VARIABLES",
      message: /not available in the Invitation e-mail: \{\{officeName\}\}/,
    },
  ];

  it.each(cases)("$name is refused with 400 and saves nothing", async ({ path, payload, code, message }) => {
    const res = await t.request("PUT", path, { cookie: admin.cookie, payload });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(message);
    const list = await t.request("GET", "/api/email-templates", { cookie: admin.cookie });
    expect(list.body.templates.every((x: { overridden: boolean }) => !x.overridden)).toBe(true);
  });

  it("a preview with an unknown variable is refused too", async () => {
    const res = await t.request("POST", "/api/email-templates/welcome/preview", {
      cookie: admin.cookie,
      payload: { subject: "{{password}}", blocks: [text("x")] },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("UNKNOWN_EMAIL_VARIABLES");
  });
});
