/** Query keys of the signed-in user; `userKeys.all` refreshes every view of them. */
export const userKeys = {
  all: ["user"] as const,
  current: () => [...userKeys.all, "current"] as const,
  preferences: () => [...userKeys.all, "preferences"] as const,
};
