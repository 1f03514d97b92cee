/**
 * Reporting a team's e-mail as abuse (docs/operations.md "Mail limits and e-mail verification"): the
 * recipient opens the footer's link (/report-abuse/{outbox email id}, platform-footer.ts) and sends
 * the report, signed in or not. The answer is the same whether or not the id names a message, and
 * whether or not it was reported before, so it tells nothing; one message makes one report. The
 * report copies the message's team, recipient and subject (the outbox row may be deleted later)
 * and is mailed to every super admin, in the same transaction, recorded as "abuse.reported" (a
 * platform event: the reported team does not see it).
 */

import type { z } from "zod";
import { recipientLanguage } from "#server/lib/messages.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { findTeam } from "#server/modules/team/team.repository.ts";
import { listSuperAdminContacts } from "#server/modules/user/platform-users.repository.ts";
import { ABUSE_REPORT_THANKS, type abuseReportBodySchema } from "#shared/schemas/abuse-reports.ts";
import { abuseReportEmail } from "./abuse-report-email.ts";
import * as repo from "./abuse-reports.repository.ts";
import * as outbox from "./outbox.repository.ts";

type AbuseReportInput = z.output<typeof abuseReportBodySchema>;

export function createAbuseReportsService(deps: ServiceDeps & { appUrl: string; productName: string }) {
  const { db, record, now } = deps;
  return {
    /** POST /api/abuse-reports: files the report if the message exists and was not reported yet. */
    async report(input: AbuseReportInput, ip: string | null): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        await repo.lockReportsOf(tx, input.id);
        const email = await repo.findReportedEmail(tx, input.id);
        if (!email || (await repo.findReportOf(tx, input.id))) return;
        const report = await repo.insertAbuseReport(tx, {
          outboxEmailId: email.id,
          teamId: email.teamId,
          toAddress: email.toAddress,
          subject: email.subject,
          comment: input.comment,
          createdAt: now(),
        });
        const seq = await record(tx, {
          teamId: null,
          actorId: null,
          action: "abuse.reported",
          targetType: "abuse_report",
          targetId: report.id,
          after: { outboxEmailId: email.id, teamId: email.teamId },
          ip,
        });
        const team = email.teamId ? await findTeam(tx, email.teamId) : null;
        const about = {
          productName: deps.productName,
          teamName: team?.name ?? null,
          to: email.toAddress,
          subject: email.subject,
          comment: input.comment,
          reviewUrl: `${deps.appUrl}/super-admin/abuse-reports`,
          teamUrl: team ? `${deps.appUrl}/super-admin/teams/${team.id}` : null,
        };
        for (const admin of await listSuperAdminContacts(tx)) {
          const mail = abuseReportEmail(about, recipientLanguage(admin.language, null));
          await outbox.insertEmail(tx, { teamId: null, eventSeq: seq, to: admin.email, ...mail });
        }
      });
      return { message: ABUSE_REPORT_THANKS };
    },
  };
}

export type AbuseReportsService = ReturnType<typeof createAbuseReportsService>;
