/**
 * Bad input on the notification calls (list, unread count, read, read-all, preferences): one exact
 * 4xx each, nothing changes. The fixture and snapshot are in src/server/test/bad-input-harness.ts.
 */
import { type BadInputRequest, big, describeBadInput, FORM, HUGE, randomUUID } from "#server/test/bad-input-harness.ts";
import { defaultPreferences } from "#shared/schemas/notification.ts";

const get =
  (url: string, auth = true) =>
  (): BadInputRequest => ({ method: "GET", url, auth });
const post =
  (url: string, auth = true) =>
  (): BadInputRequest => ({ method: "POST", url, auth });
const put = (payload: unknown, headers?: Record<string, string>) => (): BadInputRequest => ({
  method: "PUT",
  url: "/api/user/notification-preferences",
  payload,
  headers,
});
const prefs = defaultPreferences();

describeBadInput("bad input: notifications", [
  // GET /api/notifications
  ["list: no cookie", get("/api/notifications", false), 401, "UNAUTHENTICATED"],
  ["list: unread=yes", get("/api/notifications?unread=yes"), 400, "VALIDATION_FAILED"],
  ["list: limit=0", get("/api/notifications?limit=0"), 400, "VALIDATION_FAILED"],
  ["list: limit=51", get("/api/notifications?limit=51"), 400, "VALIDATION_FAILED"],
  ["list: limit=abc", get("/api/notifications?limit=abc"), 400, "VALIDATION_FAILED"],
  ["list: limit=1.5", get("/api/notifications?limit=1.5"), 400, "VALIDATION_FAILED"],
  ["list: cursor not a UUID", get("/api/notifications?cursor=abc"), 400, "VALIDATION_FAILED"],
  ["list: cursor of no notification", get(`/api/notifications?cursor=${randomUUID()}`), 404, "NOT_FOUND"],
  ["list: unknown parameter", get("/api/notifications?teamId=x"), 400, "VALIDATION_FAILED"],
  // GET /api/notifications/unread-count
  ["unread-count: no cookie", get("/api/notifications/unread-count", false), 401, "UNAUTHENTICATED"],
  // POST /api/notifications/{id}/read
  ["read: no cookie", post(`/api/notifications/${randomUUID()}/read`, false), 401, "UNAUTHENTICATED"],
  ["read: id not a UUID", post("/api/notifications/abc/read"), 400, "VALIDATION_FAILED"],
  ["read: 2 000-char id", post(`/api/notifications/${big(2000)}/read`), 400, "VALIDATION_FAILED"],
  ["read: unknown id", post(`/api/notifications/${randomUUID()}/read`), 404, "NOT_FOUND"],
  // POST /api/notifications/read-all
  ["read-all: no cookie", post("/api/notifications/read-all", false), 401, "UNAUTHENTICATED"],
  // GET and PUT /api/user/notification-preferences
  ["preferences: no cookie", get("/api/user/notification-preferences", false), 401, "UNAUTHENTICATED"],
  ["preferences: empty object", put({}), 400, "VALIDATION_FAILED"],
  ["preferences: lead 10", put({ ...prefs, reminderLeadMinutes: 10 }), 400, "VALIDATION_FAILED"],
  ["preferences: lead as text", put({ ...prefs, reminderLeadMinutes: "15" }), 400, "VALIDATION_FAILED"],
  [
    "preferences: a kind missing",
    put({ ...prefs, kinds: { ...prefs.kinds, trial_ending: undefined } }),
    400,
    "VALIDATION_FAILED",
  ],
  [
    "preferences: unknown kind",
    put({ ...prefs, kinds: { ...prefs.kinds, party: { inApp: true, email: true } } }),
    400,
    "VALIDATION_FAILED",
  ],
  [
    "preferences: channel not boolean",
    put({ ...prefs, kinds: { ...prefs.kinds, booking_reminder: { inApp: "yes", email: true } } }),
    400,
    "VALIDATION_FAILED",
  ],
  [
    "preferences: extra channel",
    put({ ...prefs, kinds: { ...prefs.kinds, booking_reminder: { inApp: true, email: true, sms: true } } }),
    400,
    "VALIDATION_FAILED",
  ],
  ["preferences: extra userId", put({ ...prefs, userId: randomUUID() }), 400, "VALIDATION_FAILED"],
  ["preferences: array", put([prefs]), 400, "VALIDATION_FAILED"],
  ["preferences: malformed JSON", put("{bad"), 400, "MALFORMED_JSON"],
  ["preferences: form body", put("a=1", FORM), 415, "UNSUPPORTED_MEDIA_TYPE"],
  ["preferences: 100 000-char body", put({ ...prefs, note: HUGE }), 413, "PAYLOAD_TOO_LARGE"],
]);

describeBadInput("bad input: calendar feed", [
  ["feed status: no cookie", get("/api/user/calendar-feed", false), 401, "UNAUTHENTICATED"],
  ["feed create: no cookie", post("/api/user/calendar-feed", false), 401, "UNAUTHENTICATED"],
  [
    "feed revoke: no cookie",
    () => ({ method: "DELETE", url: "/api/user/calendar-feed", auth: false }),
    401,
    "UNAUTHENTICATED",
  ],
  ["feed revoke: none to revoke", () => ({ method: "DELETE", url: "/api/user/calendar-feed" }), 404, "NOT_FOUND"],
  ["feed: short token", get("/api/calendar/abc.ics", false), 400, "VALIDATION_FAILED"],
  ["feed: no .ics", get(`/api/calendar/${"a".repeat(43)}`, false), 400, "VALIDATION_FAILED"],
  ["feed: bad characters", get(`/api/calendar/${"a".repeat(42)}$.ics`, false), 400, "VALIDATION_FAILED"],
  ["feed: unknown token", get(`/api/calendar/${"a".repeat(43)}.ics`, false), 404, "NOT_FOUND"],
]);
