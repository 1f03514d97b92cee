/** Bad input on the audit log and analytics calls: one exact 4xx each, nothing changes. */
import { randomUUID } from "node:crypto";
import { big, describeBadInput } from "#server/test/bad-input-harness.ts";

const get =
  (url: string, auth = true) =>
  () => ({ method: "GET" as const, url, auth });

describeBadInput("bad input: audit log and analytics", [
  ["audit: no cookie", get("/api/team/audit", false), 401, "UNAUTHENTICATED"],
  ["audit: limit 0", get("/api/team/audit?limit=0"), 400, "VALIDATION_FAILED"],
  ["audit: limit 101", get("/api/team/audit?limit=101"), 400, "VALIDATION_FAILED"],
  ["audit: limit words", get("/api/team/audit?limit=ten"), 400, "VALIDATION_FAILED"],
  ["audit: cursor not a number", get("/api/team/audit?cursor=abc"), 400, "VALIDATION_FAILED"],
  ["audit: cursor 19 digits", get(`/api/team/audit?cursor=${"9".repeat(19)}`), 400, "VALIDATION_FAILED"],
  ["audit: action with SQL", get("/api/team/audit?action=booking%25'--"), 400, "VALIDATION_FAILED"],
  ["audit: targetType with spaces", get("/api/team/audit?targetType=a%20b"), 400, "VALIDATION_FAILED"],
  ["audit: 101-char actorId", get(`/api/team/audit?actorId=${big(101)}`), 400, "VALIDATION_FAILED"],
  ["audit: from not a date", get("/api/team/audit?from=yesterday"), 400, "VALIDATION_FAILED"],
  ["audit: 2026-02-30", get("/api/team/audit?from=2026-02-30"), 400, "VALIDATION_FAILED"],
  ["audit: from after to", get("/api/team/audit?from=2026-03-02&to=2026-03-01"), 400, "VALIDATION_FAILED"],
  ["audit: unknown parameter", get("/api/team/audit?teamId=x"), 400, "VALIDATION_FAILED"],
  ["audit csv: no cookie", get("/api/team/audit.csv", false), 401, "UNAUTHENTICATED"],
  ["audit csv: cursor", get("/api/team/audit.csv?cursor=5"), 400, "VALIDATION_FAILED"],
  ["analytics: no cookie", get("/api/team/analytics", false), 401, "UNAUTHENTICATED"],
  ["analytics: from without to", get("/api/team/analytics?from=2026-01-01"), 400, "VALIDATION_FAILED"],
  ["analytics: from after to", get("/api/team/analytics?from=2026-01-02&to=2026-01-01"), 400, "VALIDATION_FAILED"],
  ["analytics: 367 days", get("/api/team/analytics?from=2025-01-01&to=2026-01-02"), 400, "VALIDATION_FAILED"],
  ["analytics: bad date", get("/api/team/analytics?from=2026-13-01&to=2026-13-02"), 400, "VALIDATION_FAILED"],
  ["analytics: year 0000", get("/api/team/analytics?from=0000-01-01&to=0000-01-02"), 400, "VALIDATION_FAILED"],
  ["audit: year 0000", get("/api/team/audit?from=0000-01-01"), 400, "VALIDATION_FAILED"],
  ["analytics: officeId not a UUID", get("/api/team/analytics?officeId=abc"), 400, "VALIDATION_FAILED"],
  ["analytics: unknown office", get(`/api/team/analytics?officeId=${randomUUID()}`), 404, "NOT_FOUND"],
  ["analytics: unknown parameter", get("/api/team/analytics?teamId=x"), 400, "VALIDATION_FAILED"],
  ["analytics csv: unknown figure", get("/api/team/analytics.csv?figure=salaries"), 400, "VALIDATION_FAILED"],
]);
