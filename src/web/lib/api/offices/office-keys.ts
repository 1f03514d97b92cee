/** Query keys of the team's offices; `officeKeys.all` refreshes every view of them. */
export const officeKeys = {
  all: ["offices"] as const,
  list: () => [...officeKeys.all, "list"] as const,
  /** An office's upcoming bookings (what deactivating it would strand). */
  upcomingBookings: (officeId: string) => [...officeKeys.all, "upcoming-bookings", officeId] as const,
};
