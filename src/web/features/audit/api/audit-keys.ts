import type { AuditQuery } from "#shared/schemas/audit.ts";

/** Query keys of the audit log: under the team resource, one entry per filter. */
export const auditKeys = {
  all: ["team", "audit"] as const,
  list: (filter: Omit<AuditQuery, "cursor">) => [...auditKeys.all, filter] as const,
};
