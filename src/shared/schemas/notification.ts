/**
 * Notifications contract (docs/product.md "Notifications and e-mail"): the kinds, their default
 * channels, the list page, the unread count and the per-user preferences. Shared by server and web.
 */
import { z } from "zod";

/** Every kind a notification can be; each has an in-app and an e-mail switch in the preferences. */
export const NOTIFICATION_KINDS = [
  "booking_confirmed",
  "booking_changed",
  "booking_cancelled",
  "booking_released",
  "booking_reminder",
  "series_skipped",
  "invitation_accepted",
  "role_changed",
  "trial_ending",
  "webhook_disabled",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Reminder lead times a user may choose, in minutes before the booking's start. */
export const REMINDER_LEAD_MINUTES = [5, 15, 30, 60] as const;
export const REMINDER_LEAD_DEFAULT = 15;
/** Notifications per page at most. */
export const NOTIFICATIONS_PAGE_MAX = 50;

/**
 * The defaults: every kind in-app; e-mail for changes by others, releases, reminders, trial ending
 * and a webhook turned off.
 */
const EMAIL_BY_DEFAULT: readonly NotificationKind[] = [
  "booking_changed",
  "booking_cancelled",
  "booking_released",
  "booking_reminder",
  "trial_ending",
  "webhook_disabled",
];

export const channelsSchema = z.strictObject({ inApp: z.boolean(), email: z.boolean() });
export type Channels = z.infer<typeof channelsSchema>;

/** The default channels of a kind. */
export function defaultChannels(kind: NotificationKind): Channels {
  return { inApp: true, email: EMAIL_BY_DEFAULT.includes(kind) };
}

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** One sentence for a person, times already in the team's zone. */
  message: z.string(),
  /** Where the notification leads in the app (e.g. the booking's day), or null. */
  link: z.string().nullable(),
  bookingId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.strictObject({
  unread: z
    .enum(["true", "false"], { error: "unread must be true or false" })
    .optional()
    .transform((v) => v === "true"),
  /** The id of the last notification of the previous page. */
  cursor: z.uuid({ error: "cursor must be a notification id" }).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be at least 1" })
    .max(NOTIFICATIONS_PAGE_MAX, { error: `limit must be at most ${NOTIFICATIONS_PAGE_MAX}` })
    .default(NOTIFICATIONS_PAGE_MAX),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationParamsSchema = z.strictObject({ id: z.uuid({ error: "Notification id must be a UUID" }) });

export const readAllResultSchema = z.object({ updated: z.number().int() });

const kindsShape = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelsSchema])) as Record<
  NotificationKind,
  typeof channelsSchema
>;

export const notificationPreferencesSchema = z.strictObject({
  reminderLeadMinutes: z.union(
    REMINDER_LEAD_MINUTES.map((m) => z.literal(m)),
    { error: "Reminder lead time must be 5, 15, 30 or 60 minutes" },
  ),
  kinds: z.strictObject(kindsShape),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The preferences of a user who never changed them. */
export function defaultPreferences(): NotificationPreferences {
  return {
    reminderLeadMinutes: REMINDER_LEAD_DEFAULT,
    kinds: Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, defaultChannels(kind)]),
    ) as NotificationPreferences["kinds"],
  };
}

/** GET /api/user/calendar-feed: whether the user has a feed (its URL is shown only when made). */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/user/calendar-feed: the new private URL (the old one stops working). */
export const calendarFeedCreatedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** GET /api/calendar/{token}.ics: the token is 43 base64url characters. */
export const calendarFileParamsSchema = z.strictObject({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: "Not a calendar feed address" }),
});
