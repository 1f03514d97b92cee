/**
 * The templates the product ships (docs/product.md "Notifications and e-mail"): for each, its
 * variables (with what they hold and a sample for the builder's preview) and its default subject
 * and blocks. A super admin's edited platform default and a team admin's override replace the
 * subject and blocks; the variables stay.
 *
 * A variable marked `userText` holds text people typed (names, team and office names): it is put in
 * curly quotes when substituted, so whatever a name says reads as the quotation it is (templates.ts).
 */
import { INVITE_TTL_DAYS } from "#shared/constants.ts";
import type { EmailBlock, EmailTemplateId, EmailVariable } from "#shared/schemas/email-template.ts";

export interface TemplateVariable extends EmailVariable {
  userText?: boolean;
}

export interface TemplateDefinition {
  id: EmailTemplateId;
  name: string;
  description: string;
  variables: TemplateVariable[];
  /** The rows of the "booking details" block: a label and the variable shown; none when the block does not apply. */
  details: { label: string; variable: string }[];
  subject: string;
  blocks: EmailBlock[];
}

const product: TemplateVariable = { name: "productName", description: "The product's name", sample: "Officely" };
const link = (description: string, sample: string): TemplateVariable => ({ name: "link", description, sample });
const recipient: TemplateVariable = {
  name: "recipientName",
  description: "The recipient's name",
  sample: "Grace Hopper",
  userText: true,
};

/** The variables every booking e-mail has. */
const bookingVariables: TemplateVariable[] = [
  recipient,
  {
    name: "message",
    description: "What happened, in one sentence (names already quoted)",
    sample: "“Ada Lovelace” booked “Focus Room” for you: Tue 1 Dec, 09:00–10:00.",
  },
  { name: "actorName", description: "Who did it", sample: "Ada Lovelace", userText: true },
  { name: "officeName", description: "The office", sample: "Focus Room", userText: true },
  { name: "bookingTime", description: "When, in the team's time zone", sample: "Tue 1 Dec, 09:00–10:00" },
  { name: "startTime", description: "The start time", sample: "09:00" },
  product,
  link("The booking's day in the app", "https://officely.example/day?date=2026-12-01"),
];
const bookingDetails = [
  { label: "Office", variable: "officeName" },
  { label: "When", variable: "bookingTime" },
];

function bookingTemplate(
  id: EmailTemplateId,
  name: string,
  description: string,
  subject: string,
  message: string,
): TemplateDefinition {
  return {
    id,
    name,
    description,
    variables: bookingVariables.map((v) => (v.name === "message" ? { ...v, sample: message } : v)),
    details: bookingDetails,
    subject: `${subject} ({{productName}})`,
    blocks: [
      { type: "text", text: "{{message}}" },
      { type: "details" },
      { type: "button", label: "Open {{productName}}", url: "{{link}}" },
    ],
  };
}

export const TEMPLATES: readonly TemplateDefinition[] = [
  {
    id: "invite",
    name: "Invitation",
    description: "Sent when an admin invites someone to the team.",
    variables: [
      { name: "teamName", description: "The team's name", sample: "Acme", userText: true },
      { name: "inviterName", description: "Who sent the invitation", sample: "Ada Lovelace", userText: true },
      product,
      { name: "code", description: "The invitation code", sample: "ABCDEFGHJK" },
      link("The one-time link to join", "https://officely.example/auth?invite=ABCDEFGHJK"),
      { name: "expiresInDays", description: "Days until it expires", sample: String(INVITE_TTL_DAYS) },
    ],
    details: [],
    subject: "You're invited to join {{teamName}} on {{productName}}",
    blocks: [
      { type: "text", text: "{{inviterName}} invited you to join {{teamName}} on {{productName}}." },
      { type: "button", label: "Join {{teamName}}", url: "{{link}}" },
      { type: "text", text: "Or enter the invitation code {{code}} on the Join Existing Team form." },
      { type: "text", text: "The invitation expires in {{expiresInDays}} days and can be used once." },
    ],
  },
  {
    id: "welcome",
    name: "Welcome",
    description: "Sent to whoever creates a team or joins one.",
    variables: [
      recipient,
      { name: "teamName", description: "The team's name", sample: "Acme", userText: true },
      product,
      link("The app", "https://officely.example/dashboard"),
    ],
    details: [],
    subject: "Welcome to {{productName}}",
    blocks: [
      { type: "heading", text: "Welcome to {{teamName}}" },
      { type: "text", text: "Hello {{recipientName}}, your account on {{productName}} is ready." },
      { type: "button", label: "Open {{productName}}", url: "{{link}}" },
    ],
  },
  bookingTemplate(
    "booking_confirmed",
    "Booking confirmation",
    "Sent when someone else books for a member.",
    "A booking was made for you",
    "“Ada Lovelace” booked “Focus Room” for you: Tue 1 Dec, 09:00–10:00.",
  ),
  bookingTemplate(
    "booking_changed",
    "Booking changed",
    "Sent when someone else changes a member's booking.",
    "Your booking was changed",
    "“Ada Lovelace” changed your booking of “Focus Room”: now Tue 1 Dec, 09:00–10:00.",
  ),
  bookingTemplate(
    "booking_cancelled",
    "Booking cancelled",
    "Sent when someone else cancels a member's booking.",
    "Your booking was cancelled",
    "“Ada Lovelace” cancelled your booking of “Focus Room”: Tue 1 Dec, 09:00–10:00.",
  ),
  bookingTemplate(
    "booking_reminder",
    "Booking reminder",
    "Sent before a booking starts, at the member's chosen lead time.",
    "Your booking starts soon",
    "Reminder: your booking of “Focus Room” starts at 09:00 (Tue 1 Dec, 09:00–10:00).",
  ),
  bookingTemplate(
    "booking_released",
    "Booking released",
    "Sent when a booking is released because nobody checked in.",
    "Your booking was released",
    "Your booking of “Focus Room” (Tue 1 Dec, 09:00–10:00) was released because nobody checked in.",
  ),
  {
    id: "trial_ending",
    name: "Trial ending",
    description: "Sent to the team's admins before the free trial ends.",
    variables: [
      recipient,
      {
        name: "message",
        description: "When the trial ends and what happens then",
        sample:
          "The team's free trial ends in 3 days (Thu 26 Nov, 12:00). After that, new bookings are refused until a super admin extends the trial or activates the team.",
      },
      { name: "daysLeft", description: "Whole days left", sample: "3" },
      { name: "trialEndsAt", description: "When it ends, in the team's time zone", sample: "Thu 26 Nov, 12:00" },
      product,
      link("The team page", "https://officely.example/team"),
    ],
    details: [],
    subject: "Your trial is ending ({{productName}})",
    blocks: [
      { type: "text", text: "{{message}}" },
      { type: "button", label: "Open {{productName}}", url: "{{link}}" },
    ],
  },
];

const BY_ID = new Map(TEMPLATES.map((t) => [t.id, t]));

/** The shipped definition of `id`. */
export function templateDefinition(id: EmailTemplateId): TemplateDefinition {
  const definition = BY_ID.get(id);
  if (!definition) throw new Error(`No e-mail template ${id}`);
  return definition;
}

/** The sample value of each variable of `definition`, for previews and test sends. */
export function sampleValues(definition: TemplateDefinition): Record<string, string> {
  return Object.fromEntries(definition.variables.map((v) => [v.name, v.sample]));
}
