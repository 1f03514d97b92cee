/**
 * scimmy's User and Group resources (RFC 7643 sections 4.1, 4.2), declared once for the process:
 * scimmy parses filters, applies PATCH operations, checks attributes against the core schemas and
 * shapes list responses; its handlers pass each call to the ScimService of the request's context,
 * so one declaration serves every app instance and team.
 */
import SCIMMY from "scimmy";
import { isPgError } from "#server/lib/app-error.ts";
import {
  ENTERPRISE_USER,
  type ScimCaller,
  ScimError,
  type ScimGroupInput,
  type ScimService,
  type ScimUserInput,
} from "./scim.service.ts";

/** What a request hands scimmy's handlers. */
export interface ScimContext {
  service: ScimService;
  caller: ScimCaller;
}

/** The base path of the resources' `meta.location`. */
export const SCIM_BASE = "/api/scim/v2";
/** The most resources one list answers (RFC 7644 section 3.4.2.4 `count`). */
export const SCIM_MAX_RESULTS = 200;

/** A SCIMMY error that keeps the app's code (and, for a 500, what went wrong) for the error handler. */
export type TaggedScimError = InstanceType<typeof SCIMMY.Types.Error> & { code?: string; cause?: unknown };

/** scimmy's error; its types ask a scimType that RFC 7644 leaves optional (scimmy itself passes none). */
function scimmyError(status: number, scimType: string | undefined, message: string) {
  return new SCIMMY.Types.Error(status, scimType as string, message);
}

/**
 * Runs a handler, turning its errors into scimmy's own: scimmy answers 404 for any error that is not
 * one of its own, so a refusal of ours (409, 400) or a failure (500) would be misreported.
 */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SCIMMY.Types.Error) throw error;
    // PostgreSQL refuses a NUL character in text (22021): the caller's value, not our failure.
    if (isPgError(error, "22021")) {
      throw Object.assign(scimmyError(400, "invalidValue", "Text must not contain NUL (\\u0000) characters."), {
        code: "VALIDATION_FAILED",
      });
    }
    if (error instanceof ScimError) {
      throw Object.assign(scimmyError(error.status, error.scimType, error.message), {
        code: error.code,
      });
    }
    throw Object.assign(scimmyError(500, undefined, "The request could not be completed."), {
      code: "INTERNAL",
      cause: error,
    });
  }
}

/** The lookup of a list filter that is one `eq` on `attribute` (compared case-insensitively for names). */
function equalsOn(filter: unknown, attribute: string): string | undefined {
  if (!Array.isArray(filter) || filter.length !== 1) return undefined;
  const expression = filter[0] as Record<string, unknown>;
  const keys = Object.keys(expression);
  if (keys.length !== 1 || keys[0].toLowerCase() !== attribute.toLowerCase()) return undefined;
  const comparison = expression[keys[0]];
  if (!Array.isArray(comparison) || String(comparison[0]).toLowerCase() !== "eq") return undefined;
  return typeof comparison[1] === "string" ? comparison[1] : undefined;
}

type Filter = { match(values: object[]): object[] } | undefined;

let declared = false;

/** Declares the resources and the service provider's features (idempotent). */
export function declareScimResources(): void {
  if (declared) return;
  declared = true;
  SCIMMY.Config.set({
    documentationUri: "https://github.com/officely/officely/blob/main/docs/operations.md#scim-provisioning",
    patch: true,
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    bulk: false,
    sort: false,
    etag: false,
    changePassword: false,
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "Bearer token",
        description: "The team's SCIM token, made by a team admin in Settings > Security.",
      },
    ],
  });
  SCIMMY.Resources.declare(SCIMMY.Resources.User.extend(SCIMMY.Schemas.EnterpriseUser, false))
    .ingress(
      (resource, instance, ctx: ScimContext) =>
        guarded(async () => {
          const input = instance as unknown as ScimUserInput;
          return resource.id
            ? ctx.service.users.replace(ctx.caller, resource.id, input)
            : ctx.service.users.create(ctx.caller, input);
        }) as never,
    )
    .egress(
      (resource, ctx: ScimContext) =>
        guarded(async () => {
          if (resource.id) return ctx.service.users.read(ctx.caller, resource.id);
          const email = equalsOn(resource.filter, "userName");
          const externalId = equalsOn(resource.filter, "externalId");
          if (email !== undefined) return ctx.service.users.list(ctx.caller, { email });
          if (externalId !== undefined) return ctx.service.users.list(ctx.caller, { externalId });
          const all = await ctx.service.users.list(ctx.caller);
          return (resource.filter as Filter)?.match(all) ?? all;
        }) as never,
    )
    .degress((resource, ctx: ScimContext) => guarded(() => ctx.service.users.remove(ctx.caller, resource.id ?? "")));
  SCIMMY.Resources.declare(SCIMMY.Resources.Group)
    .ingress(
      (resource, instance, ctx: ScimContext) =>
        guarded(async () => {
          const input = instance as unknown as ScimGroupInput;
          return resource.id
            ? ctx.service.groups.replace(ctx.caller, resource.id, input)
            : ctx.service.groups.create(ctx.caller, input);
        }) as never,
    )
    .egress(
      (resource, ctx: ScimContext) =>
        guarded(async () => {
          if (resource.id) return ctx.service.groups.read(ctx.caller, resource.id);
          const name = equalsOn(resource.filter, "displayName");
          const externalId = equalsOn(resource.filter, "externalId");
          if (name !== undefined) return ctx.service.groups.list(ctx.caller, { name });
          if (externalId !== undefined) return ctx.service.groups.list(ctx.caller, { externalId });
          const all = await ctx.service.groups.list(ctx.caller);
          return (resource.filter as Filter)?.match(all) ?? all;
        }) as never,
    )
    .degress((resource, ctx: ScimContext) => guarded(() => ctx.service.groups.remove(ctx.caller, resource.id ?? "")));
  SCIMMY.Resources.User.basepath(SCIM_BASE);
  SCIMMY.Resources.Group.basepath(SCIM_BASE);
}

export { ENTERPRISE_USER, SCIMMY };
