/**
 * Notifications of the signed-in user: the list (newest first, unread filter, cursor
 * pages), the unread count, mark one or all read, and the notification preferences. Every method
 * starts with the access check (a member of a team: a super admin has no notifications) and reads
 * only the actor's own rows in the actor's team; another user's or team's id is 404. Reads and
 * preference changes go through `record`, so audit and the real-time feed see them.
 */
import { type Actor, requireTeam } from "#server/lib/actor.ts";
import { notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type {
  Notification,
  NotificationListQuery,
  NotificationPage,
  NotificationPreferences,
} from "#shared/schemas/notification.ts";
import { presentNotification, presentPreferences } from "./notification-presenter.ts";
import * as repo from "./notifications.repository.ts";

/** The actor's team id and user id: every call is about the actor's own notifications. */
function owner(actor: Actor): { teamId: string; userId: string } {
  return { teamId: requireTeam(actor).id, userId: actor.id };
}

export function createNotificationsService({ db, record, now }: ServiceDeps) {
  return {
    /** GET /api/notifications: one page; `cursor` is the previous page's last id (404 when it is not the actor's). */
    async list(actor: Actor, query: NotificationListQuery): Promise<NotificationPage> {
      const { teamId, userId } = owner(actor);
      const after = query.cursor ? await repo.findNotification(db, teamId, userId, query.cursor) : null;
      if (query.cursor && !after) throw notFound("Notification");
      // One more than asked tells whether another page follows.
      const rows = await repo.listNotifications(db, teamId, userId, {
        unread: query.unread,
        after,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      return {
        notifications: page.map(presentNotification),
        nextCursor: rows.length > query.limit ? page[page.length - 1].id : null,
      };
    },

    /** GET /api/notifications/unread-count. */
    async unreadCount(actor: Actor): Promise<{ count: number }> {
      const { teamId, userId } = owner(actor);
      return { count: await repo.countUnread(db, teamId, userId) };
    },

    /** POST /api/notifications/{id}/read: idempotent; 404 for an id that is not the actor's. */
    async markRead(actor: Actor, id: string): Promise<Notification> {
      const { teamId, userId } = owner(actor);
      return db.transaction(async (tx) => {
        const changed = await repo.markRead(tx, teamId, userId, id, now());
        if (changed) {
          await record(tx, {
            teamId,
            actorId: userId,
            action: "notification.read",
            targetType: "notification",
            targetId: id,
            after: { readAt: changed.readAt?.toISOString() ?? null },
            ip: actor.ip,
          });
          return presentNotification(changed);
        }
        const row = await repo.findNotification(tx, teamId, userId, id);
        if (!row) throw notFound("Notification");
        return presentNotification(row);
      });
    },

    /** POST /api/notifications/read-all: returns how many were unread. */
    async markAllRead(actor: Actor): Promise<{ updated: number }> {
      const { teamId, userId } = owner(actor);
      return db.transaction(async (tx) => {
        const updated = await repo.markAllRead(tx, teamId, userId, now());
        if (updated > 0) {
          await record(tx, {
            teamId,
            actorId: userId,
            action: "notification.read_all",
            targetType: "user",
            targetId: userId,
            after: { updated },
            ip: actor.ip,
          });
        }
        return { updated };
      });
    },

    /** GET /api/user/notification-preferences: stored choices over the defaults. */
    async preferences(actor: Actor): Promise<NotificationPreferences> {
      const { teamId, userId } = owner(actor);
      return presentPreferences(await repo.findPreferences(db, teamId, userId));
    },

    /** PUT /api/user/notification-preferences: replaces every choice; returns them as stored. */
    async savePreferences(actor: Actor, body: NotificationPreferences): Promise<NotificationPreferences> {
      const { teamId, userId } = owner(actor);
      return db.transaction(async (tx) => {
        const before = presentPreferences(await repo.findPreferences(tx, teamId, userId));
        const row = await repo.savePreferences(tx, teamId, userId, {
          reminderLeadMinutes: body.reminderLeadMinutes,
          kinds: body.kinds,
          updatedAt: now(),
        });
        const after = presentPreferences(row);
        await record(tx, {
          teamId,
          actorId: userId,
          action: "notification_preferences.changed",
          targetType: "user",
          targetId: userId,
          before,
          after,
          ip: actor.ip,
        });
        return after;
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
