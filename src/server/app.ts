/**
 * Builds the Fastify app over an open database: plugins (helmet, cookies, rate limits, OpenAPI at
 * /api/docs), the session resolver, every feature module, and the built web app with SPA fallback.
 * Takes an already-migrated DatabaseHandle; listening is main.ts's job, so tests use `app.inject`.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { DatabaseHandle } from "#db/client.ts";
import type { AppConfig } from "./config.ts";
import { AppError, sendError } from "./lib/app-error.ts";
import { createAuth, sessionCookieName } from "./lib/better-auth.ts";
import { createChangeRecorder } from "./lib/change-recorder.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { bookingsRoutes } from "./modules/bookings/bookings.routes.ts";
import { createBookingsService } from "./modules/bookings/bookings.service.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { createDashboardService } from "./modules/dashboard/dashboard.service.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { invitationsRoutes } from "./modules/invitations/invitations.routes.ts";
import { createInvitationsService } from "./modules/invitations/invitations.service.ts";
import { createMailSubscriber } from "./modules/mail/mail.subscriber.ts";
import { createMailer, type Mailer } from "./modules/mail/mailer.ts";
import { officesRoutes } from "./modules/offices/offices.routes.ts";
import { createOfficesService } from "./modules/offices/offices.service.ts";
import { teamRoutes } from "./modules/team/team.routes.ts";
import { createTeamService } from "./modules/team/team.service.ts";
import { userRoutes } from "./modules/user/user.routes.ts";
import { createUserService } from "./modules/user/user.service.ts";
import { drainPlugin } from "./plugins/drain.ts";
import { frameworkErrorHandler, registerErrorHandler } from "./plugins/error-handler.ts";
import { loggerOptions } from "./plugins/logging.ts";
import { securityPlugin } from "./plugins/security.ts";
import { sessionPlugin } from "./plugins/session.ts";

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** false silences logs (tests); otherwise the production logger config is used. */
  logger?: false;
  /** Where the production logger writes (default stdout); tests capture it to inspect log lines. */
  logStream?: NodeJS.WritableStream;
  /** The clock every service reads (tests); defaults to the system clock, chosen here and nowhere else. */
  now?: () => Date;
}

export interface BuiltApp {
  app: FastifyInstance;
  mailer: Mailer;
}

/** Fastify's `trustProxy` for TRUST_PROXY: false, the proxies' addresses, or a hop count as a function. */
function trustProxyOption(
  value: AppConfig["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== "number") return value;
  return (_address, hop) => hop < value;
}

export async function buildApp({ config, database, logger, logStream, now }: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel, logStream),
    bodyLimit: config.bodyLimit,
    // Fastify 5 ignores a bare hop count (it then trusts no proxy, and every client gets the proxy's
    // address and one shared per-IP budget), so a count becomes a function: trust the nearest `n` hops.
    trustProxy: trustProxyOption(config.trustProxy),
    // Draining answers late requests itself, in the `{ code, message }` shape (plugins/drain.ts).
    return503OnClosing: false,
    // Errors raised before routing (e.g. a malformed percent-encoding in the path) bypass the error
    // handler; answer them in the same `{ code, message }` shape.
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(drainPlugin);
  await app.register(securityPlugin, { appUrl: config.appUrl });

  const appUrl = new URL(config.appUrl);
  const socketOrigin = `${appUrl.protocol === "https:" ? "wss:" : "ws:"}//${appUrl.host}`;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "script-src": ["'self'"],
        // Our own origin only, and its WebSocket twin (a CSP 'self' does not cover ws:/wss: everywhere).
        "connect-src": ["'self'", socketOrigin],
        "img-src": ["'self'", "data:"],
        "upgrade-insecure-requests": appUrl.protocol === "https:" ? [] : null,
      },
    },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError("RATE_LIMITED", `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.productName} API`, version: config.version },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: sessionCookieName(config.appUrl) } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  const { db } = database;
  const clock = now ?? (() => new Date());
  const auth = createAuth({
    db,
    secret: config.authSecret,
    appUrl: config.appUrl,
    productName: config.productName,
    session: config.session,
    log: app.log,
  });
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, now: clock });
  // After-commit subscriber: each event's mail leaves as the event commits (the poll is the safety net).
  const unfollowMail = await mailer.follow(database.listen);
  // In-transaction subscribers: their writes commit with the change (ARCHITECTURE.md).
  const { record } = createChangeRecorder({
    subscribers: [createMailSubscriber({ productName: config.productName })],
  });
  // Every service gets the same database, recorder and clock (src/server/lib/service-deps.ts).
  const deps = { db, record, now: clock };
  await app.register(sessionPlugin, { auth, db, maxSeconds: config.session.maxSeconds });

  await app.register(healthRoutes, { database, version: config.version, appUrl: config.appUrl });
  await app.register(authRoutes, {
    authService: createAuthService({ ...deps, auth }),
    loginRateLimit: config.loginRateLimit,
    registrationRateLimit: config.registrationRateLimit,
  });
  await app.register(userRoutes, { userService: createUserService(deps) });
  await app.register(officesRoutes, { officesService: createOfficesService(deps) });
  await app.register(bookingsRoutes, { bookingsService: createBookingsService(deps) });
  await app.register(teamRoutes, { teamService: createTeamService(deps) });
  await app.register(invitationsRoutes, {
    invitationsService: createInvitationsService({
      ...deps,
      mailer,
      appUrl: config.appUrl,
      rateLimit: config.invitationRateLimit,
    }),
  });
  await app.register(dashboardRoutes, { dashboardService: createDashboardService(deps) });
  await registerWebApp(app, config.webDir);

  app.addHook("onClose", async () => {
    await unfollowMail();
    await mailer.stop();
  });
  return { app, mailer };
}

/** Serves the built web app; unknown non-API GETs get index.html so client routes deep-link. */
async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const hasWeb = existsSync(join(webDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      // The build writes .br and .gz beside each text asset (vite.config.ts); the one the browser
      // accepts is sent with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/; everything else must be revalidated.
        reply.header("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    if (path.startsWith("/api/") || path === "/api" || !["GET", "HEAD"].includes(request.method)) {
      return sendError(reply, "NOT_FOUND", `No such endpoint: ${request.method} ${path}`);
    }
    // A missing file (an old asset after a rebuild) is a 404, never the SPA page.
    if (/\.[a-z0-9]+$/i.test(path)) {
      return sendError(reply, "NOT_FOUND", `No such file: ${path}`);
    }
    if (!hasWeb) {
      return sendError(reply, "NOT_FOUND", "The web app is not built. Run `npm run build`.");
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
