/**
 * One owner per table (docs/architecture.md "Module ownership"): a module's source imports from the
 * schema only the tables it owns, and writes (insert, update, delete) only those; other data comes
 * through the owning module's service or repository. The one exception is READS: bookings joins the
 * office and the booker for presentation (office name and capacity, user name) and may import those
 * tables, but never writes them. Every module folder must be listed, so a new module cannot slip
 * past.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const MODULES = new URL("../modules/", import.meta.url).pathname;
const OWNS: Record<string, string[]> = {
  activity: [],
  analytics: [],
  // Reads the audit table, whose writer is the record-change seam (src/server/lib/record-change.ts).
  audit: [],
  auth: [
    "accounts",
    "sessions",
    "verifications",
    "signInStates",
    "passwordResets",
    "signInThrottles",
    "twoFactors",
    "usedTotpCodes",
    "passkeys",
  ],
  // The confirmed-booking counts and slot totals are the bookings' own, kept by the database's triggers.
  bookings: ["bookings", "teamBookingCounts", "teamSlotTotals"],
  // A team's bearer tokens (SCIM now; API tokens and door displays later).
  credentials: ["credentials"],
  webhooks: ["webhookEndpoints", "webhookDeliveries"],
  dashboard: [],
  // A team's groups and who is in them.
  groups: ["groups", "groupMembers"],
  health: [],
  invitations: ["invitations"],
  mail: [
    "outboxEmails",
    "OutboxAttachment",
    "emailTemplates",
    "mailSends",
    "MAIL_SEND_KINDS",
    "MailSendKind",
    "abuseReports",
  ],
  notifications: ["notifications", "notificationPreferences", "notificationMarks", "calendarFeeds"],
  offices: ["offices", "sites", "floors", "floorPlans", "neighbourhoods", "neighbourhoodGroups", "deskReleases"],
  // Super-admin views: writes only through the owning modules.
  platform: [],
  realtime: [],
  // Which people a team's identity provider provisioned, with its ids for them.
  scim: ["scimUsers"],
  // A team's single sign-on provider and the e-mail domains it has proven.
  sso: ["ssoConnections", "ssoDomains"],
  // Recurring series, their skipped dates and booking templates.
  series: ["series", "seriesSkips", "bookingTemplates"],
  team: ["teams"],
  user: ["users", "favouriteOffices"],
};
/** Foreign tables a module may import to join for reading only. */
const READS: Record<string, string[]> = {
  bookings: ["offices", "users"],
  // Platform-wide reports and lists read every tenant's rows; they never write them.
  platform: [
    "teams",
    "users",
    "offices",
    "bookings",
    "auditEvents",
    "sessions",
    "signInStates",
    "outboxEmails",
    "abuseReports",
  ],
  // The activity feed reads the audit trail with the actors' names.
  activity: ["auditEvents", "users"],
  // Catch-up reads the event feed; the session sweep reads sessions and their users' teams.
  realtime: ["events", "sessions", "users"],
  // Series and templates show their office and booker; the job reads each team's zone and horizon.
  series: ["offices", "users", "teams"],
  // The members table of /team/manage joins last activity (sessions) and bookings this month.
  team: ["users", "sessions", "bookings"],
  // Analytics aggregates the bookings of offices and members.
  analytics: ["bookings", "offices", "users"],
  // The audit log reads the append-only audit rows and names their actors.
  audit: ["auditEvents", "users"],
  // A request's session is read with its user and that user's team in one statement.
  auth: ["users", "teams"],
  // A neighbourhood names the team's groups it lets book, and asks whether a member is in one.
  offices: ["groups", "groupMembers", "users"],
  // Tokens name their makers; a personal token is read with its owner, their team and whether a
  // super admin has disabled their sign-in, in one statement.
  credentials: ["users", "teams", "signInStates"],
  groups: ["users"],
  // The sender reads each endpoint's team's events from its own position.
  webhooks: ["events"],
  // The provider sees the team's members and the people it provisioned.
  scim: ["users"],
  // The reminder scan finds due bookings with their booker's lead and no reminder mark, in one query.
  notifications: ["bookings"],
};

/** Local name → schema name of everything a file imports from the schema. */
function schemaImportMap(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"#db\/schema\/[^"]+"/g)) {
    for (const part of match[1].split(",")) {
      const [name, alias] = part
        .replace(/\btype\b/, "")
        .trim()
        .split(/\s+as\s+/);
      if (name) names.set(alias ?? name, name);
    }
  }
  return names;
}

/** The names a file imports from the schema. */
function schemaImports(source: string): string[] {
  return [...schemaImportMap(source).values()];
}

/** The schema tables a file writes through drizzle's insert/update/delete. */
function writtenTables(source: string): string[] {
  const imported = schemaImportMap(source);
  const written: string[] = [];
  for (const match of source.matchAll(/\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g)) {
    const table = imported.get(match[1]);
    if (table) written.push(table);
  }
  return written;
}

/** Whether a file writes through raw SQL (which the checks above cannot attribute to a table). */
function hasRawSqlWrite(source: string): boolean {
  return [...source.matchAll(/sql`([^`]*)`/g)].some((match) =>
    /\b(insert\s+into|delete\s+from|update\s+"?\w+"?\s+set)\b/i.test(match[1]),
  );
}

function sources(module: string): [string, string][] {
  return readdirSync(join(MODULES, module))
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => [f, readFileSync(join(MODULES, module, f), "utf8")]);
}

describe("table ownership", () => {
  it("covers every module", () => {
    expect(readdirSync(MODULES).sort()).toEqual(Object.keys(OWNS).sort());
  });

  for (const [module, owned] of Object.entries(OWNS)) {
    const readable = [...owned, ...(READS[module] ?? [])];

    it(`${module} imports only its own tables${READS[module] ? " (and the ones it joins to read)" : ""}`, () => {
      const files = sources(module);
      expect(files.length).toBeGreaterThan(0);
      for (const [file, source] of files) {
        const foreign = schemaImports(source).filter((n) => !readable.includes(n));
        expect(foreign, `${module}/${file}`).toEqual([]);
      }
    });

    it(`${module} writes only its own tables`, () => {
      for (const [file, source] of sources(module)) {
        const foreign = writtenTables(source).filter((n) => !owned.includes(n));
        expect(foreign, `${module}/${file}`).toEqual([]);
        expect(hasRawSqlWrite(source), `${module}/${file} writes through raw SQL`).toBe(false);
      }
    });
  }

  it("notices a foreign table import", () => {
    expect(schemaImports('import { type OutboxAttachment, users as u } from "#db/schema/index.ts";')).toEqual([
      "OutboxAttachment",
      "users",
    ]);
  });

  it("notices writes, through aliases too, and ignores reads and non-table calls", () => {
    const source = [
      'import { bookings, offices as o, users } from "#db/schema/index.ts";',
      "await tx.insert(bookings).values(v);",
      "await tx\n    .update(o)\n    .set({ name });",
      "await tx.delete(users).where(w);",
      "await tx.select().from(users).innerJoin(o, on);",
      "createHash('sha256').update(code).digest('hex');",
      'app.delete("/api/bookings/:id", handler);',
    ].join("\n");
    expect(writtenTables(source)).toEqual(["bookings", "offices", "users"]);
    expect(hasRawSqlWrite("tx.execute(sql`select pg_advisory_xact_lock(1)`)")).toBe(false);
    expect(hasRawSqlWrite('tx.execute(sql`update "users" set name = $1`)')).toBe(true);
    expect(hasRawSqlWrite("tx.execute(sql`insert into teams (name) values ($1)`)")).toBe(true);
  });
});
