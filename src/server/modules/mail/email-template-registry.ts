/**
 * The templates the product ships (docs/product.md "Notifications and e-mail"): for each, its
 * variables (with what they hold and a sample for the builder's preview) and its default subject
 * and blocks, worded in each language by the e-mail catalogue (src/locales/<language>/email.json;
 * src/server/lib/messages.ts). A super admin's edited platform default and a team admin's override
 * of one language replace that language's subject and blocks; the variables stay.
 *
 * A variable marked `userText` holds text people typed (names, team and office names): it is put in
 * curly quotes when substituted, so whatever a name says reads as the quotation it is (templates.ts).
 */
import { type EmailMessageId, translate } from "#server/lib/messages.ts";
import { INVITE_TTL_DAYS } from "#shared/constants.ts";
import { dateStyle } from "#shared/date-formats.ts";
import { type Language, SOURCE_LANGUAGE } from "#shared/i18n.ts";
import type { EmailBlock, EmailTemplateId, EmailVariable } from "#shared/schemas/email-template.ts";
import { formatBookingRange, formatInZone, formatTimeInZone } from "#shared/time.ts";

export interface TemplateVariable extends EmailVariable {
  userText?: boolean;
}

export interface TemplateDefinition {
  id: EmailTemplateId;
  /** The language its texts (and the e-mail's `lang`) are in. */
  language: Language;
  name: string;
  description: string;
  variables: TemplateVariable[];
  /** The rows of the "booking details" block: a label and the variable shown; none when the block does not apply. */
  details: { label: string; variable: string }[];
  subject: string;
  blocks: EmailBlock[];
}

/** A variable as declared: its name, the message describing it, whether it is user text. */
interface VariableSpec {
  name: string;
  description: EmailMessageId;
  userText?: boolean;
}

/** A block as declared: catalogue messages whose ICU arguments are the template's variables. */
type BlockSpec =
  | { type: "heading" | "text"; text: EmailMessageId }
  | { type: "button"; label: EmailMessageId; url: string }
  | { type: "details" };

interface TemplateSpec {
  variables: VariableSpec[];
  details: { label: EmailMessageId; variable: string }[];
  subject: EmailMessageId;
  /** Blocks; `message` is the {{message}} text block of the notification e-mails. */
  blocks: (BlockSpec | "message")[];
}

const product: VariableSpec = { name: "productName", description: "email.variable.productName" };
const recipient: VariableSpec = { name: "recipientName", description: "email.variable.recipientName", userText: true };
const link = (description: EmailMessageId): VariableSpec => ({ name: "link", description });
const open: BlockSpec = { type: "button", label: "email.open", url: "{{link}}" };

/** The variables every booking e-mail has. */
const bookingVariables: VariableSpec[] = [
  recipient,
  { name: "message", description: "email.variable.message.booking" },
  { name: "actorName", description: "email.variable.actorName", userText: true },
  { name: "officeName", description: "email.variable.officeName", userText: true },
  { name: "bookingTime", description: "email.variable.bookingTime" },
  { name: "startTime", description: "email.variable.startTime" },
  product,
  link("email.variable.link.booking"),
];

function bookingTemplate(subject: EmailMessageId): TemplateSpec {
  return {
    variables: bookingVariables,
    details: [
      { label: "email.details.office", variable: "officeName" },
      { label: "email.details.when", variable: "bookingTime" },
    ],
    subject,
    blocks: ["message", { type: "details" }, open],
  };
}

const SPECS: Record<EmailTemplateId, TemplateSpec> = {
  invite: {
    variables: [
      { name: "teamName", description: "email.variable.teamName", userText: true },
      { name: "inviterName", description: "email.variable.inviterName", userText: true },
      product,
      { name: "code", description: "email.variable.code" },
      link("email.variable.link.invite"),
      { name: "expiresInDays", description: "email.variable.expiresInDays" },
    ],
    details: [],
    subject: "email.invite.subject",
    blocks: [
      { type: "text", text: "email.invite.text" },
      { type: "button", label: "email.invite.button", url: "{{link}}" },
      { type: "text", text: "email.invite.code" },
      { type: "text", text: "email.invite.expiry" },
    ],
  },
  welcome: {
    variables: [
      recipient,
      { name: "teamName", description: "email.variable.teamName", userText: true },
      product,
      link("email.variable.link.welcome"),
    ],
    details: [],
    subject: "email.welcome.subject",
    blocks: [{ type: "heading", text: "email.welcome.heading" }, { type: "text", text: "email.welcome.text" }, open],
  },
  booking_confirmed: bookingTemplate("email.subject.booking_confirmed"),
  booking_changed: bookingTemplate("email.subject.booking_changed"),
  booking_cancelled: bookingTemplate("email.subject.booking_cancelled"),
  booking_reminder: bookingTemplate("email.subject.booking_reminder"),
  booking_released: bookingTemplate("email.subject.booking_released"),
  trial_ending: {
    variables: [
      recipient,
      { name: "message", description: "email.variable.message.trial" },
      { name: "daysLeft", description: "email.variable.daysLeft" },
      { name: "trialEndsAt", description: "email.variable.trialEndsAt" },
      product,
      link("email.variable.link.trial"),
    ],
    details: [],
    subject: "email.subject.trial_ending",
    blocks: ["message", open],
  },
};

/** The instants and zone the samples describe: a booking on Tuesday 1 December, 09:00-10:00. */
const SAMPLE_BOOKING = { start: "2026-12-01T09:00:00Z", end: "2026-12-01T10:00:00Z", zone: "UTC" };
const SAMPLE_TRIAL_END = "2026-11-26T12:00:00Z";
const SAMPLE_NAMES: Record<string, string> = {
  recipientName: "Grace Hopper",
  actorName: "Ada Lovelace",
  officeName: "Focus Room",
  teamName: "Acme",
  inviterName: "Ada Lovelace",
  productName: "Officely",
  code: "ABCDEFGHJK",
};
const SAMPLE_LINKS: Record<EmailTemplateId, string> = {
  invite: "https://officely.example/auth?invite=ABCDEFGHJK",
  welcome: "https://officely.example/dashboard",
  booking_confirmed: "https://officely.example/day?date=2026-12-01",
  booking_changed: "https://officely.example/day?date=2026-12-01",
  booking_cancelled: "https://officely.example/day?date=2026-12-01",
  booking_reminder: "https://officely.example/day?date=2026-12-01",
  booking_released: "https://officely.example/day?date=2026-12-01",
  trial_ending: "https://officely.example/team",
};

/** The sample of each variable of `id` in `language`: the values a real e-mail of that language has. */
function samplesOf(id: EmailTemplateId, language: Language): Record<string, string> {
  const style = dateStyle(language);
  const { start, end, zone } = SAMPLE_BOOKING;
  const bookingTime = formatBookingRange(start, end, zone, style);
  const startTime = formatTimeInZone(start, zone);
  const trialEndsAt = formatInZone(SAMPLE_TRIAL_END, zone, "EEE d MMM, HH:mm", style);
  const message =
    id === "trial_ending"
      ? translate(language, "email.message.trialEnding", { daysLeft: 3, endsAt: trialEndsAt })
      : id.startsWith("booking_")
        ? translate(language, `email.message.${id}` as EmailMessageId, {
            actor: "“Ada Lovelace”",
            office: "“Focus Room”",
            range: bookingTime,
            time: startTime,
          })
        : "";
  return {
    ...SAMPLE_NAMES,
    message,
    bookingTime,
    startTime,
    trialEndsAt,
    daysLeft: "3",
    expiresInDays: String(INVITE_TTL_DAYS),
    link: SAMPLE_LINKS[id],
  };
}

/** `id`'s message in `language` with each variable written as its {{variable}}, as templates hold them. */
function templateText(language: Language, id: EmailMessageId, variables: VariableSpec[]): string {
  return translate(language, id, Object.fromEntries(variables.map((v) => [v.name, `{{${v.name}}}`])));
}

/** The shipped definition of `id` in `language` (English unless said): its texts from the e-mail catalogue. */
export function templateDefinition(id: EmailTemplateId, language: Language = SOURCE_LANGUAGE): TemplateDefinition {
  const spec = SPECS[id];
  const samples = samplesOf(id, language);
  const text = (message: EmailMessageId) => templateText(language, message, spec.variables);
  return {
    id,
    language,
    name: translate(language, `email.template.${id}.name` as EmailMessageId),
    description: translate(language, `email.template.${id}.description` as EmailMessageId),
    variables: spec.variables.map(({ name, description, userText }) => ({
      name,
      description: translate(language, description),
      sample: samples[name] ?? "",
      ...(userText ? { userText } : {}),
    })),
    details: spec.details.map((row) => ({ label: translate(language, row.label), variable: row.variable })),
    subject: text(spec.subject),
    blocks: spec.blocks.map((block): EmailBlock => {
      if (block === "message") return { type: "text", text: "{{message}}" };
      if (block.type === "details") return { type: "details" };
      if (block.type === "button") return { type: "button", label: text(block.label), url: block.url };
      return { type: block.type, text: text(block.text) };
    }),
  };
}

/** The sample value of each variable of `definition`, for previews and test sends. */
export function sampleValues(definition: TemplateDefinition): Record<string, string> {
  return Object.fromEntries(definition.variables.map((v) => [v.name, v.sample]));
}
