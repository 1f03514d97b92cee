/**
 * The webhook sender (docs/product.md "Webhooks"; a claiming scan as decision 0015 describes): each
 * round it reads every enabled endpoint's new events (its own position in the team's events), turns
 * the ones it subscribed to into deliveries, and sends each endpoint's due deliveries, endpoints side
 * by side so a slow or dead one delays no other. A delivery is a signed POST (Standard Webhooks:
 * `webhook-id` is the delivery's id, the same on every attempt, so a receiver can drop a repeat);
 * any 2xx answer is success, anything else (a redirect included: none is followed) is retried on a
 * growing schedule for about 24 hours, then the delivery fails and the endpoint is turned off,
 * recorded as "webhook.disabled". At least once: a sender that dies mid-delivery leaves its claim to lapse.
 */
import { Webhook } from "standardwebhooks";
import type { EventCursor, FeedEvent } from "#server/lib/event-feed.ts";
import { redactLogValue } from "#server/lib/log-redaction.ts";
import { PrivateAddressError } from "#server/lib/outbound-fetch.ts";
import type { SecretBox } from "#server/lib/secret-box.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { WEBHOOK_EVENT_TYPES } from "#shared/schemas/webhooks.ts";
import * as repo from "./webhooks.repository.ts";

/**
 * Waits after the first, second, ... failed attempt: eight attempts over about 24 hours, then the
 * delivery fails (the schedule Standard Webhooks suggests, its long steps shortened to fit a day).
 */
export const RETRY_SCHEDULE_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  8 * 3_600_000,
  8 * 3_600_000,
];
/** How long one attempt may take before it counts as failed. */
const ATTEMPT_TIMEOUT_MS = 10_000;
const CLAIM_BATCH = 20;
/** A claim's lease: longer than its whole batch could take, so a live sender's claim never lapses. */
const LEASE_MS = CLAIM_BATCH * ATTEMPT_TIMEOUT_MS + 30_000;
/** Batches one endpoint's drain sends before it yields to the next round (which starts it again). */
const BATCHES_PER_DRAIN = 10;
/** How long the delivery log keeps a delivery (redelivery included). */
export const DELIVERY_LOG_DAYS = 30;
const SUBSCRIBED = new Set<string>(WEBHOOK_EVENT_TYPES);

/** The sealed secret's context: it opens only for its own endpoint. */
export const secretContext = (endpointId: string) => `webhook_endpoints.secret:${endpointId}`;

/**
 * The body sent for `event` (payload version 1, docs/product.md "Webhooks"): its type, when it
 * happened, and the subject as recorded (after the change; before it for a removal).
 */
export function webhookBody(event: Pick<FeedEvent, "type" | "createdAt" | "payload" | "subjectId">): string {
  const payload = (event.payload ?? {}) as { before?: unknown; after?: unknown };
  return JSON.stringify({
    type: event.type,
    timestamp: new Date(event.createdAt).toISOString(),
    data: payload.after ?? payload.before ?? { id: event.subjectId },
  });
}

export interface WebhookSender {
  /** One round: new events to deliveries, then every due delivery sent; resolves when it is done. */
  tick(): Promise<{ queued: number; sent: number; failed: number }>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createWebhookSender(
  deps: ServiceDeps & {
    secrets: SecretBox;
    fetch: typeof fetch;
    productName: string;
    log?: { warn: (o: object, m: string) => void };
  },
): WebhookSender {
  const { db, record, now, secrets } = deps;
  let timer: NodeJS.Timeout | null = null;
  /** Set by stop(): drains give their unsent claims back and end (an attempt in flight ends within its timeout). */
  let stopping = false;

  /**
   * Reads each behind endpoint's new events and queues the ones it subscribed to, one short
   * transaction per endpoint (a long one would hold every reader of the events back); returns how many.
   */
  async function fanOut(): Promise<number> {
    let queued = 0;
    for (const id of await repo.endpointsBehind(db, 100)) {
      queued += await db.transaction(async (tx) => {
        const endpoint = await repo.lockEnabledEndpoint(tx, id);
        if (!endpoint) return 0;
        const start: EventCursor = { txId: endpoint.cursorTxId, seq: endpoint.cursorSeq };
        const read = await repo.readTeamEventsAfter(tx, endpoint.teamId, start, 1_000);
        if (read.length === 0) return 0;
        const wanted = read.filter(
          (e) =>
            SUBSCRIBED.has(e.type) &&
            endpoint.eventTypes.includes(e.type) &&
            new Date(e.createdAt).getTime() >= endpoint.resumedAt.getTime(),
        );
        const made = await repo.insertDeliveries(
          tx,
          wanted.map((event) => ({
            endpointId: endpoint.id,
            teamId: endpoint.teamId,
            eventSeq: event.seq,
            eventType: event.type,
            subjectId: event.subjectId,
            payload: webhookBody(event),
          })),
        );
        const last = read[read.length - 1];
        await repo.moveCursor(tx, endpoint.id, { txId: last.txId, seq: last.seq });
        return made.length;
      });
    }
    return queued;
  }

  /** One attempt of `delivery` to `endpoint`: its answer's status, or null with why none came. */
  async function attempt(
    endpoint: repo.EndpointRow,
    delivery: repo.DeliveryRow,
  ): Promise<{ status: number | null; error: string | null; ms: number }> {
    const started = performance.now();
    const at = now();
    try {
      const signer = new Webhook(secrets.open(endpoint.secretSealed, secretContext(endpoint.id)));
      const res = await deps.fetch(endpoint.url, {
        method: "POST",
        redirect: "manual",
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        headers: {
          "content-type": "application/json",
          "user-agent": `${deps.productName}-Webhooks/1`,
          "webhook-id": delivery.id,
          "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
          "webhook-signature": signer.sign(delivery.id, at, delivery.payload),
        },
        body: delivery.payload,
      });
      await res.body?.cancel();
      const ms = Math.round(performance.now() - started);
      if (res.status >= 200 && res.status < 300) return { status: res.status, error: null, ms };
      const error =
        res.status >= 300 && res.status < 400
          ? `The endpoint answered ${res.status} (a redirect, which is not followed).`
          : `The endpoint answered ${res.status}.`;
      return { status: res.status, error, ms };
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      // A refused address is said without the address, which would map the server's network.
      const reason =
        error instanceof PrivateAddressError
          ? "The address is a private or local one, which this server does not call."
          : error instanceof Error && error.name === "TimeoutError"
            ? `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} seconds.`
            : error instanceof Error
              ? error.message
              : String(error);
      return { status: null, error: reason, ms };
    }
  }

  /**
   * Sends endpoint `id`'s due deliveries, a batch at a time, until none is due, one fails, it is
   * turned off, or BATCHES_PER_DRAIN batches went out. Reads the endpoint again for each batch, so a
   * new URL, secret or its turning off counts from the next batch.
   */
  async function drainEndpoint(teamId: string, id: string): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (let batch = 0; batch < BATCHES_PER_DRAIN && !stopping; batch++) {
      const endpoint = await repo.findEndpoint(db, teamId, id);
      if (!endpoint?.enabled) break;
      const claimed = await db.transaction((tx) =>
        repo.claimDue(tx, endpoint.id, { limit: CLAIM_BATCH, leaseMs: LEASE_MS }),
      );
      if (claimed.length === 0) break;
      for (const [index, delivery] of claimed.entries()) {
        if (stopping) {
          await releaseClaims(claimed.slice(index), now());
          return { sent, failed };
        }
        const result = await attempt(endpoint, delivery);
        const at = now();
        if (result.error === null) {
          sent++;
          await repo.finishDelivery(db, delivery, {
            status: "succeeded",
            lastStatus: result.status,
            lastError: null,
            lastDurationMs: result.ms,
            lastAttemptAt: at,
            nextAttemptAt: at,
          });
          continue;
        }
        failed++;
        const givenUp = delivery.attempts > RETRY_SCHEDULE_MS.length;
        const next = new Date(at.getTime() + (givenUp ? 0 : RETRY_SCHEDULE_MS[delivery.attempts - 1]));
        await db.transaction(async (tx) => {
          await repo.finishDelivery(tx, delivery, {
            status: givenUp ? "failed" : "pending",
            lastStatus: result.status,
            lastError: result.error,
            lastDurationMs: result.ms,
            lastAttemptAt: at,
            nextAttemptAt: next,
          });
          if (givenUp) await disable(tx, endpoint, result.error ?? "");
        });
        // The endpoint is failing: the rest of the batch waits as long as this one, unattempted.
        await releaseClaims(claimed.slice(index + 1), next);
        return { sent, failed };
      }
    }
    return { sent, failed };
  }

  /** Gives back claims this drain will not send: due at `at`, the claim's attempt not counted. */
  async function releaseClaims(rows: repo.DeliveryRow[], at: Date): Promise<void> {
    for (const row of rows) {
      await repo.finishDelivery(db, row, { attempts: row.attempts - 1, nextAttemptAt: at });
    }
  }

  async function disable(tx: Parameters<typeof repo.updateEndpoint>[0], endpoint: repo.EndpointRow, why: string) {
    const reason = `Deliveries failed for 24 hours (last: ${why}) Turn it back on once the endpoint answers.`;
    await repo.updateEndpoint(tx, endpoint.teamId, endpoint.id, {
      enabled: false,
      disabledReason: reason,
      updatedAt: now(),
    });
    await repo.dropPending(tx, endpoint.id, "Not sent: the webhook was turned off.");
    await record(tx, {
      teamId: endpoint.teamId,
      actorId: null,
      action: "webhook.disabled",
      targetType: "webhook",
      targetId: endpoint.id,
      before: { url: new URL(endpoint.url).origin, enabled: true },
      // The notice names the endpoint by its origin: a receiver's path may hold a token of its own.
      after: { url: new URL(endpoint.url).origin, enabled: false, disabledReason: reason },
    });
  }

  /** Each endpoint's running drain: at most one per endpoint, however many rounds start meanwhile. */
  const draining = new Map<string, Promise<{ sent: number; failed: number }>>();

  function drain(endpoint: repo.EndpointRow): Promise<{ sent: number; failed: number }> {
    let running = draining.get(endpoint.id);
    if (!running) {
      running = drainEndpoint(endpoint.teamId, endpoint.id)
        .catch((error) => {
          deps.log?.warn({ err: redactLogValue(error), endpoint: endpoint.id }, "webhook delivery failed");
          return { sent: 0, failed: 0 };
        })
        .finally(() => draining.delete(endpoint.id));
      draining.set(endpoint.id, running);
    }
    return running;
  }

  /**
   * New events to deliveries, then a drain started for each endpoint with one due. The timer's rounds
   * do not wait for the drains (a slow endpoint holds up only itself); `tick` does, for tests.
   */
  let prunedAt = 0;

  async function round(wait: boolean): Promise<{ queued: number; sent: number; failed: number }> {
    const at = now().getTime();
    if (at - prunedAt >= 3_600_000) {
      prunedAt = at;
      await repo.pruneDeliveries(db, new Date(at - DELIVERY_LOG_DAYS * 24 * 3_600_000));
    }
    const queued = await fanOut();
    const drains = (await repo.endpointsWithDueDeliveries(db)).map(drain);
    if (!wait) return { queued, sent: 0, failed: 0 };
    const results = await Promise.all(drains);
    return {
      queued,
      sent: results.reduce((sum, r) => sum + r.sent, 0),
      failed: results.reduce((sum, r) => sum + r.failed, 0),
    };
  }

  let rounds: Promise<unknown> = Promise.resolve();
  let inRound = false;
  const next = (wait: boolean) => {
    const started = rounds.then(async () => {
      inRound = true;
      try {
        return await round(wait);
      } finally {
        inRound = false;
      }
    });
    rounds = started.catch(() => undefined);
    return started;
  };

  const sender: WebhookSender = {
    tick: () => next(true),
    start(intervalMs = 2_000) {
      if (timer) return;
      timer = setInterval(() => {
        // A round still running (a long fan-out) is not queued behind: the next tick comes soon.
        if (inRound) return;
        next(false).catch((error) => deps.log?.warn({ err: redactLogValue(error) }, "webhook round failed"));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      stopping = true;
      await rounds;
      await Promise.all(draining.values());
    },
  };
  return sender;
}
