/**
 * Notification calls: the list with filter and cursor pages, the unread count, mark read,
 * mark all read, and the user's notification preferences.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/lib/http.ts";
import { OPEN_WHEN_SUSPENDED } from "#server/lib/route-policy.ts";
import {
  notificationListQuerySchema,
  notificationPageSchema,
  notificationParamsSchema,
  notificationPreferencesSchema,
  notificationSchema,
  readAllResultSchema,
  unreadCountSchema,
} from "#shared/schemas/notification.ts";
import type { NotificationsService } from "./notifications.service.ts";

export const notificationsRoutes: FastifyPluginAsyncZod<{ notificationsService: NotificationsService }> = async (
  app,
  { notificationsService: service },
) => {
  const tags = ["notifications"];

  app.get(
    "/api/notifications",
    {
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses },
      },
    },
    async (request) => service.list(await request.requireActor(), request.query),
  );

  app.get(
    "/api/notifications/unread-count",
    { schema: { tags, response: { 200: unreadCountSchema, ...errorResponses } } },
    async (request) => service.unreadCount(await request.requireActor()),
  );

  app.post(
    "/api/notifications/:id/read",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: { tags, params: notificationParamsSchema, response: { 200: notificationSchema, ...errorResponses } },
    },
    async (request) => service.markRead(await request.requireActor(), request.params.id),
  );

  app.post(
    "/api/notifications/read-all",
    { config: OPEN_WHEN_SUSPENDED, schema: { tags, response: { 200: readAllResultSchema, ...errorResponses } } },
    async (request) => service.markAllRead(await request.requireActor()),
  );

  app.get(
    "/api/user/notification-preferences",
    { schema: { tags, response: { 200: notificationPreferencesSchema, ...errorResponses } } },
    async (request) => service.preferences(await request.requireActor()),
  );

  app.put(
    "/api/user/notification-preferences",
    {
      config: OPEN_WHEN_SUSPENDED,
      schema: {
        tags,
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => service.savePreferences(await request.requireActor(), request.body),
  );
};
