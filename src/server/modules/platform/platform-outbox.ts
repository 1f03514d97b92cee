/**
 * The outbox viewer: queued, sent and failed mail with tries and last error, newest first;
 * a failed message can be retried (the mail module requeues it). Bodies are not shown: they may
 * carry one-time links.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { outboxEmails } from "#db/schema/index.ts";
import type { Actor } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";
import { errorResponses } from "#server/lib/http.ts";
import { createdBefore, decodeCreatedKeyset, encodeCreatedKeyset } from "#server/lib/keyset-cursor.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { requeueFailedEmail } from "#server/modules/mail/outbox-retry.repository.ts";
import {
  type AdminOutboxRow,
  adminOutboxPageSchema,
  adminOutboxQuerySchema,
  adminOutboxRowSchema,
  outboxIdParamsSchema,
  PLATFORM_PAGE_SIZE,
} from "#shared/schemas/platform.ts";
import { assertSuperAdmin } from "./platform-access.ts";
import { iso } from "./platform-sql.ts";

const columns = {
  id: outboxEmails.id,
  to: outboxEmails.toAddress,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  lastError: outboxEmails.lastError,
  createdAt: outboxEmails.createdAt,
  nextAttemptAt: outboxEmails.nextAttemptAt,
  sentAt: outboxEmails.sentAt,
};

function present(row: { [K in keyof typeof columns]: unknown }): AdminOutboxRow {
  return {
    id: String(row.id),
    to: String(row.to),
    subject: String(row.subject),
    status: row.status as AdminOutboxRow["status"],
    attempts: Number(row.attempts),
    lastError: (row.lastError as string | null) ?? null,
    createdAt: iso(row.createdAt as Date) ?? "",
    nextAttemptAt: iso(row.nextAttemptAt as Date) ?? "",
    sentAt: iso(row.sentAt as Date | null),
  };
}

export function createPlatformOutboxService(deps: ServiceDeps) {
  const { db, record, now } = deps;
  return {
    /**
     * GET /api/admin/outbox: one page (50), newest first, of one status or all, after the cursor's
     * message (a keyset: retrying failed messages while paging skips none). 400 for a cursor not ours.
     */
    async list(actor: Actor, status: AdminOutboxRow["status"] | undefined, cursor: string | undefined) {
      assertSuperAdmin(actor);
      const after = cursor ? decodeCreatedKeyset(cursor) : undefined;
      const rows = await db
        .select({ ...columns, createdAtText: sql<string>`${outboxEmails.createdAt}::text` })
        .from(outboxEmails)
        .where(
          and(
            status ? eq(outboxEmails.status, status) : undefined,
            after ? createdBefore(outboxEmails.createdAt, outboxEmails.id, after) : undefined,
          ),
        )
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
        .limit(PLATFORM_PAGE_SIZE + 1);
      const page = rows.slice(0, PLATFORM_PAGE_SIZE);
      const last = page[page.length - 1];
      return {
        messages: page.map(present),
        nextCursor:
          rows.length > PLATFORM_PAGE_SIZE
            ? encodeCreatedKeyset({ createdAt: last.createdAtText, id: String(last.id) })
            : null,
      };
    },

    /** POST /api/admin/outbox/{id}/retry: a failed message back in the queue; 409 unless it failed. */
    async retry(actor: Actor, id: string): Promise<AdminOutboxRow> {
      assertSuperAdmin(actor);
      await db.transaction(async (tx) => {
        if (!(await requeueFailedEmail(tx, id, now()))) {
          throw new AppError(
            "MESSAGE_NOT_FAILED",
            "Only a failed message can be retried; this one is not (or no longer exists).",
            { id: "errors.platform.messageNotFailed" },
          );
        }
        await record(tx, {
          teamId: null,
          actorId: actor.id,
          action: "platform.outbox.retried",
          targetType: "outbox_email",
          targetId: id,
          ip: actor.ip,
        });
      });
      const [row] = await db.select(columns).from(outboxEmails).where(eq(outboxEmails.id, id));
      return present(row);
    },
  };
}

export type PlatformOutboxService = ReturnType<typeof createPlatformOutboxService>;

export const platformOutboxRoutes: FastifyPluginAsyncZod<{ outboxService: PlatformOutboxService }> = async (
  app,
  { outboxService },
) => {
  app.get(
    "/api/admin/outbox",
    {
      schema: {
        tags: ["platform"],
        description: "Outbox messages, newest first, by status; tries and last error, no bodies. 50 a page.",
        querystring: adminOutboxQuerySchema,
        response: { 200: adminOutboxPageSchema, ...errorResponses },
      },
    },
    async (request) => outboxService.list(await request.requireActor(), request.query.status, request.query.cursor),
  );
  app.post(
    "/api/admin/outbox/:id/retry",
    {
      schema: {
        tags: ["platform"],
        description: "Puts a failed message back in the queue with its attempts reset.",
        params: outboxIdParamsSchema,
        response: { 200: adminOutboxRowSchema, ...errorResponses },
      },
    },
    async (request) => outboxService.retry(await request.requireActor(), request.params.id),
  );
};
