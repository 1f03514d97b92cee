/** Query keys of the team's offices; `officeKeys.all` refreshes every view of them. */
export const officeKeys = {
  all: ["offices"] as const,
  list: () => [...officeKeys.all, "list"] as const,
};
