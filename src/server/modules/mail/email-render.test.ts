import { describe, expect, it } from "vitest";
import { EMAIL_TEMPLATE_IDS } from "#shared/schemas/email-template.ts";
import { renderEmail } from "./email-render.ts";
import { sampleValues, templateDefinition } from "./email-template-registry.ts";

describe("e-mail HTML", () => {
  // Outlook and several webmail clients drop a table's padding (the card's text would touch its
  // edges), and on a narrow phone a 100 % wide table plus padding is wider than the screen.
  it.each(EMAIL_TEMPLATE_IDS.map((id) => [id, templateDefinition(id)] as const))(
    "%s pads its card on a cell, never on a table",
    async (_id, t) => {
      const { html } = await renderEmail(t, { subject: t.subject, blocks: t.blocks }, sampleValues(t));
      const tableStyles = [...html.matchAll(/<table[^>]*style="([^"]*)"/g)].map((m) => m[1]);
      expect(tableStyles.filter((style) => /(^|;)padding/.test(style))).toEqual([]);
      expect(html).toMatch(/<td style="padding:24px 32px">/);
    },
  );
});
