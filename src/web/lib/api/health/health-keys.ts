/** Query keys of the server's health (GET /api/health). */
export const healthKeys = {
  all: ["health"] as const,
  current: () => [...healthKeys.all, "current"] as const,
};
