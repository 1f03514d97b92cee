/**
 * Renders a template's subject and blocks with variable values into an e-mail:
 * HTML through React Email (table layout and inline styles that common mail clients show alike) and
 * a plain-text part built from the same blocks. The safety guarantees of templates.ts hold: every
 * value is put on one line, user text is quoted, HTML is escaped (React escapes every text child and
 * attribute), and a button's link is used only when it is an http(s) or mailto address.
 */
import { Body, Button, Container, Head, Heading, Hr, Html, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { type CSSProperties, createElement as h, type ReactElement, type ReactNode } from "react";
import { EMAIL_VARIABLE_PATTERN, type EmailBlock, type EmailTemplateBody } from "#shared/schemas/email-template.ts";
import type { TemplateDefinition } from "./email-template-registry.ts";
import { oneLine, quoted, type RenderedEmail } from "./templates.ts";

/** `text` with each {{variable}} replaced by its value (one line; quoted when it is user text); unknown ones by "". */
export function substitute(text: string, definition: TemplateDefinition, values: Record<string, string>): string {
  return text.replace(EMAIL_VARIABLE_PATTERN, (_match, name: string) => {
    const variable = definition.variables.find((v) => v.name === name);
    const value = values[name];
    if (!variable || value === undefined) return "";
    return variable.userText ? quoted(value) : oneLine(value);
  });
}

/** A link a mail client may follow: http(s) or mailto; anything else (javascript:, data:) is not a link. */
function safeHref(url: string): string | null {
  const trimmed = url.trim();
  return /^(https?:\/\/|mailto:)/i.test(trimmed) ? trimmed : null;
}

/** A block as the renderer needs it: variables substituted; a button keeps only a safe link. */
type ResolvedBlock =
  | { type: "heading" | "text"; text: string }
  | { type: "button"; label: string; href: string | null }
  | { type: "details"; rows: { label: string; value: string }[] }
  | { type: "divider" };

function resolveBlocks(
  body: EmailTemplateBody,
  definition: TemplateDefinition,
  values: Record<string, string>,
): ResolvedBlock[] {
  const sub = (text: string) => substitute(text, definition, values);
  return body.blocks.map((block) => resolveBlock(block, definition, sub));
}

function resolveBlock(block: EmailBlock, definition: TemplateDefinition, sub: (text: string) => string): ResolvedBlock {
  switch (block.type) {
    case "heading":
      return { type: "heading", text: sub(block.text) };
    case "text":
      // A text block keeps its author's line breaks; values never add any (substitute is one line).
      return { type: "text", text: block.text.split("\n").map(sub).join("\n") };
    case "button":
      return { type: "button", label: sub(block.label), href: safeHref(sub(block.url)) };
    case "details":
      return {
        type: "details",
        rows: definition.details
          .map((row) => ({ label: row.label, value: sub(`{{${row.variable}}}`) }))
          .filter((row) => row.value !== ""),
      };
    case "divider":
      return { type: "divider" };
  }
}

const styles: Record<string, CSSProperties> = {
  body: { backgroundColor: "#f4f4f5", fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" },
  container: { backgroundColor: "#ffffff", borderRadius: "8px", margin: "24px auto" },
  card: { padding: "24px 32px" },
  heading: { color: "#18181b", fontSize: "22px", lineHeight: "30px", margin: "0 0 16px" },
  text: { color: "#27272a", fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" },
  button: {
    backgroundColor: "#4f46e5",
    borderRadius: "6px",
    color: "#ffffff",
    fontSize: "15px",
    fontWeight: 600,
    padding: "10px 18px",
    textDecoration: "none",
  },
  details: { backgroundColor: "#f4f4f5", borderRadius: "6px", margin: "0 0 16px" },
  detailsCell: { padding: "12px 16px" },
  detailRow: { fontSize: "14px", lineHeight: "22px", margin: "0" },
  detailLabel: { color: "#52525b", display: "inline-block", width: "72px" },
  detailValue: { color: "#18181b", fontWeight: 600 },
  divider: { borderColor: "#e4e4e7", margin: "16px 0" },
};

function blockElement(block: ResolvedBlock, key: number): ReactElement {
  switch (block.type) {
    case "heading":
      return h(Heading, { key, as: "h1", style: styles.heading }, block.text);
    case "text": {
      const lines: ReactNode[] = block.text
        .split("\n")
        .flatMap((line, i) => (i === 0 ? [line] : [h("br", { key: i }), line]));
      return h(Text, { key, style: styles.text }, ...lines);
    }
    case "button":
      return block.href
        ? h(
            Section,
            { key, style: { margin: "8px 0 24px" } },
            h(Button, { href: block.href, style: styles.button }, block.label),
          )
        : h(Text, { key, style: styles.text }, block.label);
    case "details":
      return paddedBox(
        key,
        styles.details,
        styles.detailsCell,
        block.rows.map((row, i) =>
          h(
            Text,
            { key: i, style: styles.detailRow },
            h("span", { style: styles.detailLabel }, row.label),
            h("span", { style: styles.detailValue }, row.value),
          ),
        ),
      );
    case "divider":
      return h(Hr, { key, style: styles.divider });
  }
}

/**
 * A full-width box whose padding sits on its one table cell: Outlook and some webmail ignore a
 * table's padding, and on a narrow phone a 100 % wide table plus padding is wider than the screen.
 */
function paddedBox(
  key: number | undefined,
  boxStyle: CSSProperties,
  cellStyle: CSSProperties,
  children: ReactElement[],
): ReactElement {
  const table = {
    key,
    width: "100%",
    border: 0,
    cellPadding: 0,
    cellSpacing: 0,
    role: "presentation",
    style: boxStyle,
  };
  return h("table", table, h("tbody", null, h("tr", null, h("td", { style: cellStyle }, ...children))));
}

function plainText(blocks: ResolvedBlock[]): string {
  return blocks
    .map(blockText)
    .filter((part) => part !== "")
    .join("\n\n");
}

function blockText(block: ResolvedBlock): string {
  switch (block.type) {
    case "heading":
    case "text":
      return block.text;
    case "button":
      return block.href ? `${block.label}: ${block.href}` : block.label;
    case "details":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
    case "divider":
      return "---";
  }
}

/**
 * Renders `body` (a template's subject and blocks) with `values`: the subject on one line, the HTML
 * part and the plain-text part. Variables the definition does not know render as nothing (saves
 * refuse them; see email-templates.service.ts).
 */
export async function renderEmail(
  definition: TemplateDefinition,
  body: EmailTemplateBody,
  values: Record<string, string>,
): Promise<RenderedEmail> {
  const blocks = resolveBlocks(body, definition, values);
  const subject = oneLine(substitute(body.subject, definition, values));
  const html = await render(
    h(
      Html,
      { lang: definition.language },
      h(Head, null, h("title", null, subject)),
      h(
        Body,
        { style: styles.body },
        h(Container, { style: styles.container }, paddedBox(undefined, {}, styles.card, blocks.map(blockElement))),
      ),
    ),
  );
  return { subject, html, text: plainText(blocks), language: definition.language };
}
