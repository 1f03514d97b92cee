/**
 * Super-admin contract (spec /super-admin routes; docs/product.md "Platform", "Trial"). Every
 * call is super_admin only. Lists page by an opaque `cursor` (the next page's start) and answer
 * `nextCursor` (null on the last page). Instants are ISO strings (UTC).
 *
 * Over 250 lines: one contract for the whole /api/admin surface (overview, teams, users, outbox,
 * analytics, health); its pages import from here alone.
 */
import { z } from "zod";
import { NAME_MAX } from "#shared/constants.ts";
import { ROLES } from "#shared/roles.ts";
import { isDateString } from "#shared/time.ts";
import { emailSchema, passwordSchema } from "./auth.ts";

/** A team's state as people see it: "expired" is a trial past its end (docs/product.md "Platform"). */
export const TEAM_STATES = ["trial", "active", "expired", "suspended"] as const;
export type TeamState = (typeof TEAM_STATES)[number];
export const TEAM_SORTS = ["name", "newest", "members", "activity"] as const;

/** The longest trial extension one action may give, in days. */
export const TRIAL_EXTENSION_DAYS_MAX = 365;
export const PLATFORM_PAGE_SIZE = 50;

const cursorSchema = z
  .string()
  .regex(/^\d{1,6}$/, { error: "cursor must be the nextCursor of the previous page" })
  .optional();
/**
 * The cursor of a newest-first list whose rows leave it as the super admin works through it (the
 * outbox's failed messages retried, open abuse reports reviewed): a keyset of the previous page's
 * last row, so a row leaving shifts no other one past a page (docs/architecture.md "Lists that page").
 */
export const keysetCursorSchema = z
  .string()
  .max(200, { error: "cursor must be the nextCursor of the previous page" })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "cursor must be the nextCursor of the previous page" })
  .optional();
const searchSchema = z
  .string()
  .trim()
  .max(NAME_MAX, { error: `Search must be at most ${NAME_MAX} characters` });

export const adminTeamsQuerySchema = z.strictObject({
  q: searchSchema.optional(),
  state: z.enum(TEAM_STATES, { error: `state must be one of ${TEAM_STATES.join(", ")}` }).optional(),
  sort: z.enum(TEAM_SORTS, { error: `sort must be one of ${TEAM_SORTS.join(", ")}` }).optional(),
  cursor: cursorSchema,
});
export type AdminTeamsQuery = z.infer<typeof adminTeamsQuerySchema>;

export const adminTeamSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  companyName: z.string(),
  state: z.enum(TEAM_STATES),
  trialEndsAt: z.string().nullable(),
  memberCount: z.number().int(),
  officeCount: z.number().int(),
  createdAt: z.string(),
  /** When the team last changed anything (its latest audit row: a booking made writes one); null when none. */
  lastActivityAt: z.string().nullable(),
});
export type AdminTeamSummary = z.infer<typeof adminTeamSummarySchema>;

export const adminTeamsPageSchema = z.object({
  teams: z.array(adminTeamSummarySchema),
  nextCursor: z.string().nullable(),
});

export const adminMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});

export const platformAuditRowSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type PlatformAuditRow = z.infer<typeof platformAuditRowSchema>;

export const adminTeamDetailSchema = adminTeamSummarySchema.extend({
  timeZone: z.string(),
  /** The larger registration's company details (POST /api/register); null when not given. */
  company: z.object({
    address: z.string().nullable(),
    size: z.string().nullable(),
    industry: z.string().nullable(),
    billingEmail: z.string().nullable(),
  }),
  members: z.array(adminMemberSchema),
  offices: z.array(z.object({ id: z.string(), name: z.string(), capacity: z.number().int(), isActive: z.boolean() })),
  /** Confirmed bookings starting in each of 8 weeks (Monday 00:00 UTC starts): 6 before this week, this week and next; oldest first. */
  bookingsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  /** Super-admin actions on this team, newest first. */
  history: z.array(platformAuditRowSchema),
});
export type AdminTeamDetail = z.infer<typeof adminTeamDetailSchema>;

export const teamIdParamsSchema = z.strictObject({ id: z.uuid({ error: "id must be a team id (UUID)" }) });
export const userIdParamsSchema = z.strictObject({
  id: z.string().min(1).max(64, { error: "id must be a user id" }),
});

export const extendTrialBodySchema = z.strictObject({
  days: z
    .number({ error: "days must be a whole number of days" })
    .int({ error: "days must be a whole number of days" })
    .min(1, { error: "days must be at least 1" })
    .max(TRIAL_EXTENSION_DAYS_MAX, { error: `days must be at most ${TRIAL_EXTENSION_DAYS_MAX}` }),
});

export const deleteTeamBodySchema = z.strictObject({
  confirmName: z
    .string({ error: "Type the team's name to confirm" })
    .min(1, { error: "Type the team's name to confirm" })
    .max(NAME_MAX + 10, { error: "That is not the team's name" }),
});

/** What every team action answers: the team as it is now, and what happened in words. */
export const teamActionResultSchema = z.object({ team: adminTeamSummarySchema, message: z.string() });
export const deleteTeamResultSchema = z.object({ deleted: z.literal(true), message: z.string() });

/** GET /api/admin/users: `cursor` is the previous page's `nextCursor` (a keyset: the last user's id). */
export const adminUsersQuerySchema = z.strictObject({ q: searchSchema.optional(), cursor: keysetCursorSchema });

export const adminUserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  disabled: z.boolean(),
  /** Whether they have a second factor, an authenticator app or a passkey (a super admin can reset them). */
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSummarySchema),
  nextCursor: z.string().nullable(),
});

export const adminSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  teamState: z.enum(TEAM_STATES).nullable(),
  sessions: z.array(adminSessionSchema),
  history: z.array(platformAuditRowSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** Roles a super admin may set: the team roles, or super_admin (which takes the user out of their team). */
export const ASSIGNABLE_ROLES = ["member", "team_manager", "team_admin", "super_admin"] as const;
export const changeRoleBodySchema = z.strictObject({
  role: z.enum(ASSIGNABLE_ROLES, { error: `role must be one of ${ASSIGNABLE_ROLES.join(", ")}` }),
});

export const userActionResultSchema = z.object({ user: adminUserSummarySchema, message: z.string() });

export const adminOverviewSchema = z.object({
  teams: z.object({
    total: z.number().int(),
    trial: z.number().int(),
    active: z.number().int(),
    expired: z.number().int(),
    suspended: z.number().int(),
  }),
  users: z.object({ total: z.number().int(), superAdmins: z.number().int(), disabled: z.number().int() }),
  /** Confirmed bookings starting today and in the 7 days from today (UTC days). */
  bookings: z.object({ today: z.number().int(), thisWeek: z.number().int() }),
  /** New teams per week over the last 8 weeks (Monday 00:00 UTC starts), oldest first. */
  signupsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  outbox: z.object({ pending: z.number().int(), failed: z.number().int(), sent: z.number().int() }),
  system: z.object({ database: z.string(), databaseOk: z.boolean(), uptimeSeconds: z.number(), version: z.string() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** Input of the super-admin CLI (`npm run super-admin -- create`). */
export const superAdminInputSchema = z.object({
  email: emailSchema,
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { error: "Name is required" })
    .max(NAME_MAX, { error: `Name must be at most ${NAME_MAX} characters` }),
  password: passwordSchema.optional(),
});
export type SuperAdminInput = z.infer<typeof superAdminInputSchema>;

/** GET /api/admin/system-health: figures of this instance and its database. */
export const systemHealthSchema = z.object({
  checkedAt: z.string(),
  version: z.string(),
  database: z.object({
    kind: z.string(),
    /** The server's version string (`select version()`); null when unreachable. */
    version: z.string().nullable(),
    reachable: z.boolean(),
    roundTripMs: z.number().nullable(),
    migration: z.string().nullable(),
    /** Pooled connections (PostgreSQL only; PGlite has one embedded connection). */
    pool: z
      .object({ total: z.number().int(), idle: z.number().int(), waiting: z.number().int(), max: z.number().int() })
      .nullable(),
  }),
  /** WebSocket clients connected to this instance; null when real time is off. */
  socketClients: z.number().int().nullable(),
  outbox: z.object({
    pending: z.number().int(),
    failed: z.number().int(),
    /** Seconds the oldest due, unsent message has waited past its send time; 0 when none. */
    oldestDueSeconds: z.number(),
  }),
  /**
   * The job runner (reminders, no-show releases): seconds its oldest due, undone job has waited
   * past its due time; 0 when none is due, null when the database did not answer.
   */
  jobs: z.object({ oldestDueSeconds: z.number().nullable() }),
  process: z.object({
    uptimeSeconds: z.number(),
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    eventLoopDelayP50Ms: z.number(),
    eventLoopDelayP99Ms: z.number(),
    node: z.string(),
  }),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

/** The longest analytics range, in days. */
export const ANALYTICS_RANGE_DAYS_MAX = 366;
const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date like 2026-11-23" })
  .refine(isDateString, { error: "Use a real calendar date, like 2026-11-23" });
export const adminAnalyticsQuerySchema = z.strictObject({ from: dayString.optional(), to: dayString.optional() });

/** GET /api/admin/analytics: per UTC day from `from` to `to`, both included. */
export const adminAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      signups: z.number().int(),
      activeTeams: z.number().int(),
      bookings: z.number().int(),
    }),
  ),
  /** Activated ÷ trials that ended in the range (activated plus still-expired); null when none ended. */
  trialConversion: z.object({ activated: z.number().int(), ended: z.number().int(), rate: z.number().nullable() }),
  teamsBySize: z.array(z.object({ size: z.string(), teams: z.number().int() })),
  topTeams: z.array(z.object({ id: z.string(), name: z.string(), bookings: z.number().int() })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export const adminOutboxQuerySchema = z.strictObject({
  status: z.enum(OUTBOX_STATUSES, { error: `status must be one of ${OUTBOX_STATUSES.join(", ")}` }).optional(),
  cursor: keysetCursorSchema,
});
export const outboxIdParamsSchema = z.strictObject({ id: z.uuid({ error: "id must be a message id (UUID)" }) });

/** One outbox message as the super admin sees it (no body: it may hold one-time links). */
export const adminOutboxRowSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminOutboxRow = z.infer<typeof adminOutboxRowSchema>;
export const adminOutboxPageSchema = z.object({
  messages: z.array(adminOutboxRowSchema),
  nextCursor: z.string().nullable(),
});
