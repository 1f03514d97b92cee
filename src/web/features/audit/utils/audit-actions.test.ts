import { describe, expect, it } from "vitest";
import audit from "#locales/en/audit.json" with { type: "json" };
import { AUDIT_ACTION_LABELS, describeAuditAction } from "#shared/schemas/audit.ts";
import { readerIn } from "#web/test/catalogue-reader.ts";
import {
  AUDIT_SUBJECTS,
  auditActionMessageId,
  auditActionText,
  auditSubjectText,
  TRANSLATED_AUDIT_ACTIONS,
} from "./audit-actions.ts";

describe("audit actions in words", () => {
  it("has a message for every labelled action, saying in English what the server says", () => {
    const english: Record<string, string> = audit;
    for (const action of Object.keys(AUDIT_ACTION_LABELS)) expect(TRANSLATED_AUDIT_ACTIONS).toContain(action);
    for (const action of TRANSLATED_AUDIT_ACTIONS) {
      expect(english[auditActionMessageId(action) ?? ""], action).toBe(describeAuditAction(action));
    }
    for (const subject of AUDIT_SUBJECTS) expect(english[`audit.subject.${subject}`], subject).toBe(subject);
  });

  it("names them in the reader's language, and an unknown action as the server does", () => {
    const _ = readerIn("de", "audit");
    expect(auditActionText("booking.cancelled", "Booking cancelled", _)).toBe("Buchung storniert");
    expect(auditActionText("desk.painted", "Desk painted", _)).toBe("Desk painted");
    expect(auditSubjectText("office", _)).toBe("Büro");
    expect(auditSubjectText("email_template", _)).toBe("email_template");
    expect(auditSubjectText("office", readerIn("en", "audit"))).toBe("office");
  });
});
