/**
 * E-mail templates contract (docs/product.md "Notifications and e-mail"): the templates,
 * their blocks and {{variables}}, and the builder's calls. Shared by server and web. A team admin
 * overrides the team's copy; a super admin edits the platform default every team starts from.
 */
import { z } from "zod";
import { LANGUAGES, SOURCE_LANGUAGE } from "#shared/i18n.ts";

/** Every e-mail the product sends from a template. */
export const EMAIL_TEMPLATE_IDS = [
  "invite",
  "welcome",
  "booking_confirmed",
  "booking_changed",
  "booking_cancelled",
  "booking_reminder",
  "booking_released",
  "trial_ending",
] as const;
export type EmailTemplateId = (typeof EMAIL_TEMPLATE_IDS)[number];

/** Size limits: a subject fits one line of a mail client; a template stays a short e-mail. */
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BLOCK_TEXT_MAX = 2000;
export const EMAIL_BLOCKS_MAX = 30;

/** `{{ name }}`: a variable; names are letters and digits, starting with a letter. */
export const EMAIL_VARIABLE_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The variable names `text` uses, each once, in order of first use. */
export function variablesIn(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(EMAIL_VARIABLE_PATTERN)) names.add(match[1]);
  return [...names];
}

const text = (field: string, max: number) =>
  z.string({ error: `${field} must be text` }).max(max, { error: `${field} must be at most ${max} characters` });

export const emailBlockSchema = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("heading"), text: text("A heading", 200).min(1, "A heading cannot be empty") }),
    z.strictObject({
      type: z.literal("text"),
      text: text("A text block", EMAIL_BLOCK_TEXT_MAX).min(1, "A text block cannot be empty"),
    }),
    z.strictObject({
      type: z.literal("button"),
      label: text("A button's label", 100).min(1, "A button needs a label"),
      url: text("A button's link", 2000).min(1, "A button needs a link"),
    }),
    z.strictObject({ type: z.literal("details") }),
    z.strictObject({ type: z.literal("divider") }),
  ],
  { error: "Each block must be a heading, text, button, details or divider block" },
);
export type EmailBlock = z.infer<typeof emailBlockSchema>;
export type EmailBlockType = EmailBlock["type"];

/** What the builder saves, previews and test-sends: the subject and the blocks. */
export const emailTemplateBodySchema = z.strictObject({
  subject: text("The subject", EMAIL_SUBJECT_MAX).refine((s) => s.trim().length > 0, {
    error: "The subject cannot be empty",
  }),
  blocks: z
    .array(emailBlockSchema, { error: "blocks must be a list" })
    .min(1, { error: "A template needs at least one block" })
    .max(EMAIL_BLOCKS_MAX, { error: `A template has at most ${EMAIL_BLOCKS_MAX} blocks` }),
});
export type EmailTemplateBody = z.infer<typeof emailTemplateBodySchema>;

export const emailTemplateParamsSchema = z.object({
  templateId: z.enum(EMAIL_TEMPLATE_IDS, { error: "Unknown e-mail template" }),
});

/** Which language's copy a builder call reads or writes; English when not said. */
export const emailTemplateQuerySchema = z.object({
  language: z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(", ")}` }).default(SOURCE_LANGUAGE),
});

export const emailVariableSchema = z.object({
  name: z.string(),
  description: z.string(),
  sample: z.string(),
});
export type EmailVariable = z.infer<typeof emailVariableSchema>;

/** One template in the list. `overridden`: this scope (the team, or the platform) has its own copy. */
export const emailTemplateSummarySchema = z.object({
  id: z.enum(EMAIL_TEMPLATE_IDS),
  name: z.string(),
  description: z.string(),
  overridden: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

export const emailTemplateListSchema = z.object({ templates: z.array(emailTemplateSummarySchema) });
export type EmailTemplateList = z.infer<typeof emailTemplateListSchema>;

/** One template as this scope sends it, with its variables and whether the booking details block applies. */
export const emailTemplateSchema = emailTemplateSummarySchema.extend({
  subject: z.string(),
  blocks: z.array(emailBlockSchema),
  variables: z.array(emailVariableSchema),
  hasDetails: z.boolean(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** A rendered e-mail: the subject line, the HTML part and the plain-text part. */
export const renderedEmailSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type RenderedEmailPreview = z.infer<typeof renderedEmailSchema>;

/** "Send test to me": where it went (the caller's own address). */
export const emailTestSentSchema = z.object({ to: z.string() });
