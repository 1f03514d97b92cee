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
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../db/client.ts";
import type { AppConfig } from "./config.ts";
import { AppError } from "./lib/app-error.ts";
import { createAuth } from "./lib/better-auth.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { bookingsRoutes } from "./modules/bookings/bookings.routes.ts";
import { createBookingsService } from "./modules/bookings/bookings.service.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { createMailer, type Mailer } from "./modules/mail/outbox.ts";
import { officesRoutes } from "./modules/offices/offices.routes.ts";
import { createOfficesService } from "./modules/offices/offices.service.ts";
import { teamRoutes } from "./modules/team/team.routes.ts";
import { createTeamService } from "./modules/team/team.service.ts";
import { userRoutes } from "./modules/user/user.routes.ts";
import { createUserService } from "./modules/user/user.service.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { sessionPlugin } from "./plugins/session.ts";

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** false silences logs (tests); otherwise the production logger config is used. */
  logger?: false;
  /** Where the production logger writes (default stdout); tests capture it to inspect log lines. */
  logStream?: NodeJS.WritableStream;
  /** Clock for booking rules (tests); defaults to the system clock. */
  now?: () => Date;
}

export interface BuiltApp {
  app: FastifyInstance;
  mailer: Mailer;
}

export async function buildApp({ config, database, logger, logStream, now }: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    // Request bodies are never logged, so passwords never reach the logs; cookies are redacted.
    logger: logger ?? {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    // Errors raised before routing (e.g. a malformed percent-encoding in the path) bypass the error
    // handler; answer them in the same `{ code, message }` shape.
    frameworkErrors: (error, _request, reply) => {
      const badUrl = error.code === "FST_ERR_BAD_URL" || error.code === "FST_ERR_MAX_PARAM_LENGTH";
      const body = badUrl
        ? { code: "VALIDATION_FAILED", message: "The request URL is not valid." }
        : { code: "INTERNAL", message: "Something went wrong on our side. Please try again." };
      (reply as FastifyReply).code(badUrl ? 400 : 500).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "script-src": ["'self'"],
        "connect-src": ["'self'", "ws:", "wss:"],
        "img-src": ["'self'", "data:"],
        "upgrade-insecure-requests": config.appUrl.startsWith("https://") ? [] : null,
      },
    },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError("RATE_LIMITED", `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`, 429),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.productName} API`, version: config.version },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "officely.session_token" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  const { db } = database;
  const auth = createAuth({ db, secret: config.authSecret, appUrl: config.appUrl, productName: config.productName });
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  await app.register(sessionPlugin, { auth, db });

  await app.register(healthRoutes, { database, version: config.version });
  await app.register(authRoutes, {
    authService: createAuthService({ db, auth }),
    loginRateLimit: config.loginRateLimit,
    registrationRateLimit: config.registrationRateLimit,
  });
  await app.register(userRoutes, { userService: createUserService({ db }) });
  await app.register(officesRoutes, { officesService: createOfficesService({ db }) });
  await app.register(bookingsRoutes, { bookingsService: createBookingsService({ db, now }) });
  await app.register(teamRoutes, {
    teamService: createTeamService({ db, mailer, appUrl: config.appUrl, productName: config.productName }),
  });
  await app.register(dashboardRoutes, { db });
  await registerWebApp(app, config.webDir);

  app.addHook("onClose", async () => {
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
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/; everything else must be revalidated.
        reply.header("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    if (path.startsWith("/api/") || path === "/api" || !["GET", "HEAD"].includes(request.method)) {
      return reply.status(404).send({ code: "NOT_FOUND", message: `No such endpoint: ${request.method} ${path}` });
    }
    // A missing file (an old asset after a rebuild) is a 404, never the SPA page.
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ code: "NOT_FOUND", message: `No such file: ${path}` });
    }
    if (!hasWeb) {
      return reply.status(404).send({ code: "NOT_FOUND", message: "The web app is not built. Run `npm run build`." });
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
