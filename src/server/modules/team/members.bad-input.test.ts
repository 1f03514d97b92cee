/**
 * Bad input on members administration and invitations in bulk, resend and revoke: one
 * exact 4xx each, nothing changes. The fixture's admin is the team's only team admin.
 */
import { type BadInputRequest, big, describeBadInput, XML } from "#server/test/bad-input-harness.ts";

const RANDOM_UUID = "3f1e2d4c-5b6a-4789-8abc-def012345678";
const patchMember = (id: string | null, payload: unknown, headers?: Record<string, string>) => ({
  method: "PATCH" as const,
  url: `/api/team/members/${id ?? RANDOM_UUID}`,
  payload,
  headers,
});
const invite = (payload: unknown) => (): BadInputRequest => ({ method: "POST", url: "/api/team/invitations", payload });

describeBadInput("bad input: members administration", [
  ["list: unknown sort", () => ({ method: "GET", url: "/api/team/members?sort=salary" }), 400, "VALIDATION_FAILED"],
  [
    "list: 201-char search",
    () => ({ method: "GET", url: `/api/team/members?q=${big(201)}` }),
    400,
    "VALIDATION_FAILED",
  ],
  ["list: unknown parameter", () => ({ method: "GET", url: "/api/team/members?teamId=x" }), 400, "VALIDATION_FAILED"],
  [
    "patch member: no cookie",
    (ctx) => ({ ...patchMember(ctx.admin.user.id, { role: "member" }), auth: false }),
    401,
    "UNAUTHENTICATED",
  ],
  ["patch member: no body", (ctx) => patchMember(ctx.admin.user.id, undefined), 400, "VALIDATION_FAILED"],
  ["patch member: malformed JSON", (ctx) => patchMember(ctx.admin.user.id, '{"role":'), 400, "MALFORMED_JSON"],
  ["patch member: xml", (ctx) => patchMember(ctx.admin.user.id, "<x/>", XML), 415, "UNSUPPORTED_MEDIA_TYPE"],
  [
    "patch member: super_admin",
    (ctx) => patchMember(ctx.admin.user.id, { role: "super_admin" }),
    400,
    "VALIDATION_FAILED",
  ],
  ["patch member: legacy admin", (ctx) => patchMember(ctx.admin.user.id, { role: "admin" }), 400, "VALIDATION_FAILED"],
  ["patch member: role a number", (ctx) => patchMember(ctx.admin.user.id, { role: 3 }), 400, "VALIDATION_FAILED"],
  [
    "patch member: unknown key",
    (ctx) => patchMember(ctx.admin.user.id, { role: "member", teamId: RANDOM_UUID }),
    400,
    "VALIDATION_FAILED",
  ],
  ["patch member: 101-char id", () => patchMember(big(101), { role: "member" }), 400, "VALIDATION_FAILED"],
  ["patch member: no such member", () => patchMember(null, { role: "member" }), 404, "NOT_FOUND"],
  ["patch member: the last admin", (ctx) => patchMember(ctx.admin.user.id, { role: "member" }), 409, "LAST_TEAM_ADMIN"],
  [
    "remove member: no cookie",
    (ctx) => ({ method: "DELETE", url: `/api/team/members/${ctx.admin.user.id}`, auth: false }),
    401,
    "UNAUTHENTICATED",
  ],
  [
    "remove member: no such member",
    () => ({ method: "DELETE", url: `/api/team/members/${RANDOM_UUID}` }),
    404,
    "NOT_FOUND",
  ],
  [
    // The fixture's admin is the team's only one: the last-admin rule answers before "not yourself".
    "remove member: oneself, the only team admin",
    (ctx) => ({ method: "DELETE", url: `/api/team/members/${ctx.admin.user.id}` }),
    409,
    "LAST_TEAM_ADMIN",
  ],
  [
    "reset two-factor: no cookie",
    (ctx) => ({ method: "POST", url: `/api/team/members/${ctx.admin.user.id}/reset-two-factor`, auth: false }),
    401,
    "UNAUTHENTICATED",
  ],
  [
    "reset two-factor: 101-char id",
    () => ({ method: "POST", url: `/api/team/members/${big(101)}/reset-two-factor` }),
    400,
    "VALIDATION_FAILED",
  ],
  [
    "reset two-factor: no such member",
    () => ({ method: "POST", url: `/api/team/members/${RANDOM_UUID}/reset-two-factor` }),
    404,
    "NOT_FOUND",
  ],
  [
    "reset two-factor: oneself",
    (ctx) => ({ method: "POST", url: `/api/team/members/${ctx.admin.user.id}/reset-two-factor` }),
    403,
    "FORBIDDEN",
  ],
  ["bulk invite: no addresses", invite({ emails: [] }), 400, "VALIDATION_FAILED"],
  [
    "bulk invite: 51 addresses",
    invite({ emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.test`) }),
    400,
    "VALIDATION_FAILED",
  ],
  ["bulk invite: emails a string", invite({ emails: "a@example.test" }), 400, "VALIDATION_FAILED"],
  ["bulk invite: an address a number", invite({ emails: [5] }), 400, "VALIDATION_FAILED"],
  [
    "bulk invite: email and emails",
    invite({ email: "a@example.test", emails: ["b@example.test"] }),
    400,
    "VALIDATION_FAILED",
  ],
  ["bulk invite: super_admin", invite({ emails: ["a@example.test"], role: "super_admin" }), 400, "VALIDATION_FAILED"],
  ["bulk invite: 321-char address", invite({ emails: [`${big(310)}@example.test`] }), 400, "VALIDATION_FAILED"],
  [
    "resend: no cookie",
    () => ({ method: "POST", url: `/api/team/invitations/${RANDOM_UUID}/resend`, auth: false }),
    401,
    "UNAUTHENTICATED",
  ],
  [
    "resend: id not a UUID",
    () => ({ method: "POST", url: "/api/team/invitations/abc/resend" }),
    400,
    "VALIDATION_FAILED",
  ],
  [
    "resend: no such invitation",
    () => ({ method: "POST", url: `/api/team/invitations/${RANDOM_UUID}/resend` }),
    404,
    "NOT_FOUND",
  ],
  ["revoke: id not a UUID", () => ({ method: "DELETE", url: "/api/team/invitations/abc" }), 400, "VALIDATION_FAILED"],
  [
    "revoke: no such invitation",
    () => ({ method: "DELETE", url: `/api/team/invitations/${RANDOM_UUID}` }),
    404,
    "NOT_FOUND",
  ],
]);
