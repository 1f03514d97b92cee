/**
 * Query keys of notifications. Every key starts with `notificationKeys.all`, so invalidating it
 * refreshes the list pages, the unread count (badge) and the preferences at once.
 */
export const notificationKeys = {
  all: ["notifications"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  /** The list under a filter (all or unread only): an infinite list of pages. */
  list: (unread: boolean) => [...notificationKeys.lists(), { unread }] as const,
  /** The latest unread few (the home page's notifications widget). */
  latestUnread: (limit: number) => [...notificationKeys.all, "latest-unread", limit] as const,
  unreadCount: () => [...notificationKeys.all, "unread-count"] as const,
  preferences: () => [...notificationKeys.all, "preferences"] as const,
  /** The user's calendar feed status. */
  calendarFeed: () => [...notificationKeys.all, "calendar-feed"] as const,
};
