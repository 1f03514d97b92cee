/**
 * Builds the Fastify app over an open database: plugins (helmet, cookies, rate limits, OpenAPI at
 * /api/docs), the session resolver, every feature module, and the built web app with SPA fallback.
 * Takes an already-migrated DatabaseHandle; listening is start.ts's job, so tests use `app.inject`.
 *
 * Over 250 lines: the one place where every module is built with its dependencies and registered,
 * a few lines each; serving the web app lives in plugins/web-app.ts.
 */
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
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
import { AppError } from "./lib/app-error.ts";
import { createAuth, deviceCookieName, sessionCookieName } from "./lib/better-auth.ts";
import { createChangeRecorder } from "./lib/change-recorder.ts";
import { outboundFetch } from "./lib/outbound-fetch.ts";
import { type Passwords, scryptPasswords } from "./lib/passwords.ts";
import { createSecretBox } from "./lib/secret-box.ts";
import { rateLimitStore } from "./lib/shared-rate-limit.ts";
import { activityRoutes } from "./modules/activity/activity.routes.ts";
import { createActivityService } from "./modules/activity/activity.service.ts";
import { analyticsRoutes } from "./modules/analytics/analytics.routes.ts";
import { createAnalyticsService } from "./modules/analytics/analytics.service.ts";
import { auditRoutes } from "./modules/audit/audit.routes.ts";
import { createAuditService } from "./modules/audit/audit.service.ts";
import { accountSecurityRoutes } from "./modules/auth/account-security.routes.ts";
import { createAccountSecurityService } from "./modules/auth/account-security.service.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createDeviceCookies } from "./modules/auth/device-cookie.ts";
import { emailVerificationRoutes } from "./modules/auth/email-verification.routes.ts";
import { createEmailVerificationService } from "./modules/auth/email-verification.service.ts";
import { passkeysRoutes } from "./modules/auth/passkeys.routes.ts";
import { createPasskeysService } from "./modules/auth/passkeys.service.ts";
import { passwordResetRoutes } from "./modules/auth/password-reset.routes.ts";
import { createPasswordResetService } from "./modules/auth/password-reset.service.ts";
import { createSignInThrottle } from "./modules/auth/sign-in-throttle.ts";
import { createTwoFactorService } from "./modules/auth/two-factor.service.ts";
import { bookingsRoutes } from "./modules/bookings/bookings.routes.ts";
import { createBookingsService } from "./modules/bookings/bookings.service.ts";
import { checkInRoutes } from "./modules/bookings/check-in.routes.ts";
import { createCheckIn } from "./modules/bookings/check-in.ts";
import { createMemberBookingsService } from "./modules/bookings/member-bookings.service.ts";
import { credentialsRoutes } from "./modules/credentials/credentials.routes.ts";
import { createCredentialsService } from "./modules/credentials/credentials.service.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { createDashboardService } from "./modules/dashboard/dashboard.service.ts";
import { groupsRoutes } from "./modules/groups/groups.routes.ts";
import { createGroupsService } from "./modules/groups/groups.service.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { invitationsRoutes } from "./modules/invitations/invitations.routes.ts";
import { createInvitationsService } from "./modules/invitations/invitations.service.ts";
import { abuseReportsRoutes } from "./modules/mail/abuse-reports.routes.ts";
import { createAbuseReportsService } from "./modules/mail/abuse-reports.service.ts";
import { emailTemplatesRoutes } from "./modules/mail/email-templates.routes.ts";
import { createEmailTemplatesService } from "./modules/mail/email-templates.service.ts";
import { createMailSubscriber } from "./modules/mail/mail.subscriber.ts";
import { createMailer, type Mailer } from "./modules/mail/mailer.ts";
import { calendarFeedRoutes } from "./modules/notifications/calendar-feed.routes.ts";
import { createCalendarFeedService } from "./modules/notifications/calendar-feed.service.ts";
import { createJobRunner, type JobRunner } from "./modules/notifications/job-runner.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { createNotificationsService } from "./modules/notifications/notifications.service.ts";
import { createNotificationSubscriber } from "./modules/notifications/notifications.subscriber.ts";
import { checkInCodeRoutes } from "./modules/offices/check-in-code.routes.ts";
import { createCheckInCodeService } from "./modules/offices/check-in-code.service.ts";
import { deskReleasesRoutes } from "./modules/offices/desk-releases.routes.ts";
import { createDeskReleasesService } from "./modules/offices/desk-releases.service.ts";
import { neighbourhoodsRoutes } from "./modules/offices/neighbourhoods.routes.ts";
import { createNeighbourhoodsService } from "./modules/offices/neighbourhoods.service.ts";
import { officesRoutes } from "./modules/offices/offices.routes.ts";
import { createOfficesService } from "./modules/offices/offices.service.ts";
import { sitesRoutes } from "./modules/offices/sites.routes.ts";
import { createSitesService } from "./modules/offices/sites.service.ts";
import {
  createPlatformAbuseReportsService,
  platformAbuseReportsRoutes,
} from "./modules/platform/platform-abuse-reports.ts";
import { createPlatformAnalyticsService, platformAnalyticsRoutes } from "./modules/platform/platform-analytics.ts";
import { createPlatformOutboxService, platformOutboxRoutes } from "./modules/platform/platform-outbox.ts";
import { createPlatformOverviewService, platformOverviewRoutes } from "./modules/platform/platform-overview.ts";
import { platformTeamsRoutes } from "./modules/platform/platform-teams.routes.ts";
import { createPlatformTeamsService } from "./modules/platform/platform-teams.service.ts";
import { platformUsersRoutes } from "./modules/platform/platform-users.routes.ts";
import { createPlatformUsersService } from "./modules/platform/platform-users.service.ts";
import { promoteSuperAdminEmails } from "./modules/platform/super-admins.ts";
import { createSystemHealthService, systemHealthRoutes } from "./modules/platform/system-health.ts";
import { teamWriteGuard } from "./modules/platform/team-write-guard.ts";
import { realtimePlugin } from "./modules/realtime/realtime.routes.ts";
import { scimRoutes } from "./modules/scim/scim.routes.ts";
import { createScimService } from "./modules/scim/scim.service.ts";
import { createSeriesMaterialiser, type SeriesMaterialiser } from "./modules/series/materialise.ts";
import { seriesRoutes } from "./modules/series/series.routes.ts";
import { createSeriesService } from "./modules/series/series.service.ts";
import { templatesRoutes } from "./modules/series/templates.routes.ts";
import { createTemplatesService } from "./modules/series/templates.service.ts";
import { ssoRoutes } from "./modules/sso/sso.routes.ts";
import { createSsoService } from "./modules/sso/sso.service.ts";
import { membersRoutes } from "./modules/team/members.routes.ts";
import { createMembersService } from "./modules/team/members.service.ts";
import { teamRoutes } from "./modules/team/team.routes.ts";
import { createTeamService } from "./modules/team/team.service.ts";
import { teamThemeRoutes } from "./modules/team/team-theme.routes.ts";
import { createTeamThemeService } from "./modules/team/team-theme.service.ts";
import { userRoutes } from "./modules/user/user.routes.ts";
import { createUserService } from "./modules/user/user.service.ts";
import { createWebhookSender, type WebhookSender } from "./modules/webhooks/webhook-sender.ts";
import { webhooksRoutes } from "./modules/webhooks/webhooks.routes.ts";
import { createWebhooksService } from "./modules/webhooks/webhooks.service.ts";
import { drainPlugin } from "./plugins/drain.ts";
import { frameworkErrorHandler, registerErrorHandler } from "./plugins/error-handler.ts";
import { loggerOptions } from "./plugins/logging.ts";
import { routePoliciesPlugin } from "./plugins/route-policies.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { sessionPlugin } from "./plugins/session.ts";
import { registerWebApp } from "./plugins/web-app.ts";

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** false silences logs (tests); otherwise the production logger config is used. */
  logger?: false;
  /** Where the production logger writes (default stdout); tests capture it to inspect log lines. */
  logStream?: NodeJS.WritableStream;
  /** The clock every service reads (tests); defaults to the system clock, chosen here and nowhere else. */
  now?: () => Date;
  /** How passwords are hashed and checked; better-auth's scrypt unless a test passes a cheap one. */
  passwords?: Passwords;
}

export interface BuiltApp {
  app: FastifyInstance;
  mailer: Mailer;
  /** Releases and reminders (modules/notifications/job-runner.ts); start.ts starts it, tests tick it. */
  jobs: JobRunner;
  /** Extends series as days pass (modules/series/materialise.ts); start.ts starts it, tests run it. */
  seriesJob: SeriesMaterialiser;
  /** Sends webhooks (modules/webhooks/webhook-sender.ts); start.ts starts it, tests tick it. */
  webhooks: WebhookSender;
}

/** Fastify's `trustProxy` for TRUST_PROXY: false, the proxies' addresses, or a hop count as a function. */
function trustProxyOption(
  value: AppConfig["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== "number") return value;
  return (_address, hop) => hop < value;
}

export async function buildApp({
  config,
  database,
  logger,
  logStream,
  now,
  passwords = scryptPasswords,
}: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel, logStream),
    bodyLimit: config.bodyLimit,
    // Fastify 5 ignores a bare hop count (it then trusts no proxy, and every client gets the proxy's
    // address and one shared per-IP budget), so a count becomes a function: trust the nearest `n` hops.
    trustProxy: trustProxyOption(config.trustProxy),
    // Draining answers late requests itself, in the `{ code, message }` shape (plugins/drain.ts).
    return503OnClosing: false,
    // A path parameter longer than this matches no route. Above any valid id or code, so an
    // over-long one reaches its route's schema and is answered 400 there, not matched as a path of
    // the web app's catch-all routes (plugins/web-app.ts).
    routerOptions: { maxParamLength: 4096 },
    // Errors raised before routing (e.g. a malformed percent-encoding in the path) bypass the error
    // handler; answer them in the same `{ code, message }` shape.
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // First: every answer carries the security headers, the refusals of the hooks below included.
  await app.register(securityHeadersPlugin, { appUrl: config.appUrl });
  await app.register(drainPlugin);
  // Before any route is added: it lists every route and decides on each route's declared policies.
  await app.register(routePoliciesPlugin, { appUrl: config.appUrl });

  // Every text answer of 1 KiB or more (JSON, the server-rendered page, CSV, iCalendar) in the
  // encoding the client accepts: a big team's week list is hundreds of kilobytes of JSON, a
  // twentieth of that as brotli, which a phone on a slow link feels. Brotli at quality 4 (the
  // plugin's default), gzip otherwise; zstd stays off while Node marks it experimental. Files the
  // build precompressed already carry their Content-Encoding and pass as they are. Answers up to
  // 1 MiB are compressed in one call: the plugin's stream path (its default above 8 KiB) costs
  // the server far more per answer for the calendars' lists (bench/README.md "The server bench").
  await app.register(compress, { encodings: ["br", "gzip"], syncThreshold: 1 << 20 });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Shared by every instance when REDIS_URL is set (lib/shared-rate-limit.ts, docs/deploy.md).
    ...(await rateLimitStore(app, config.redisUrl)),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return new AppError("RATE_LIMITED", `Too many attempts. Try again in ${seconds} seconds.`, {
        id: "errors.rateLimit.tooManyAttempts",
        values: { seconds },
      });
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.productName} API`, version: config.version },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: sessionCookieName(config.appUrl) },
          apiToken: {
            type: "http",
            scheme: "bearer",
            description: "A personal API token (Settings > Security); each route names the scope it needs.",
          },
        },
      },
    },
    // A route that takes personal API tokens names the scope it needs (lib/route-policy.ts `scope`).
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const scope = input.route.config?.scope;
      return scope
        ? { ...output, schema: { ...output.schema, security: [{ session: [] }, { apiToken: [scope] }] } }
        : output;
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  const { db } = database;
  const clock = now ?? (() => new Date());
  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    now: clock,
    // Every team's mail leaves with the platform's footer and its "Report abuse" link (mail/platform-footer.ts).
    footer: { appUrl: config.appUrl, productName: config.productName },
  });
  // After-commit subscriber: each event's mail leaves as the event commits (the poll is the safety net).
  const unfollowMail = await mailer.follow(database.listen);
  // In-transaction subscribers: their writes commit with the change (docs/architecture.md
  // "Events and subscribers").
  const { record, recordMany } = createChangeRecorder({
    subscribers: [
      createMailSubscriber({ productName: config.productName, appUrl: config.appUrl }),
      createNotificationSubscriber({ productName: config.productName, appUrl: config.appUrl, now: clock }),
    ],
  });
  // Every service gets the same database, recorder and clock (src/server/lib/service-deps.ts).
  const deps = { db, record, recordMany, now: clock };
  // Addresses must be confirmed before an account mails others, once mail can leave the machine
  // (docs/operations.md "Mail limits and e-mail verification"); better-auth makes and checks the links.
  const verificationRequired = mailer.isConfigured;
  const emailVerification = createEmailVerificationService({
    ...deps,
    appUrl: config.appUrl,
    secret: config.authSecret,
    required: verificationRequired,
    auth: () => auth,
  });
  const auth = createAuth({
    db,
    secret: config.authSecret,
    appUrl: config.appUrl,
    productName: config.productName,
    session: config.session,
    log: app.log,
    emailVerification: emailVerification.hooks,
    passwords,
  });
  const credentialsService = createCredentialsService(deps);
  await app.register(sessionPlugin, {
    auth,
    db,
    maxSeconds: config.session.maxSeconds,
    tokens: {
      authenticate: (token) => credentialsService.authenticatePersonal(token),
      rateLimit: config.apiTokenRateLimit,
    },
  });
  // A suspended team's members may read but not change anything (modules/platform/team-write-guard.ts).
  await app.register(teamWriteGuard);
  await promoteSuperAdminEmails(deps, config.superAdminEmails ?? [], app.log);
  // /ws and this instance's event feed: changes made through any instance reach this one's sockets.
  await app.register(realtimePlugin, {
    database,
    auth,
    appUrl: config.appUrl,
    sessionMaxSeconds: config.session.maxSeconds,
    ...config.realtime,
  });

  await app.register(healthRoutes, { database, version: config.version, appUrl: config.appUrl });
  // Per-account back-off and device cookies (docs/operations.md "Sign-in limits and passwords"): sign-in
  // and the current-password check of a password change count against the same streaks.
  const signIn = {
    throttle: createSignInThrottle({
      db,
      now: clock,
      settings: config.signInThrottle,
      secret: config.authSecret,
      log: app.log,
    }),
    devices: createDeviceCookies({
      name: deviceCookieName(config.appUrl),
      secret: config.authSecret,
      secure: config.appUrl.startsWith("https://"),
      days: config.signInThrottle.deviceCookieDays,
    }),
  };
  const authService = createAuthService({
    ...deps,
    auth,
    log: app.log,
    emailVerification,
    signIn,
    passwords,
  });
  await app.register(authRoutes, {
    authService,
    loginRateLimit: config.loginRateLimit,
    registrationRateLimit: config.registrationRateLimit,
  });
  await app.register(passkeysRoutes, {
    passkeysService: createPasskeysService({
      ...deps,
      passwords,
      signIn,
      appUrl: config.appUrl,
      productName: config.productName,
    }),
    authService,
    loginRateLimit: config.loginRateLimit,
  });
  await app.register(passwordResetRoutes, {
    resetService: createPasswordResetService({
      ...deps,
      appUrl: config.appUrl,
      productName: config.productName,
      log: app.log,
      throttle: signIn.throttle,
      passwords,
    }),
    rateLimit: config.registrationRateLimit,
    addressLimit: config.forgotPasswordRateLimit,
  });
  await app.register(accountSecurityRoutes, {
    accountService: createAccountSecurityService({ ...deps, signIn, passwords }),
    twoFactorService: createTwoFactorService({ ...deps, auth, signIn, passwords }),
    rateLimit: config.passwordChangeRateLimit,
  });
  await app.register(emailVerificationRoutes, {
    verificationService: emailVerification,
    resendLimit: config.verificationEmailRateLimit,
    verifyLimit: config.registrationRateLimit,
  });
  await app.register(userRoutes, {
    userService: createUserService({ ...deps, emailVerificationRequired: verificationRequired }),
  });
  await app.register(officesRoutes, { officesService: createOfficesService(deps) });
  await app.register(sitesRoutes, { sitesService: createSitesService(deps) });
  await app.register(neighbourhoodsRoutes, { neighbourhoodsService: createNeighbourhoodsService(deps) });
  await app.register(deskReleasesRoutes, { deskReleasesService: createDeskReleasesService(deps) });
  await app.register(checkInCodeRoutes, {
    checkInCodeService: createCheckInCodeService({ ...deps, appUrl: config.appUrl }),
  });
  await app.register(bookingsRoutes, { bookingsService: createBookingsService(deps) });
  await app.register(teamRoutes, { teamService: createTeamService(deps) });
  await app.register(teamThemeRoutes, { teamThemeService: createTeamThemeService(deps) });
  const membersService = createMembersService({ ...deps, memberBookings: createMemberBookingsService(deps) });
  await app.register(membersRoutes, { membersService });
  await app.register(credentialsRoutes, { credentialsService });
  await app.register(groupsRoutes, { groupsService: createGroupsService(deps) });
  await app.register(scimRoutes, {
    scimService: createScimService({ ...deps, members: membersService }),
    credentialsService,
    db,
  });
  // Secrets at rest (lib/secret-box.ts): single sign-on's client secrets and webhooks' signing secrets.
  const secrets = createSecretBox(config.secretsKey);
  await app.register(ssoRoutes, {
    ssoService: createSsoService({
      ...deps,
      auth,
      secrets,
      appUrl: config.appUrl,
      dnsServers: config.dnsServers,
      allowPrivateAddresses: config.outboundAllowPrivate,
      domainProofByAddress: config.ssoDomainProofByAddress,
      addressesConfirmed: verificationRequired,
    }),
    appUrl: config.appUrl,
    loginRateLimit: config.loginRateLimit,
  });
  await app.register(analyticsRoutes, { analyticsService: createAnalyticsService(deps) });
  await app.register(auditRoutes, {
    auditService: createAuditService({ ...deps, csvMaxRows: config.audit?.csvMaxRows }),
  });
  await app.register(invitationsRoutes, {
    invitationsService: createInvitationsService({
      ...deps,
      mailer,
      appUrl: config.appUrl,
      rateLimit: config.invitationRateLimit,
      caps: config.mailLimits,
      verificationRequired,
    }),
  });
  await app.register(emailTemplatesRoutes, {
    emailTemplatesService: createEmailTemplatesService({
      ...deps,
      testSendLimits: config.mailLimits,
      verificationRequired,
    }),
  });
  await app.register(abuseReportsRoutes, {
    abuseReportsService: createAbuseReportsService({
      ...deps,
      appUrl: config.appUrl,
      productName: config.productName,
    }),
    rateLimit: config.abuseReportRateLimit,
  });
  await app.register(dashboardRoutes, { dashboardService: createDashboardService(deps) });
  await app.register(activityRoutes, { activityService: createActivityService(deps) });
  await app.register(notificationsRoutes, { notificationsService: createNotificationsService(deps) });
  await app.register(calendarFeedRoutes, {
    calendarFeedService: createCalendarFeedService({ ...deps, appUrl: config.appUrl, productName: config.productName }),
  });
  await app.register(seriesRoutes, { seriesService: createSeriesService(deps) });
  await app.register(templatesRoutes, { templatesService: createTemplatesService(deps) });
  const seriesJob = createSeriesMaterialiser({ ...deps, log: app.log });
  const checkIn = createCheckIn(deps);
  await app.register(checkInRoutes, { checkIn });
  const jobs = createJobRunner({ ...deps, checkIn, log: app.log });
  await app.register(webhooksRoutes, {
    webhooksService: createWebhooksService({
      ...deps,
      secrets,
      allowPrivate: config.webhookAllowPrivate,
    }),
  });
  const webhooks = createWebhookSender({
    ...deps,
    secrets,
    fetch: outboundFetch(config.webhookAllowPrivate),
    productName: config.productName,
    log: app.log,
  });
  await app.register(platformOverviewRoutes, {
    overviewService: createPlatformOverviewService({ ...deps, databaseKind: database.kind, version: config.version }),
  });
  await app.register(platformTeamsRoutes, { teamsService: createPlatformTeamsService(deps) });
  await app.register(platformAnalyticsRoutes, { analyticsService: createPlatformAnalyticsService(deps) });
  await app.register(platformOutboxRoutes, { outboxService: createPlatformOutboxService(deps) });
  await app.register(platformAbuseReportsRoutes, {
    abuseReportsService: createPlatformAbuseReportsService(deps),
  });
  await app.register(platformUsersRoutes, {
    usersService: createPlatformUsersService({ ...deps, appUrl: config.appUrl, productName: config.productName }),
  });
  await app.register(systemHealthRoutes, {
    healthService: createSystemHealthService({
      database,
      version: config.version,
      now: clock,
      socketClients: () => (app.hasDecorator("realtimeHub") ? app.realtimeHub.size() : null),
      jobLagSeconds: () => jobs.lagSeconds(),
    }),
  });
  await registerWebApp(app, config.webDir, sessionCookieName(config.appUrl), config.ssrDir);

  app.addHook("onClose", async () => {
    await unfollowMail();
    await mailer.stop();
    await jobs.stop();
    await seriesJob.stop();
    await webhooks.stop();
  });
  return { app, mailer, jobs, seriesJob, webhooks };
}
