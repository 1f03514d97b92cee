/**
 * An office's check-in code and its QR image (docs/product.md "Check-in and release"): the
 * printable page a manager puts up in the office. The QR is drawn by the `qrcode` library as SVG;
 * its link opens /check-in/{code}, which checks the signed-in person into their booking there
 * (modules/bookings/check-in.ts).
 */
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import type { OfficeCheckInCode } from "#shared/schemas/check-in-code.ts";
import * as repo from "./offices.repository.ts";

/** The link an office's QR code opens. */
export function checkInLink(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, "")}/check-in/${encodeURIComponent(code)}`;
}

/** The code, its link and QR image of an office row. qrcode loads on the first QR (not at every start). */
async function presentCode(appUrl: string, office: { id: string; name: string; checkInCode: string }) {
  const url = checkInLink(appUrl, office.checkInCode);
  const { toString: qrToString } = await import("qrcode");
  const svg = await qrToString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { officeId: office.id, officeName: office.name, code: office.checkInCode, url, svg };
}

export function createCheckInCodeService({
  db,
  appUrl,
  record,
  now,
}: Pick<ServiceDeps, "db" | "record" | "now"> & { appUrl: string }) {
  return {
    /** GET /api/offices/{id}/check-in-code: team managers and admins; another team's office is 404. */
    async get(actor: Actor, officeId: string): Promise<OfficeCheckInCode> {
      assertCan(actor, "office:manage", "Only team managers and admins can print an office's check-in code.", {
        id: "errors.office.printCodeManagersOnly",
      });
      const team = requireTeam(actor);
      const office = await repo.findOffice(db, team.id, officeId);
      if (!office) throw notFound("Office");
      return presentCode(appUrl, office);
    },

    /**
     * POST /api/offices/{id}/check-in-code/regenerate: a new code, so a printed poster that was copied
     * or taken away stops working (its scans answer 404). Team managers and admins; audited
     * "office.check_in_code_regenerated" (the codes themselves stay out of the audit log).
     */
    async regenerate(actor: Actor, officeId: string): Promise<OfficeCheckInCode> {
      assertCan(actor, "office:manage", "Only team managers and admins can change an office's check-in code.", {
        id: "errors.office.changeCodeManagersOnly",
      });
      const team = requireTeam(actor);
      const office = await db.transaction(async (tx) => {
        const row = await repo.regenerateCheckInCode(tx, team.id, officeId, now());
        if (!row) throw notFound("Office");
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "office.check_in_code_regenerated",
          targetType: "office",
          targetId: row.id,
          before: { id: row.id, name: row.name },
          after: { id: row.id, name: row.name },
          ip: actor.ip,
        });
        return row;
      });
      return presentCode(appUrl, office);
    },
  };
}

export type CheckInCodeService = ReturnType<typeof createCheckInCodeService>;
