import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  type EmailTemplate,
  type EmailTemplateBody,
  emailTemplateSchema,
  emailTestSentSchema,
  renderedEmailSchema,
  variablesIn,
} from "#shared/schemas/email-template.ts";
import { type FakeRequest, fakeApi, json } from "#web/test/fake-api.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { TemplateEditor } from "./template-editor.tsx";

const JOIN_LINK = "https://officely.example/auth?invite=ABCDEFGHJK";

const invite: EmailTemplate = emailTemplateSchema.parse({
  id: "invite",
  name: "Invitation",
  description: "Sent when an admin invites someone to the team.",
  overridden: false,
  updatedAt: null,
  subject: "You're invited to join {{teamName}}",
  blocks: [
    { type: "heading", text: "Welcome to {{teamName}}" },
    { type: "text", text: "{{inviterName}} invited you." },
    { type: "button", label: "Join {{teamName}}", url: "{{link}}" },
  ],
  variables: [
    { name: "teamName", description: "The team's name", sample: "Acme" },
    { name: "inviterName", description: "Who sent the invitation", sample: "Ada Lovelace" },
    { name: "link", description: "The one-time link to join", sample: JOIN_LINK },
  ],
  hasDetails: false,
});

const bookingConfirmed: EmailTemplate = emailTemplateSchema.parse({
  id: "booking_confirmed",
  name: "Booking confirmation",
  description: "Sent when someone else books for a member.",
  overridden: false,
  updatedAt: null,
  subject: "A booking was made for you",
  blocks: [{ type: "text", text: "{{actorName}} booked for you." }],
  variables: [{ name: "actorName", description: "Who booked", sample: "Ada Lovelace" }],
  hasDetails: true,
});

const user = makeUser();

/**
 * The team's endpoints for one template, checking bodies as the server does (unknown variables,
 * button links, a details block where there is no booking) and rendering previews as plain text.
 */
function fakeTemplateApi(template: EmailTemplate) {
  const base = `/api/email-templates/${template.id}`;
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name) => template.variables.find((v) => v.name === name)?.sample ?? "");
  const refusal = ({ subject, blocks }: EmailTemplateBody): Response | null => {
    const texts = [subject, ...blocks.flatMap((b) => ("text" in b ? [b.text] : "label" in b ? [b.label, b.url] : []))];
    const unknown = texts.flatMap(variablesIn).filter((name) => !template.variables.some((v) => v.name === name));
    if (unknown.length > 0)
      return json(400, { code: "UNKNOWN_EMAIL_VARIABLES", message: `Not available: {{${unknown[0]}}}` });
    if (!template.hasDetails && blocks.some((b) => b.type === "details"))
      return json(400, { code: "EMAIL_TEMPLATE_INVALID", message: "This e-mail cannot have booking details." });
    const badButton = blocks.find((b) => b.type === "button" && !/^\s*(https?:\/\/|mailto:|\{\{)/i.test(b.url));
    if (badButton?.type === "button")
      return json(400, {
        code: "EMAIL_TEMPLATE_INVALID",
        message: `The button "${badButton.label}" needs a link starting with https://, http:// or mailto:, or a variable such as {{link}}.`,
      });
    return null;
  };
  const line = (block: EmailTemplateBody["blocks"][number]) => {
    if (block.type === "button") return `${fill(block.label)} <${fill(block.url)}>`;
    if (block.type === "details") return "Focus Room, Tue 1 Dec, 09:00–10:00";
    if (block.type === "divider") return "---";
    return fill(block.text);
  };
  return fakeApi({
    [`POST ${base}/preview`]: ({ body }: FakeRequest) => {
      const draft = body as EmailTemplateBody;
      const lines = draft.blocks.map(line);
      return (
        refusal(draft) ??
        renderedEmailSchema.parse({
          subject: fill(draft.subject),
          html: `<p>${lines.join("</p><p>")}</p>`,
          text: lines.join("\n\n"),
        })
      );
    },
    [`PUT ${base}`]: ({ body }: FakeRequest) =>
      refusal(body as EmailTemplateBody) ??
      emailTemplateSchema.parse({
        ...template,
        ...(body as EmailTemplateBody),
        overridden: true,
        updatedAt: new Date().toISOString(),
      }),
    [`POST ${base}/test`]: ({ body }: FakeRequest) =>
      refusal(body as EmailTemplateBody) ?? emailTestSentSchema.parse({ to: user.email }),
  });
}

const renderEditor = (template: EmailTemplate) =>
  renderApp(<TemplateEditor copy={{ scope: "team", language: "en" }} template={template} />, {
    user,
    route: "/email-builder",
  });
const blockList = () => screen.getByRole("group", { name: "Blocks" });
/** The numbered titles of the block cards, in order, e.g. "1. Heading". */
const blockTitles = () =>
  within(blockList())
    .getAllByText(/^\d+\. /)
    .map((title) => title.textContent);
const previewText = () => screen.getByTestId("preview-text").textContent;
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const saveButton = () => screen.getByRole("button", { name: /^Sav(e|ing\.\.\.)$/ });

describe("the template editor", () => {
  it("shows the template's subject and blocks, and the server's rendering of them", async () => {
    const api = fakeTemplateApi(invite);
    renderEditor(invite);
    expect(screen.getByRole("heading", { name: "Invitation" })).toBeTruthy();
    expect(screen.getByText("Default")).toBeTruthy();
    expect(input("Subject").value).toBe("You're invited to join {{teamName}}");
    expect(blockTitles()).toEqual(["1. Heading", "2. Text", "3. Button"]);
    expect(input("Heading text").value).toBe("Welcome to {{teamName}}");
    expect(input("Text").value).toBe("{{inviterName}} invited you.");
    expect([input("Button label").value, input("Button link").value]).toEqual(["Join {{teamName}}", "{{link}}"]);
    // The invitation is not about a booking, so its details block is not offered.
    expect(within(blockList()).queryByRole("button", { name: "Booking details" })).toBeNull();

    await waitFor(() =>
      expect(previewText()).toBe(`Welcome to Acme\n\nAda Lovelace invited you.\n\nJoin Acme <${JOIN_LINK}>`),
    );
    expect(screen.getByTestId("preview-subject").textContent).toBe("You're invited to join Acme");
    expect(api.sent("POST /api/email-templates/invite/preview")[0]?.body).toEqual({
      subject: invite.subject,
      blocks: invite.blocks,
    });
    expect(api.unhandled).toEqual([]);
  });

  it("shows the preview's refusal of a bad button link until the link is fixed", async () => {
    fakeTemplateApi(invite);
    const { user: actor } = renderEditor(invite);
    await waitFor(() => expect(previewText()).toContain("Join Acme"));

    await actor.clear(input("Button label"));
    await actor.type(input("Button label"), "Accept");
    await actor.clear(input("Button link"));
    await actor.type(input("Button link"), "officely.example/join");
    const refusal = await screen.findByRole("status");
    expect(refusal.textContent).toBe(
      'The button "Accept" needs a link starting with https://, http:// or mailto:, or a variable such as {{link}}.',
    );

    await actor.type(input("Button link"), "{Home}https://");
    await waitFor(() => expect(previewText()).toContain("Accept <https://officely.example/join>"));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("removes blocks down to the last one, which cannot go, and saves what is left", async () => {
    const api = fakeTemplateApi(invite);
    const { user: actor } = renderEditor(invite);
    await actor.click(screen.getByRole("button", { name: "Remove block 1" }));
    expect(blockTitles()).toEqual(["1. Text", "2. Button"]);
    await waitFor(() => expect(previewText()).toBe(`Ada Lovelace invited you.\n\nJoin Acme <${JOIN_LINK}>`));

    await actor.click(screen.getByRole("button", { name: "Remove block 2" }));
    expect(blockTitles()).toEqual(["1. Text"]);
    // A template needs at least one block, so the last one stays.
    expect(screen.getByRole("button", { name: "Remove block 1" })).toHaveProperty("disabled", true);
    await waitFor(() => expect(previewText()).toBe("Ada Lovelace invited you."));

    await actor.click(saveButton());
    expect(await screen.findByText("Template saved")).toBeTruthy();
    expect(api.sent("PUT /api/email-templates/invite").map((r) => r.body)).toEqual([
      { subject: invite.subject, blocks: [{ type: "text", text: "{{inviterName}} invited you." }] },
    ]);
  });

  it("adds a block at the end and moves it to the top one place per click", async () => {
    const api = fakeTemplateApi(invite);
    const { user: actor } = renderEditor(invite);
    await actor.click(within(blockList()).getByRole("button", { name: "Divider" }));
    expect(blockTitles()).toEqual(["1. Heading", "2. Text", "3. Button", "4. Divider"]);
    expect(screen.getByText("A horizontal line.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Move block 4 down" })).toHaveProperty("disabled", true);

    await actor.click(screen.getByRole("button", { name: "Move block 4 up" }));
    await actor.click(screen.getByRole("button", { name: "Move block 3 up" }));
    await actor.click(screen.getByRole("button", { name: "Move block 2 up" }));
    expect(blockTitles()).toEqual(["1. Divider", "2. Heading", "3. Text", "4. Button"]);
    expect(screen.getByRole("button", { name: "Move block 1 up" })).toHaveProperty("disabled", true);
    await waitFor(() => expect(previewText()?.startsWith("---\n\nWelcome to Acme")).toBe(true));

    await actor.click(saveButton());
    await screen.findByText("Template saved");
    expect(api.sent("PUT /api/email-templates/invite").at(-1)?.body).toEqual({
      subject: invite.subject,
      blocks: [{ type: "divider" }, ...invite.blocks],
    });
  });

  it("inserts a variable into the field last edited, wherever its block has moved since", async () => {
    fakeTemplateApi(invite);
    const { user: actor } = renderEditor(invite);
    await actor.click(input("Text"));
    await actor.click(screen.getByRole("button", { name: "Move block 2 up" }));
    await actor.click(screen.getByRole("button", { name: "Insert {{teamName}}" }));
    expect(blockTitles()).toEqual(["1. Text", "2. Heading", "3. Button"]);
    expect(input("Text").value).toBe("{{inviterName}} invited you.{{teamName}}");
    expect(input("Heading text").value).toBe("Welcome to {{teamName}}");

    await actor.click(screen.getByRole("button", { name: "Remove block 1" }));
    await actor.click(screen.getByRole("button", { name: "Insert {{inviterName}}" }));
    expect(input("Heading text").value).toBe("Welcome to {{teamName}}");
    expect(input("Button label").value).toBe("Join {{teamName}}");
  });

  it("offers the booking details block for a mail about a booking, and saves it", async () => {
    const api = fakeTemplateApi(bookingConfirmed);
    const { user: actor } = renderEditor(bookingConfirmed);
    await actor.click(within(blockList()).getByRole("button", { name: "Booking details" }));
    expect(blockTitles()).toEqual(["1. Text", "2. Booking details"]);
    await waitFor(() =>
      expect(previewText()).toBe("Ada Lovelace booked for you.\n\nFocus Room, Tue 1 Dec, 09:00–10:00"),
    );

    await actor.click(saveButton());
    await screen.findByText("Template saved");
    expect(api.sent("PUT /api/email-templates/booking_confirmed").map((r) => r.body)).toEqual([
      { subject: bookingConfirmed.subject, blocks: [...bookingConfirmed.blocks, { type: "details" }] },
    ]);
  });

  it("keeps Save off for the team's saved copy until the draft differs from it", async () => {
    const saved = { ...invite, overridden: true, updatedAt: "2026-01-05T10:00:00.000Z" };
    const api = fakeTemplateApi(saved);
    const { user: actor } = renderEditor(saved);
    expect(screen.getByText("Edited")).toBeTruthy();
    expect(saveButton()).toHaveProperty("disabled", true);

    await actor.type(input("Subject"), "!");
    expect(saveButton()).toHaveProperty("disabled", false);
    // Typing the change away leaves nothing new to save.
    await actor.type(input("Subject"), "{Backspace}");
    expect(input("Subject").value).toBe(saved.subject);
    expect(saveButton()).toHaveProperty("disabled", true);
    expect(api.sent("PUT /api/email-templates/invite")).toEqual([]);
  });

  it("shows the server's refusal of a save above the editor, keeps the draft, and clears it once saved", async () => {
    const api = fakeTemplateApi(invite);
    const { user: actor } = renderEditor(invite);
    await actor.clear(input("Button link"));
    await actor.type(input("Button link"), "officely.example/join");
    await actor.click(saveButton());

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      'The button "Join {{teamName}}" needs a link starting with https://, http:// or mailto:, or a variable such as {{link}}.',
    );
    expect(input("Button link").value).toBe("officely.example/join");
    expect(screen.queryByText("Template saved")).toBeNull();

    await actor.clear(input("Button link"));
    await actor.type(input("Button link"), "mailto:office@acme.example");
    await actor.click(saveButton());
    expect(await screen.findByText("Template saved")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.sent("PUT /api/email-templates/invite").map((r) => (r.body as EmailTemplateBody).blocks[2])).toEqual([
      { type: "button", label: "Join {{teamName}}", url: "officely.example/join" },
      { type: "button", label: "Join {{teamName}}", url: "mailto:office@acme.example" },
    ]);
  });

  it("sends a test of the unsaved draft to the caller and says where it went", async () => {
    const api = fakeTemplateApi(invite);
    const { user: actor } = renderEditor(invite);
    await actor.clear(input("Subject"));
    await actor.type(input("Subject"), "Your seat at {{{{teamName}}");
    await actor.click(screen.getByRole("button", { name: "Send test to me" }));

    expect(await screen.findByText("Test e-mail queued")).toBeTruthy();
    expect(screen.getByText(`It goes to ${user.email}.`)).toBeTruthy();
    expect(api.sent("POST /api/email-templates/invite/test").map((r) => r.body)).toEqual([
      { subject: "Your seat at {{teamName}}", blocks: invite.blocks },
    ]);
    // A test is not a save: the team's copy is untouched.
    expect(api.sent("PUT /api/email-templates/invite")).toEqual([]);
  });
});
