/** A team's webhooks (team admins): endpoints, their secrets, delivery logs, redelivery and a test. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  createWebhookEndpointBodySchema,
  updateWebhookEndpointBodySchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from "#shared/schemas/webhooks.ts";
import type { WebhooksService } from "./webhooks.service.ts";

const tags = ["webhooks"];

export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooksService: WebhooksService }> = async (
  app,
  { webhooksService },
) => {
  app.get(
    "/api/team/webhooks",
    {
      schema: {
        tags,
        description: "The team's webhook endpoints (team admins); never their secrets.",
        response: { 200: z.array(webhookEndpointSchema), ...errorResponses },
      },
    },
    async (request) => webhooksService.list(await request.requireActor()),
  );

  app.post(
    "/api/team/webhooks",
    {
      schema: {
        tags,
        description:
          "Subscribes an HTTPS endpoint to event types (team admins). The answer holds its signing secret (Standard Webhooks), shown this once.",
        body: createWebhookEndpointBodySchema,
        response: { 201: webhookEndpointWithSecretSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return webhooksService.create(await request.requireActor(), request.body);
    },
  );

  app.patch(
    "/api/team/webhooks/:id",
    {
      schema: {
        tags,
        description: "Changes an endpoint, or turns it off or back on (from the next event).",
        params: webhookEndpointParamsSchema,
        body: updateWebhookEndpointBodySchema,
        response: { 200: webhookEndpointSchema, ...errorResponses },
      },
    },
    async (request) => webhooksService.update(await request.requireActor(), request.params.id, request.body),
  );

  app.delete(
    "/api/team/webhooks/:id",
    {
      schema: {
        tags,
        description: "Removes an endpoint and its delivery log.",
        params: webhookEndpointParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await webhooksService.remove(await request.requireActor(), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/team/webhooks/:id/secret",
    {
      schema: {
        tags,
        description: "Gives the endpoint a new signing secret, shown this once; the old one stops signing at once.",
        params: webhookEndpointParamsSchema,
        response: { 200: webhookEndpointWithSecretSchema, ...errorResponses },
      },
    },
    async (request) => webhooksService.rotateSecret(await request.requireActor(), request.params.id),
  );

  app.get(
    "/api/team/webhooks/:id/deliveries",
    {
      schema: {
        tags,
        description: "The endpoint's latest 50 deliveries, newest first, with each one's body and last answer.",
        params: webhookEndpointParamsSchema,
        response: { 200: z.array(webhookDeliverySchema), ...errorResponses },
      },
    },
    async (request) => webhooksService.deliveries(await request.requireActor(), request.params.id),
  );

  app.post(
    "/api/team/webhooks/:id/deliveries/:deliveryId/redeliver",
    {
      schema: {
        tags,
        description: "Sends a delivery's body again, as a new delivery.",
        params: webhookDeliveryParamsSchema,
        response: { 201: webhookDeliverySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return webhooksService.redeliver(await request.requireActor(), request.params.id, request.params.deliveryId);
    },
  );

  app.post(
    "/api/team/webhooks/:id/test",
    {
      schema: {
        tags,
        description: "Queues a webhook.test delivery to the endpoint.",
        params: webhookEndpointParamsSchema,
        response: { 201: webhookDeliverySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return webhooksService.test(await request.requireActor(), request.params.id);
    },
  );
};
