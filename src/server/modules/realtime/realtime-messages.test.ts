/** Which committed events reach teammates' sockets, and as what (spec section 7). */
import { describe, expect, it } from "vitest";
import type { FeedEvent } from "#server/lib/event-feed.ts";
import { messagesFor } from "./realtime-messages.ts";

const event = (type: string, subjectType: string): FeedEvent =>
  ({
    seq: 1,
    teamId: "t1",
    type,
    subjectType,
    subjectId: "s1",
    actorId: "u1",
    payload: null,
    createdAt: "2026-11-24T10:00:00.000Z",
  }) as unknown as FeedEvent;

describe("messagesFor", () => {
  it("keeps a member's private actions off teammates' sockets", () => {
    for (const type of [
      "auth.password_changed",
      "auth.two_factor_enabled",
      // Whether someone uses a second factor is for team admins (their members list), not teammates.
      "member.two_factor_reset",
      "notification_preferences.changed",
      "template.created",
      "calendar_feed.created",
      "calendar_feed.revoked",
      "user.favourite_office_added",
      "user.onboarding_completed",
      "user.onboarding_seen",
      "user.preferences_updated",
    ]) {
      expect(messagesFor(event(type, type.split(".")[0] ?? ""), "u2"), type).toEqual([]);
    }
  });

  it("tells teammates that someone hid or showed their name, and nothing else of their preferences", () => {
    const changed = (after: Record<string, unknown>) =>
      ({ ...event("user.preferences_updated", "user"), payload: { before: {}, after } }) as FeedEvent;
    const heard = messagesFor(changed({ hideMyName: true }), "u2");
    expect(heard).toEqual([
      expect.objectContaining({ type: "user:updated", subjectType: "user", subjectId: "s1", actorId: null }),
    ]);
    expect(JSON.stringify(heard)).not.toContain("hideMyName");
    expect(messagesFor(changed({ theme: "dark" }), "u2")).toEqual([]);
  });

  it("sends a name change as user:updated and other team changes as a generic event", () => {
    expect(messagesFor(event("user.profile_updated", "user"), "u2").map((m) => m.type)).toEqual(["user:updated"]);
    expect(messagesFor(event("member.role_changed", "member"), "u2").map((m) => m.type)).toEqual(["user:updated"]);
    expect(messagesFor(event("series.created", "series"), "u2").map((m) => m.type)).toEqual(["event"]);
  });

  it('names who made or holds a booking only to that person (docs/product.md "Who booked")', () => {
    const booking = { id: "b1", userId: "bo", userName: "Bo Booker", officeId: "o1", officeName: "Hub" };
    const created = { ...event("booking.created", "booking"), actorId: "bo", payload: { after: booking } } as FeedEvent;
    const [toBo] = messagesFor(created, "bo");
    const [toMia] = messagesFor(created, "mia");
    expect(toBo).toMatchObject({ actorId: "bo", payload: { userId: "bo", booking: { userName: "Bo Booker" } } });
    expect(toMia).toMatchObject({
      actorId: null,
      payload: { userId: null, booking: { userId: null, userName: null } },
    });
    expect(JSON.stringify(messagesFor(created, "mia"))).not.toContain("Bo Booker");
    // Office changes still say who made them: their actors are admins, named on the members list.
    expect(messagesFor(event("office.updated", "office"), "mia")[0]).toMatchObject({ actorId: "u1" });
  });
});
