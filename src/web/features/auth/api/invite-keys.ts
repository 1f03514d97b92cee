/** Query keys of invitation-code checks on the sign-up page. */
export const inviteKeys = {
  all: ["invite"] as const,
  validation: (code: string) => [...inviteKeys.all, "validation", code] as const,
};
