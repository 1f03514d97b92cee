/**
 * What each kind of notification says (docs/product.md "Notifications and e-mail"): one sentence in
 * the recipient's language, times in the team's zone. Names and office names are user text: `name` formats them for where the
 * sentence goes (as they are in the app, which renders text; quoted in e-mail, so injected text
 * reads as a quotation).
 */
import { type EmailMessageId, translate, translateText, translator } from "#server/lib/messages.ts";
import { dateStyle } from "#shared/date-formats.ts";
import type { ErrorText } from "#shared/error-text.ts";
import type { Language } from "#shared/i18n.ts";
import { seriesWords } from "#shared/rule-words.ts";
import type { NotificationKind } from "#shared/schemas/notification.ts";
import { formatBookingRange, formatInZone, formatTimeInZone, localDate } from "#shared/time.ts";

/** The parts of a presented booking (events' before/after) a message needs. */
export interface BookingFacts {
  id: string;
  userId: string;
  officeName: string;
  startISO: string;
  endISO: string;
}

export interface MessageInput {
  kind: NotificationKind;
  /** Who did it (the actor's name), when someone did. */
  actorName?: string;
  booking?: BookingFacts;
  /** The new member's name (invitation accepted). */
  memberName?: string;
  /** The new role (role changed). */
  role?: string;
  /** A series' result (booking confirmed for a series, series skipped). */
  series?: SeriesFacts;
  /** The trial's end and the whole days left, rounded up (trial ending). */
  trial?: { endsAt: string; daysLeft: number };
  /** The endpoint turned off (webhook disabled). */
  webhook?: { url: string };
  zone: string;
}

/** What a series notification says about the series: its office, its rule, what was placed and skipped. */
export interface SeriesFacts {
  officeName: string;
  /** "Every Tuesday, 09:00–10:00" in English, or null when the change did not carry it (an extension). */
  summary: string | null;
  /** The rule as the series has it, worded in the reader's language (src/shared/rule-words.ts); else `summary`. */
  rule?: { rrule: string; startDate: string; startTime: string; endTime: string };
  createdCount: number;
  /**
   * The skipped dates' sentences ("Tue 1 Dec — Focus Room booked 09:00–10:00 by Ada") in English, each
   * with its text where the change recorded one (series/place-dates.ts `SkipRecord`).
   */
  skipped: { message: string; text?: ErrorText }[];
}

/** The roles a role change can name, as the e-mail catalogue words them. */
const ROLE_MESSAGES: Record<string, EmailMessageId> = {
  member: "email.role.member",
  team_manager: "email.role.team_manager",
  team_admin: "email.role.team_admin",
  admin: "email.role.team_admin",
};

type Format = (value: string) => string;

/**
 * The notification's sentence in `language` (the e-mail catalogue's "email.message.*"), user text
 * formatted by `name`, dates and a series' rule as `language` writes them, and a series' skipped
 * dates' sentences in `language` where the change recorded their text.
 */
export function notificationMessage(input: MessageInput, name: Format, language: Language): string {
  const say = (id: EmailMessageId, values: Record<string, string | number> = {}) => translate(language, id, values);
  const actor = name(input.actorName ?? say("email.someone"));
  const b = input.booking;
  const style = dateStyle(language);
  const office = b ? name(b.officeName) : "";
  const range = b ? formatBookingRange(b.startISO, b.endISO, input.zone, style) : "";
  const series = input.series;
  const skipped = (series?.skipped ?? []).map((skip) =>
    skip.text ? translateText(language, skip.text) : skip.message,
  );
  switch (input.kind) {
    case "booking_confirmed":
    case "booking_changed":
      if (series) {
        const words = series.rule
          ? seriesWords(translator(language), style, { ...series.rule, summary: series.summary ?? "" })
          : series.summary;
        const rule = { hasRule: words ? "yes" : "no", rule: words ?? "" };
        if (input.kind === "booking_confirmed") {
          return say("email.message.seriesConfirmed", {
            actor,
            office: name(series.officeName),
            ...rule,
            created: series.createdCount,
            skipped: series.skipped.length,
          });
        }
        return say("email.message.seriesChanged", {
          actor,
          office: name(series.officeName),
          ...rule,
          moved: series.createdCount,
          hasKept: series.skipped.length > 0 ? "yes" : "no",
          kept: skipped.join("; "),
        });
      }
      return say(`email.message.${input.kind}`, { actor, office, range });
    case "booking_cancelled":
      return say("email.message.booking_cancelled", { actor, office, range });
    case "booking_released":
      return say("email.message.booking_released", { office, range });
    case "booking_reminder":
      return say("email.message.booking_reminder", {
        office,
        range,
        time: b ? formatTimeInZone(b.startISO, input.zone) : "",
      });
    case "series_skipped":
      if (!series) return say("email.message.seriesSkipped.unknown");
      return say("email.message.seriesSkipped", {
        count: series.skipped.length,
        office: name(series.officeName),
        dates: skipped.join("; "),
      });
    case "trial_ending":
      if (!input.trial) return say("email.message.trialEnding.unknown");
      return say("email.message.trialEnding", {
        daysLeft: input.trial.daysLeft,
        endsAt: formatInZone(input.trial.endsAt, input.zone, "EEE d MMM, HH:mm", style),
      });
    case "webhook_disabled":
      return say("email.message.webhook_disabled", { url: name(input.webhook?.url ?? "") });
    case "invitation_accepted":
      return say("email.message.invitation_accepted", { member: name(input.memberName ?? say("email.someone")) });
    case "role_changed": {
      const role = ROLE_MESSAGES[input.role ?? ""];
      return say("email.message.role_changed", { actor, role: role ? say(role) : (input.role ?? "") });
    }
    default:
      return say("email.message.other");
  }
}

/** The e-mail subject of each kind in `language`, naming the product. */
export function emailSubject(kind: NotificationKind, productName: string, language: Language): string {
  return translate(language, `email.subject.${kind}`, { productName });
}

/** Where a notification leads in the app: the booking's day, or the team page. */
export function notificationLink(input: MessageInput): string | null {
  if (input.booking) return `/day?date=${localDate(input.booking.startISO, input.zone)}`;
  if (input.kind === "invitation_accepted") return "/team/manage";
  if (input.series) return "/recurring";
  if (input.kind === "trial_ending") return "/team";
  if (input.kind === "webhook_disabled") return "/settings?tab=team";
  return null;
}
