/**
 * What a personal API token may be used for (docs/product.md "API tokens"). A route that takes a
 * token declares the one scope it needs (src/server/lib/route-policy.ts `scope`); every other route
 * refuses tokens. A scope never adds to what the token's owner may do: a call with it still meets
 * the owner's role, as their session would.
 */
import type { Capability } from "./roles.ts";

export const API_SCOPES = [
  "bookings:read",
  "bookings:write",
  "offices:read",
  "members:read",
  "analytics:read",
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** The capability a role needs before a token of theirs may carry the scope (the role table). */
export const SCOPE_CAPABILITY: Record<ApiScope, Capability> = {
  "bookings:read": "booking:own",
  "bookings:write": "booking:own",
  "offices:read": "booking:own",
  "members:read": "booking:own",
  "analytics:read": "team:analytics",
};

/** The lifetimes a token may be given, in days; null never expires. */
export const TOKEN_LIFETIME_DAYS = [30, 90, 365] as const;
