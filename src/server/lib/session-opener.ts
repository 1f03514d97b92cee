/**
 * Opening a session for a person another step has already proven (single sign-on's callback, a
 * passkey's assertion), as better-auth's own plugins do it (magic link, its SSO plugin): a server-only
 * endpoint of a small plugin creates the session through better-auth's internal adapter and sets its
 * cookie (`createAuthEndpoint`, `setSessionCookie`: better-auth's plugin API). Our routes call it as
 * `auth.api.openProvenSession` and forward its cookies, as they do for every other sign-in
 * (docs/decisions/0030).
 */
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

export const sessionOpener = () =>
  ({
    id: "officely-session-opener",
    endpoints: {
      openProvenSession: createAuthEndpoint(
        "/officely/open-proven-session",
        {
          method: "POST",
          body: z.object({ userId: z.string().min(1), signInMethod: z.enum(["sso", "passkey"]) }),
          // Never reachable over HTTP: only our services, after their own proof, call it.
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError("NOT_FOUND", { message: "No such user." });
          // The method is stored with the session (better-auth's `overrideAll`: over the field's default).
          const session = await ctx.context.internalAdapter.createSession(
            user.id,
            false,
            { signInMethod: ctx.body.signInMethod },
            true,
          );
          if (!session) throw new APIError("INTERNAL_SERVER_ERROR", { message: "The session was not created." });
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ userId: user.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
