/** The database schema, one module per aggregate; drizzle-kit generates the SQL migrations from it. */
export * from "./audit.ts";
export * from "./auth.ts";
export * from "./bookings.ts";
export * from "./credentials.ts";
export * from "./email-templates.ts";
export * from "./events.ts";
export * from "./favourites.ts";
export * from "./groups.ts";
export * from "./invitations.ts";
export * from "./mail-sends.ts";
export * from "./notifications.ts";
export * from "./offices.ts";
export * from "./outbox.ts";
export * from "./scim.ts";
export * from "./series.ts";
export * from "./sign-in.ts";
export * from "./teams.ts";
