/** Query keys of the signed-in person's account (sessions, second factor, passkeys, API tokens); every key starts with `accountKeys.all`. */
export const accountKeys = {
  all: ["user", "account"] as const,
  sessions: () => [...accountKeys.all, "sessions"] as const,
  twoFactor: () => [...accountKeys.all, "two-factor"] as const,
  passkeys: () => [...accountKeys.all, "passkeys"] as const,
  tokens: () => [...accountKeys.all, "tokens"] as const,
};
