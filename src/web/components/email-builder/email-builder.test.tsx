import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  type EmailTemplate,
  type EmailTemplateBody,
  emailTemplateListSchema,
  emailTemplateSchema,
  renderedEmailSchema,
} from "#shared/schemas/email-template.ts";
import { type FakeRequest, fakeApi, json } from "#web/test/fake-api.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { EmailBuilder } from "./email-builder.tsx";

const SHIPPED: EmailTemplateBody = {
  subject: "Join {{teamName}}",
  blocks: [
    { type: "heading", text: "Welcome to {{teamName}}" },
    { type: "text", text: "{{inviterName}} invited you." },
  ],
};
const variables = [
  { name: "teamName", description: "The team's name", sample: "Acme" },
  { name: "inviterName", description: "Who sent the invitation", sample: "Ada Lovelace" },
];

/** The team's e-mail template endpoints over one "invite" template, rendering previews as the server would in text. */
function fakeTemplates({ overridden = false, saveAnswer }: { overridden?: boolean; saveAnswer?: Response } = {}) {
  let template: EmailTemplate = emailTemplateSchema.parse({
    id: "invite",
    name: "Invitation",
    description: "Sent when an admin invites someone to the team.",
    overridden,
    updatedAt: overridden ? "2026-01-05T10:00:00.000Z" : null,
    ...SHIPPED,
    variables,
    hasDetails: false,
  });
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name) => variables.find((v) => v.name === name)?.sample ?? "");
  const render = ({ subject, blocks }: EmailTemplateBody) => {
    const lines = blocks.map((b) => ("text" in b ? fill(b.text) : b.type === "button" ? fill(b.label) : "---"));
    return renderedEmailSchema.parse({
      subject: fill(subject),
      html: `<p>${lines.join("</p><p>")}</p>`,
      text: lines.join("\n\n"),
    });
  };
  return fakeApi({
    "GET /api/email-templates": () => emailTemplateListSchema.parse({ templates: [template] }),
    "GET /api/email-templates/invite": () => template,
    "POST /api/email-templates/invite/preview": (request: FakeRequest) => render(request.body as EmailTemplateBody),
    "PUT /api/email-templates/invite": (request: FakeRequest) => {
      if (saveAnswer) return saveAnswer;
      template = {
        ...template,
        ...(request.body as EmailTemplateBody),
        overridden: true,
        updatedAt: new Date().toISOString(),
      };
      return template;
    },
    "DELETE /api/email-templates/invite": () => {
      template = { ...template, ...SHIPPED, overridden: false, updatedAt: null };
      return template;
    },
  });
}

const user = makeUser();
const renderBuilder = () => renderApp(<EmailBuilder scope="team" />, { user, route: "/email-builder" });
const previewText = () => screen.getByTestId("preview-text").textContent;

describe("the email builder", () => {
  it("adds, edits and reorders blocks, and the preview follows", async () => {
    const api = fakeTemplates();
    const { user: actor } = renderBuilder();
    await waitFor(() => expect(previewText()).toBe("Welcome to Acme\n\nAda Lovelace invited you."));
    expect(screen.getByTestId("preview-subject").textContent).toBe("Join Acme");

    const blocks = screen.getByRole("group", { name: "Blocks" });
    await actor.click(within(blocks).getByRole("button", { name: "Text" }));
    expect(within(blocks).getByText("3. Text")).toBeTruthy();
    const added = within(blocks).getAllByLabelText("Text")[1];
    await actor.clear(added);
    await actor.type(added, "See you on Monday");
    await actor.click(within(blocks).getByRole("button", { name: "Move block 3 up" }));
    await waitFor(() =>
      expect(previewText()).toBe("Welcome to Acme\n\nSee you on Monday\n\nAda Lovelace invited you."),
    );

    await actor.clear(screen.getByLabelText("Subject"));
    await actor.type(screen.getByLabelText("Subject"), "Come to {{{{teamName}}");
    await waitFor(() => expect(screen.getByTestId("preview-subject").textContent).toBe("Come to Acme"));

    await actor.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Template saved")).toBeTruthy();
    expect(api.sent("PUT /api/email-templates/invite").map((r) => r.body)).toEqual([
      {
        subject: "Come to {{teamName}}",
        blocks: [SHIPPED.blocks[0], { type: "text", text: "See you on Monday" }, SHIPPED.blocks[1]],
      },
    ]);
    expect(api.unhandled).toEqual([]);
  });

  it("edits one language's copy at a time: the language chosen is the one read and saved", async () => {
    const api = fakeTemplates();
    const { user: actor } = renderBuilder();
    await waitFor(() => expect(previewText()).toBe("Welcome to Acme\n\nAda Lovelace invited you."));
    const language = screen.getByLabelText<HTMLSelectElement>("Language");
    expect(language.value).toBe("en");
    expect([...language.options].map((o) => o.textContent)).toEqual(["English", "Deutsch", "Français", "Español"]);
    await actor.selectOptions(language, "de");
    await waitFor(() =>
      expect(api.sent("GET /api/email-templates/invite").map((r) => r.url.searchParams.get("language"))).toEqual([
        "en",
        "de",
      ]),
    );
    await actor.clear(await screen.findByLabelText("Subject"));
    await actor.type(screen.getByLabelText("Subject"), "Willkommen");
    await actor.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Template saved")).toBeTruthy();
    const [saved] = api.sent("PUT /api/email-templates/invite");
    expect([saved.url.searchParams.get("language"), (saved.body as EmailTemplateBody).subject]).toEqual([
      "de",
      "Willkommen",
    ]);
  });

  it("inserts a variable at the end of the field last edited", async () => {
    fakeTemplates();
    const { user: actor } = renderBuilder();
    const heading = await screen.findByLabelText("Heading text");
    await actor.click(heading);
    await actor.click(screen.getByRole("button", { name: "Insert {{inviterName}}" }));
    expect((heading as HTMLInputElement).value).toBe("Welcome to {{teamName}}{{inviterName}}");
    await waitFor(() => expect(previewText()).toBe("Welcome to AcmeAda Lovelace\n\nAda Lovelace invited you."));
  });

  it("asks before resetting to the default, and sends nothing on Cancel", async () => {
    const api = fakeTemplates({ overridden: true });
    const { user: actor } = renderBuilder();
    await actor.click(await screen.findByRole("button", { name: "Reset to default" }));
    const confirm = await screen.findByRole("dialog", { name: "Reset to default?" });
    expect(
      within(confirm).getByText("Your changes to this template are removed and the platform default is sent again."),
    ).toBeTruthy();
    await actor.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent("DELETE /api/email-templates/invite")).toEqual([]);

    await actor.click(screen.getByRole("button", { name: "Reset to default" }));
    await actor.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Reset" }));
    expect(await screen.findByText("Template reset to default")).toBeTruthy();
    expect(api.sent("DELETE /api/email-templates/invite")).toHaveLength(1);
    // Back on the default, there is nothing left to reset.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Reset to default" })).toHaveProperty("disabled", true),
    );
  });

  it("shows the server's refusal of a save above the editor", async () => {
    const message = "Unknown variable {{bossName}}: use one of teamName, inviterName";
    fakeTemplates({ saveAnswer: json(400, { code: "UNKNOWN_EMAIL_VARIABLES", message }) });
    const { user: actor } = renderBuilder();
    await actor.click(await screen.findByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });
});
