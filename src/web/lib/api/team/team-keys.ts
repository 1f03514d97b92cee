/** Query keys of the team: people and settings; `teamKeys.all` refreshes all of them together. */
export const teamKeys = {
  all: ["team"] as const,
  members: () => [...teamKeys.all, "members"] as const,
  invitations: () => [...teamKeys.all, "invitations"] as const,
  settings: () => [...teamKeys.all, "settings"] as const,
};
