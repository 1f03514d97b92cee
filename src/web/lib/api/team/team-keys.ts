/** Query keys of the team: people, settings, theme and overview; `teamKeys.all` refreshes all of them together. */
export const teamKeys = {
  all: ["team"] as const,
  members: () => [...teamKeys.all, "members"] as const,
  invitations: () => [...teamKeys.all, "invitations"] as const,
  settings: () => [...teamKeys.all, "settings"] as const,
  theme: () => [...teamKeys.all, "theme"] as const,
  overview: () => [...teamKeys.all, "overview"] as const,
  credentials: (kind: string) => [...teamKeys.all, "credentials", kind] as const,
  groups: () => [...teamKeys.all, "groups"] as const,
  groupMembers: (id: string) => [...teamKeys.all, "groups", id, "members"] as const,
  sso: () => [...teamKeys.all, "sso"] as const,
  webhooks: () => [...teamKeys.all, "webhooks"] as const,
  webhookDeliveries: (id: string) => [...teamKeys.all, "webhooks", id, "deliveries"] as const,
};
