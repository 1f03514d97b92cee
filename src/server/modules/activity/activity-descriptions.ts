/**
 * One audit row as a line a person reads on the home page ("Ada booked Focus Room for Tue
 * 09:00–10:00"), times in the team's zone. Reads the before/after the services recorded (the API's
 * presentation of the subject); an action without its own wording still reads as a sentence
 * ("Ada created a series"), so other modules' new actions appear without a change here.
 */
import { formatInZone, formatTimeInZone } from "#shared/time.ts";
import type { ActivityRow } from "./activity.repository.ts";

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields => (typeof value === "object" && value !== null ? (value as Fields) : {});
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** "Tue 09:00–10:00" of a booking's instants in `zone`, or null when they are missing. */
function slotOf(booking: Fields, zone: string): string | null {
  const start = text(booking.startISO);
  const end = text(booking.endISO);
  if (!start || !end) return null;
  return `${formatInZone(start, zone, "EEE")} ${formatTimeInZone(start, zone)}–${formatTimeInZone(end, zone)}`;
}

const ROLE_NAMES: Record<string, string> = {
  member: "member",
  team_manager: "team manager",
  team_admin: "team admin",
  admin: "admin",
  super_admin: "super admin",
};

function describeBooking(verb: string, actor: string, row: ActivityRow, zone: string): string {
  const booking = { ...fieldsOf(row.before), ...fieldsOf(row.after) };
  const office = text(booking.officeName) ?? "an office";
  const slot = slotOf(booking, zone);
  const forWhom = text(booking.userName);
  const onBehalf = forWhom && forWhom !== row.actorName ? ` for ${forWhom}` : "";
  const when = slot ? ` for ${slot}` : "";
  switch (verb) {
    case "created":
      return `${actor} booked ${office}${onBehalf}${when}`;
    case "cancelled":
      return `${actor} cancelled a booking of ${office}${when}`;
    case "updated":
      return `${actor} changed a booking of ${office}${slot ? ` to ${slot}` : ""}`;
    case "checked_in":
      return `${actor} checked in to ${office}${when}`;
    case "released":
      return `A booking of ${office}${when} was released`;
    default:
      return `${actor} ${verb.replaceAll("_", " ")} a booking of ${office}`;
  }
}

/** The sentence for one row; `zone` is the team's IANA zone. */
export function describeActivity(row: ActivityRow, zone: string): string {
  const actor = row.actorName ?? "Someone";
  const [subject, verb = "changed"] = row.action.split(".");
  const after = fieldsOf(row.after);
  const before = fieldsOf(row.before);
  if (subject === "booking") return describeBooking(verb, actor, row, zone);
  const name = text(after.name) ?? text(before.name);
  switch (row.action) {
    case "office.created":
      return `${actor} added the office ${name ?? ""}`.trim();
    case "team.created":
      return `${actor} created the team`;
    case "team.settings_changed":
      return `${actor} changed the team's booking rules`;
    case "team.theme_changed":
      return `${actor} changed the team's brand theme`;
    case "member.joined":
      return `${actor} joined the team`;
    case "member.removed":
      return `${actor} removed ${name ?? "a member"} from the team`;
    case "member.role_changed":
      return `${actor} made ${name ?? "a member"} ${ROLE_NAMES[String(after.role)] ?? "a member"}`;
    case "invitation.created":
      return `${actor} invited a new member`;
    case "invitation.resent":
      return `${actor} resent an invitation`;
    case "invitation.revoked":
      return `${actor} revoked an invitation`;
    case "office.desk_released":
    case "office.desk_reclaimed": {
      const desk = { ...before, ...after };
      const office = text(desk.officeName) ?? "a desk";
      const date = text(desk.date);
      const day = date ? ` for ${formatInZone(`${date}T12:00:00Z`, "UTC", "EEE d MMM")}` : "";
      return row.action === "office.desk_released"
        ? `${actor} released ${office}${day}`
        : `${actor} took back ${office}${day}`;
    }
  }
  if (subject === "office") return `${actor} ${verb.replaceAll("_", " ")} the office ${name ?? ""}`.trim();
  const thing = subject.replaceAll("_", " ");
  return `${actor} ${verb.replaceAll("_", " ")} ${/^[aeiou]/.test(thing) ? "an" : "a"} ${thing}`;
}
