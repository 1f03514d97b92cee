/**
 * Webhooks (docs/product.md "Webhooks"): a team admin subscribes an HTTPS endpoint to event types;
 * each matching event is sent there as a signed POST (the Standard Webhooks scheme), retried, and
 * logged with its answer.
 */
import { z } from "zod";

/** The events an endpoint may subscribe to: the audit actions of the same name. */
export const WEBHOOK_EVENT_TYPES = [
  "booking.created",
  "booking.updated",
  "booking.cancelled",
  "booking.checked_in",
  "booking.released",
  "series.created",
  "series.updated",
  "series.cancelled",
  "office.created",
  "office.updated",
  "office.deactivated",
  "member.joined",
  "member.role_changed",
  "member.removed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The most endpoints one team keeps. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it was turned off by itself (deliveries failing for a day), in English; null otherwise. */
  disabledReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer of making one, or of a new secret: the endpoint and, this once, its signing secret. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

const urlField = z
  .string({ error: "URL is required" })
  .trim()
  .min(1, "URL is required")
  .max(2000, "URL must be at most 2000 characters")
  .refine((value) => URL.canParse(value), "Enter a full URL, such as https://example.com/hooks/officely");

const eventTypesField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `Each event type must be one of ${WEBHOOK_EVENT_TYPES.join(", ")}` }), {
    error: "Choose at least one event type",
  })
  .min(1, "Choose at least one event type")
  .max(WEBHOOK_EVENT_TYPES.length, `Choose at most ${WEBHOOK_EVENT_TYPES.length} event types`);

const descriptionField = z.string().trim().max(200, "Description must be at most 200 characters");

export const createWebhookEndpointBodySchema = z.strictObject({
  url: urlField,
  description: descriptionField.default(""),
  eventTypes: eventTypesField,
});
export type CreateWebhookEndpointBody = z.infer<typeof createWebhookEndpointBodySchema>;

export const updateWebhookEndpointBodySchema = z
  .strictObject({
    url: urlField.optional(),
    description: descriptionField.optional(),
    eventTypes: eventTypesField.optional(),
    /** Turning it back on resumes from the events that come next. */
    enabled: z.boolean({ error: "enabled must be true or false" }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: "Nothing to change: send at least one field",
  });
export type UpdateWebhookEndpointBody = z.infer<typeof updateWebhookEndpointBodySchema>;

export const webhookEndpointParamsSchema = z.strictObject({
  id: z.uuid({ error: "Webhook id must be a UUID" }),
});

export const webhookDeliveryParamsSchema = z.strictObject({
  id: z.uuid({ error: "Webhook id must be a UUID" }),
  deliveryId: z.uuid({ error: "Delivery id must be a UUID" }),
});

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

/** One message to an endpoint, as its delivery log shows it (kept 30 days). */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The endpoint's last answer: its HTTP status, or null when none came (refused, timed out). */
  lastStatus: z.number().int().nullable(),
  /** Why the last attempt failed, in words; null after one that worked. */
  lastError: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  /** The request body as sent (its own copy, so it can be sent again after the event is gone). */
  payload: z.string(),
  createdAt: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
