/**
 * Webhook endpoints of a team (docs/product.md "Webhooks"), for its team admins: make one (its
 * signing secret shown once), change, turn off and on, remove, give it a new secret, read its
 * delivery log, send a delivery again or a test one. Each change records its audit event
 * ("webhook.*"); the secret is never recorded. The sender (webhook-sender.ts) does the sending.
 */
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";
import { feedTail } from "#server/lib/event-feed.ts";
import { isPublicAddress } from "#server/lib/outbound-fetch.ts";
import type { SecretBox } from "#server/lib/secret-box.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { ErrorMessageId } from "#shared/error-text.ts";
import {
  type CreateWebhookEndpointBody,
  MAX_WEBHOOK_ENDPOINTS,
  type UpdateWebhookEndpointBody,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from "#shared/schemas/webhooks.ts";
import { secretContext } from "./webhook-sender.ts";
import * as repo from "./webhooks.repository.ts";

const MANAGE_MESSAGE = "Only team admins can manage the team's webhooks.";
/** The delivery log's page. */
const DELIVERIES_SHOWN = 50;

function present(row: repo.EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentDelivery(row: repo.DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    lastDurationMs: row.lastDurationMs,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
function newSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

export function createWebhooksService(deps: ServiceDeps & { secrets: SecretBox; allowPrivate: boolean }) {
  const { db, record, now, secrets } = deps;

  /**
   * 422 WEBHOOK_URL_INVALID unless `url` is HTTPS to a name or public address (any http(s) address
   * when private ones are allowed). A name is checked again on the address each delivery connects to.
   */
  function assertUrl(url: string): void {
    const parsed = new URL(url);
    const refuse = (message: string, id: ErrorMessageId) => {
      throw new AppError("WEBHOOK_URL_INVALID", message, { id });
    };
    if (parsed.username || parsed.password) {
      refuse("Leave the user name and password out of the URL.", "errors.webhook.urlCredentials");
    }
    if (deps.allowPrivate) {
      if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
        refuse("The URL must start with https://.", "errors.webhook.urlHttps");
      }
      return;
    }
    if (parsed.protocol !== "https:") refuse("The URL must start with https://.", "errors.webhook.urlHttps");
    const host = parsed.hostname.replace(/^\[|\]$/g, "");
    if (host === "localhost" || host.endsWith(".localhost") || (isIP(host) !== 0 && !isPublicAddress(host))) {
      refuse(
        "The URL points at a private or local address, which this server does not call.",
        "errors.webhook.urlPrivate",
      );
    }
  }

  async function endpointOf(tx: Parameters<typeof repo.lockEndpoint>[0], teamId: string, id: string) {
    const row = await repo.lockEndpoint(tx, teamId, id);
    if (!row) throw new AppError("NOT_FOUND", "Webhook not found.", { id: "errors.notFound.webhook" });
    return row;
  }

  return {
    /** GET /api/team/webhooks: the team's endpoints, oldest first (team admins). */
    async list(actor: Actor): Promise<WebhookEndpoint[]> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.webhook.adminsOnly" });
      return (await repo.listEndpoints(db, requireTeam(actor).id)).map(present);
    },

    /**
     * POST /api/team/webhooks: subscribes `url` to `eventTypes` from the next event on, and answers
     * its signing secret this once. 422 WEBHOOK_URL_INVALID; 409 WEBHOOK_LIMIT at MAX_WEBHOOK_ENDPOINTS.
     */
    async create(actor: Actor, body: CreateWebhookEndpointBody): Promise<WebhookEndpointWithSecret> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.webhook.adminsOnly" });
      const team = requireTeam(actor);
      assertUrl(body.url);
      const secret = newSecret();
      const row = await db.transaction(async (tx) => {
        await repo.lockTeamEndpoints(tx, team.id);
        if ((await repo.listEndpoints(tx, team.id)).length >= MAX_WEBHOOK_ENDPOINTS) {
          throw new AppError(
            "WEBHOOK_LIMIT",
            `The team has ${MAX_WEBHOOK_ENDPOINTS} webhooks. Remove one you no longer use first.`,
            { id: "errors.webhook.limit", values: { max: MAX_WEBHOOK_ENDPOINTS } },
          );
        }
        const tail = await feedTail(tx);
        const id = crypto.randomUUID();
        const created = await repo.insertEndpoint(tx, {
          id,
          teamId: team.id,
          url: body.url,
          description: body.description,
          eventTypes: [...new Set(body.eventTypes)],
          secretSealed: secrets.seal(secret, secretContext(id)),
          cursorTxId: tail.txId,
          cursorSeq: tail.seq,
          createdBy: actor.id,
          createdAt: now(),
          updatedAt: now(),
        });
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "webhook.created",
          targetType: "webhook",
          targetId: id,
          after: { url: created.url, description: created.description, eventTypes: created.eventTypes },
          ip: actor.ip,
        });
        return created;
      });
      return { ...present(row), secret };
    },

    /**
     * PATCH /api/team/webhooks/{id}: changes its URL, description or event types, or turns it off or
     * on; turned back on, it resumes from the next event. 404 for no such endpoint of the team.
     */
    async update(actor: Actor, id: string, body: UpdateWebhookEndpointBody): Promise<WebhookEndpoint> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.webhook.adminsOnly" });
      const team = requireTeam(actor);
      if (body.url !== undefined) assertUrl(body.url);
      return present(
        await db.transaction(async (tx) => {
          const before = await endpointOf(tx, team.id, id);
          const resumed = body.enabled === true && !before.enabled;
          const after = await repo.updateEndpoint(tx, team.id, id, {
            ...(body.url !== undefined ? { url: body.url } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.eventTypes !== undefined ? { eventTypes: [...new Set(body.eventTypes)] } : {}),
            ...(body.enabled !== undefined ? { enabled: body.enabled, disabledReason: null } : {}),
            updatedAt: now(),
          });
          if (resumed) await repo.resumeEndpoint(tx, team.id, id, await feedTail(tx));
          // Turned off, what waits is dropped: turned back on, it sends what happens from then on.
          if (body.enabled === false && before.enabled) {
            await repo.dropPending(tx, id, "Not sent: the webhook was turned off.");
          }
          const audited = (row: repo.EndpointRow) => ({
            url: row.url,
            description: row.description,
            eventTypes: row.eventTypes,
            enabled: row.enabled,
          });
          await record(tx, {
            teamId: team.id,
            actorId: actor.id,
            action: "webhook.updated",
            targetType: "webhook",
            targetId: id,
            before: audited(before),
            after: audited(after),
            ip: actor.ip,
          });
          return after;
        }),
      );
    },

    /** DELETE /api/team/webhooks/{id}: removes it and its delivery log. 404 for none of the team. */
    async remove(actor: Actor, id: string): Promise<void> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.webhook.adminsOnly" });
      const team = requireTeam(actor);
      await db.transaction(async (tx) => {
        const before = await endpointOf(tx, team.id, id);
        await repo.deleteEndpoint(tx, team.id, id);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "webhook.deleted",
          targetType: "webhook",
          targetId: id,
          before: { url: before.url, description: before.description, eventTypes: before.eventTypes },
          ip: actor.ip,
        });
      });
    },

    /**
     * POST /api/team/webhooks/{id}/secret: a new signing secret, answered this once; deliveries are
     * signed with it from now on (retries included).
     */
    async rotateSecret(actor: Actor, id: string): Promise<WebhookEndpointWithSecret> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.webhook.adminsOnly" });
      const team = requireTeam(actor);
      const secret = newSecret();
      const row = await db.transaction(async (tx) => {
        await endpointOf(tx, team.id, id);
        const after = await repo.updateEndpoint(tx, team.id, id, {
          secretSealed: secrets.seal(secret, secretContext(id)),
          updatedAt: now(),
        });
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "webhook.secret_rotated",
          targetType: "webhook",
          targetId: id,
          ip: actor.ip,
        });
        return after;
      });
      return { ...present(row), secret };
    },

    /** GET /api/team/webhooks/{id}/deliveries: its latest deliveries, newest first (the log keeps 30 days). */
    async deliveries(actor: Actor, id: string): Promise<WebhookDelivery[]> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.webhook.adminsOnly" });
      const team = requireTeam(actor);
      if (!(await repo.findEndpoint(db, team.id, id))) {
        throw new AppError("NOT_FOUND", "Webhook not found.", { id: "errors.notFound.webhook" });
      }
      return (await repo.listDeliveries(db, team.id, id, DELIVERIES_SHOWN)).map(presentDelivery);
    },

    /**
     * POST /api/team/webhooks/{id}/deliveries/{deliveryId}/redeliver: sends the same body again as a
     * new delivery (its own id, so a receiver does not take it for a repeat). 404 for none.
     */
    async redeliver(actor: Actor, id: string, deliveryId: string): Promise<WebhookDelivery> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.webhook.adminsOnly" });
      const team = requireTeam(actor);
      return db.transaction(async (tx) => {
        await endpointOf(tx, team.id, id);
        const original = await repo.findDelivery(tx, team.id, id, deliveryId);
        if (!original) throw new AppError("NOT_FOUND", "Delivery not found.", { id: "errors.notFound.delivery" });
        const [copy] = await repo.insertDeliveries(tx, [
          {
            endpointId: id,
            teamId: team.id,
            eventSeq: original.eventSeq,
            eventType: original.eventType,
            subjectId: original.subjectId,
            payload: original.payload,
            createdAt: now(),
            nextAttemptAt: now(),
          },
        ]);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "webhook.redelivered",
          targetType: "webhook",
          targetId: id,
          after: { deliveryId: copy.id, of: original.id, eventType: original.eventType },
          ip: actor.ip,
        });
        return presentDelivery(copy);
      });
    },

    /** POST /api/team/webhooks/{id}/test: queues a `webhook.test` delivery to try the endpoint with. */
    async test(actor: Actor, id: string): Promise<WebhookDelivery> {
      assertCan(actor, "member:manage", MANAGE_MESSAGE, { id: "errors.webhook.adminsOnly" });
      const team = requireTeam(actor);
      return db.transaction(async (tx) => {
        await endpointOf(tx, team.id, id);
        const at = now();
        const [delivery] = await repo.insertDeliveries(tx, [
          {
            endpointId: id,
            teamId: team.id,
            eventSeq: 0,
            eventType: "webhook.test",
            subjectId: null,
            payload: JSON.stringify({ type: "webhook.test", timestamp: at.toISOString(), data: { webhookId: id } }),
            createdAt: at,
            nextAttemptAt: at,
          },
        ]);
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "webhook.tested",
          targetType: "webhook",
          targetId: id,
          after: { deliveryId: delivery.id },
          ip: actor.ip,
        });
        return presentDelivery(delivery);
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
