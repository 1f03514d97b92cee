/** The API shapes of notifications and preferences, built from rows (one function per entity). */
import {
  defaultPreferences,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationPreferences,
  REMINDER_LEAD_DEFAULT,
} from "#shared/schemas/notification.ts";
import type { NotificationRow, PreferencesRow } from "./notifications.repository.ts";

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    message: row.message,
    link: row.link,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** A user's preferences: what they stored over the defaults (a kind they never touched takes its default). */
export function presentPreferences(row: PreferencesRow | null): NotificationPreferences {
  const defaults = defaultPreferences();
  if (!row) return defaults;
  const kinds = { ...defaults.kinds };
  for (const kind of NOTIFICATION_KINDS) {
    const stored = row.kinds[kind];
    if (stored) kinds[kind] = { inApp: stored.inApp, email: stored.email };
  }
  const lead = row.reminderLeadMinutes as NotificationPreferences["reminderLeadMinutes"];
  return { reminderLeadMinutes: lead ?? REMINDER_LEAD_DEFAULT, kinds };
}
