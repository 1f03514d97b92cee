/**
 * The email builder's calls (docs/product.md "Notifications and e-mail", "Tenancy and roles"): a
 * team admin edits the team's copy of each template ("team" scope); a super admin edits the
 * platform defaults every team starts from ("platform" scope). Saves refuse {{variables}} the
 * template does not know (400 naming them); every save and reset is audited with the subject and
 * blocks before and after. A team's test sends are limited per person and per team per hour
 * (counted in mail_sends) and, when mail leaves the machine, need a confirmed address
 * (docs/operations.md "Mail limits and e-mail verification").
 */
import type { Tx } from "#db/client.ts";
import type { MailLimits } from "#server/config.ts";
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { assertSuperAdmin } from "#server/modules/platform/platform-access.ts";
import type { Language } from "#shared/i18n.ts";
import {
  EMAIL_TEMPLATE_IDS,
  type EmailTemplate,
  type EmailTemplateBody,
  type EmailTemplateId,
  type EmailTemplateList,
  type RenderedEmailPreview,
  variablesIn,
} from "#shared/schemas/email-template.ts";
import { HOUR_MS } from "#shared/time.ts";
import { sampleValues, type TemplateDefinition, templateDefinition } from "./email-template-registry.ts";
import * as repo from "./email-templates.repository.ts";
import * as mailSends from "./mail-sends.repository.ts";
import * as outbox from "./outbox.repository.ts";
import { renderEmail } from "./render-email.ts";
import { assertMayMailOthers } from "./sender-verification.ts";
import { effectiveBody } from "./template-mail.ts";

/** Test sends one person, and one team, may make per rolling hour (AppConfig.mailLimits). */
export type TestSendLimits = Pick<MailLimits, "testSendsPerPersonPerHour" | "testSendsPerTeamPerHour">;

/**
 * Counts a team's test send in `tx`, or throws 429 when the person or the team has used up the
 * hour's. Under the team's send lock (held until `tx` ends), so the count and the send are one step.
 */
async function takeTestSend(tx: Tx, actor: Actor, teamId: string, limits: TestSendLimits, at: Date): Promise<void> {
  await mailSends.lockTeamSends(tx, teamId);
  const since = new Date(at.getTime() - HOUR_MS);
  const { byTeam, bySender } = await mailSends.countTeamSendsSince(tx, "template_test", teamId, actor.id, since);
  if (bySender >= limits.testSendsPerPersonPerHour) {
    throw new AppError(
      "RATE_LIMITED",
      `You have sent ${limits.testSendsPerPersonPerHour} test e-mails in the last hour, the most allowed. Use the preview, or try again later.`,
      { id: "errors.emailTemplate.testSendsPerson", values: { max: limits.testSendsPerPersonPerHour } },
    );
  }
  if (byTeam >= limits.testSendsPerTeamPerHour) {
    throw new AppError(
      "RATE_LIMITED",
      `Your team has sent ${limits.testSendsPerTeamPerHour} test e-mails in the last hour, the most allowed. Use the preview, or try again later.`,
      { id: "errors.emailTemplate.testSendsTeam", values: { max: limits.testSendsPerTeamPerHour } },
    );
  }
  await mailSends.insertMailSend(tx, {
    kind: "template_test",
    teamId,
    senderId: actor.id,
    to: actor.email,
    sentAt: at,
  });
}

export type EmailTemplateScope = "team" | "platform";

/**
 * The languages of a builder call: `language`, the copy edited, previewed or sent (each language's
 * copy is its own); `reader`, the builder's reader's, in which names and descriptions are worded.
 */
export interface Languages {
  language: Language;
  reader: Language;
}

/** The refusal of the team's templates to anyone but its admins. */
export const TEAM_TEMPLATES_MESSAGE = "Only team admins can edit the team's e-mail templates.";

/** The row scope the actor may edit: their team's id ("team"), or null ("platform"); throws 403 otherwise. */
function scopeOf(actor: Actor, scope: EmailTemplateScope): string | null {
  if (scope === "platform") {
    assertSuperAdmin(actor);
    return null;
  }
  assertCan(actor, "team:settings", TEAM_TEMPLATES_MESSAGE);
  return requireTeam(actor).id;
}

/** Every text of `body` that may hold variables. */
function textsOf(body: EmailTemplateBody): string[] {
  const texts = [body.subject];
  for (const block of body.blocks) {
    if (block.type === "heading" || block.type === "text") texts.push(block.text);
    if (block.type === "button") texts.push(block.label, block.url);
  }
  return texts;
}

/**
 * 400 UNKNOWN_EMAIL_VARIABLES naming each {{variable}} the template does not have; 400
 * EMAIL_TEMPLATE_INVALID for a booking details block where there is no booking, or a button whose
 * link is neither an http(s)/mailto address nor a variable: a template may use only its own variables.
 */
export function assertValidBody(definition: TemplateDefinition, body: EmailTemplateBody): void {
  const known = new Set(definition.variables.map((v) => v.name));
  const unknown = [...new Set(textsOf(body).flatMap(variablesIn))].filter((name) => !known.has(name));
  if (unknown.length > 0) {
    const list = unknown.map((name) => `{{${name}}}`).join(", ");
    const allowed = [...known].map((name) => `{{${name}}}`).join(", ");
    throw new AppError(
      "UNKNOWN_EMAIL_VARIABLES",
      `${unknown.length === 1 ? "This variable is" : "These variables are"} not available in the ${definition.name} e-mail: ${list}. Use one of ${allowed}.`,
      {
        id: "errors.emailTemplate.unknownVariables",
        values: { count: unknown.length, template: definition.name, list, allowed },
      },
    );
  }
  if (definition.details.length === 0 && body.blocks.some((b) => b.type === "details")) {
    throw new AppError(
      "EMAIL_TEMPLATE_INVALID",
      `The ${definition.name} e-mail is not about a booking, so it cannot have a booking details block.`,
      { id: "errors.emailTemplate.noDetails", values: { template: definition.name } },
    );
  }
  for (const block of body.blocks) {
    if (block.type === "button" && !/^\s*(https?:\/\/|mailto:|\{\{)/i.test(block.url)) {
      throw new AppError(
        "EMAIL_TEMPLATE_INVALID",
        `The button "${block.label}" needs a link starting with https://, http:// or mailto:, or a variable such as {{link}}.`,
        { id: "errors.emailTemplate.buttonLink", values: { label: block.label, example: "{{link}}" } },
      );
    }
  }
}

function sameBody(a: EmailTemplateBody, b: EmailTemplateBody): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function createEmailTemplatesService(
  deps: ServiceDeps & {
    testSendLimits: TestSendLimits;
    /** Whether senders must have confirmed their address (mail leaves the machine: SMTP_URL set). */
    verificationRequired: boolean;
  },
) {
  const { db, record, now } = deps;

  /**
   * The template as this scope sends it in `language`, its name, description and variables described
   * in the `reader`'s language (the builder's), their samples in `language` (the e-mail's).
   */
  async function present(
    teamId: string | null,
    id: EmailTemplateId,
    { language, reader }: Languages,
  ): Promise<EmailTemplate> {
    const described = templateDefinition(id, reader);
    const sent = templateDefinition(id, language);
    const own = await repo.findTemplate(db, teamId, id, language);
    const body = await effectiveBody(db, teamId, id, language);
    return {
      id,
      name: described.name,
      description: described.description,
      overridden: own !== null,
      updatedAt: own?.updatedAt.toISOString() ?? null,
      subject: body.subject,
      blocks: body.blocks,
      variables: described.variables.map(({ name, description }, i) => ({
        name,
        description,
        sample: sent.variables[i].sample,
      })),
      hasDetails: sent.details.length > 0,
    };
  }

  return {
    /** GET .../email-templates: every template, and whether this scope has its own copy. */
    async list(actor: Actor, scope: EmailTemplateScope, { language, reader }: Languages): Promise<EmailTemplateList> {
      const teamId = scopeOf(actor, scope);
      const own = new Map((await repo.listTemplates(db, teamId, language)).map((row) => [row.templateId, row]));
      return {
        templates: EMAIL_TEMPLATE_IDS.map((id) => {
          const definition = templateDefinition(id, reader);
          const row = own.get(id);
          return {
            id,
            name: definition.name,
            description: definition.description,
            overridden: row !== undefined,
            updatedAt: row?.updatedAt.toISOString() ?? null,
          };
        }),
      };
    },

    /** GET .../email-templates/{id}: what this scope sends (its copy, else the platform's, else as shipped). */
    async get(
      actor: Actor,
      scope: EmailTemplateScope,
      id: EmailTemplateId,
      languages: Languages,
    ): Promise<EmailTemplate> {
      const teamId = scopeOf(actor, scope);
      return present(teamId, id, languages);
    },

    /**
     * PUT .../email-templates/{id}: saves this scope's copy after assertValidBody, and records
     * "email_template.saved" with the subject and blocks before and after. Saving what is already
     * saved changes nothing and records nothing.
     */
    async save(
      actor: Actor,
      scope: EmailTemplateScope,
      id: EmailTemplateId,
      body: EmailTemplateBody,
      languages: Languages,
    ): Promise<EmailTemplate> {
      const teamId = scopeOf(actor, scope);
      const { language } = languages;
      assertValidBody(templateDefinition(id), body);
      await db.transaction(async (tx) => {
        const current = await repo.findTemplate(tx, teamId, id, language);
        const before = current ? { language, subject: current.subject, blocks: current.blocks } : null;
        if (current && sameBody({ subject: current.subject, blocks: current.blocks }, body)) return;
        await repo.upsertTemplate(tx, teamId, id, language, { ...body, updatedBy: actor.id, updatedAt: now() });
        await record(tx, {
          teamId,
          actorId: actor.id,
          action: "email_template.saved",
          targetType: "email_template",
          targetId: id,
          before,
          after: { language, subject: body.subject, blocks: body.blocks },
          ip: actor.ip,
        });
      });
      return present(teamId, id, languages);
    },

    /** DELETE .../email-templates/{id}: back to the default (the platform's, or as shipped); audited when there was a copy. */
    async reset(
      actor: Actor,
      scope: EmailTemplateScope,
      id: EmailTemplateId,
      languages: Languages,
    ): Promise<EmailTemplate> {
      const teamId = scopeOf(actor, scope);
      const { language } = languages;
      await db.transaction(async (tx) => {
        const current = await repo.findTemplate(tx, teamId, id, language);
        if (!current) return;
        await repo.deleteTemplate(tx, teamId, id, language);
        await record(tx, {
          teamId,
          actorId: actor.id,
          action: "email_template.reset",
          targetType: "email_template",
          targetId: id,
          before: { language, subject: current.subject, blocks: current.blocks },
          after: null,
          ip: actor.ip,
        });
      });
      return present(teamId, id, languages);
    },

    /** POST .../email-templates/{id}/preview: `body` rendered with the sample values; saves nothing. */
    async preview(
      actor: Actor,
      scope: EmailTemplateScope,
      id: EmailTemplateId,
      body: EmailTemplateBody,
      { language }: Languages,
    ): Promise<RenderedEmailPreview> {
      scopeOf(actor, scope);
      const definition = templateDefinition(id, language);
      assertValidBody(definition, body);
      return renderEmail(definition, body, sampleValues(definition));
    },

    /**
     * POST .../email-templates/{id}/test: `body` rendered with the sample values, queued in the
     * outbox to the caller's own address (never anyone else's), subject marked "[Test]"; recorded as
     * "email_template.test_sent" so the mail leaves with its event. A team's test sends need a
     * confirmed address when mail leaves the machine (403 EMAIL_NOT_VERIFIED) and are limited per
     * person and per team per hour (429 RATE_LIMITED). A super admin's (platform scope) are neither:
     * the account was made by the operator (platform/super-admins.ts), and it has no team to count in.
     */
    async sendTest(
      actor: Actor,
      scope: EmailTemplateScope,
      id: EmailTemplateId,
      body: EmailTemplateBody,
      { language }: Languages,
    ): Promise<{ to: string }> {
      const teamId = scopeOf(actor, scope);
      const definition = templateDefinition(id, language);
      assertValidBody(definition, body);
      if (teamId !== null) assertMayMailOthers(actor, deps.verificationRequired);
      const email = await renderEmail(definition, body, sampleValues(definition));
      const at = now();
      await db.transaction(async (tx) => {
        if (teamId !== null) await takeTestSend(tx, actor, teamId, deps.testSendLimits, at);
        const seq = await record(tx, {
          teamId,
          actorId: actor.id,
          action: "email_template.test_sent",
          targetType: "email_template",
          targetId: id,
          after: { language, to: actor.email },
          ip: actor.ip,
        });
        await outbox.insertEmail(tx, {
          teamId,
          eventSeq: seq,
          to: actor.email,
          subject: `[Test] ${email.subject}`,
          text: email.text,
          html: email.html,
          language: email.language,
        });
      });
      return { to: actor.email };
    },
  };
}

export type EmailTemplatesService = ReturnType<typeof createEmailTemplatesService>;
