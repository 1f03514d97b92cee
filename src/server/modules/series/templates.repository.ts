/** SQL of booking templates, scoped by team and owner (templates are per user). */
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { bookingTemplates, offices } from "#db/schema/index.ts";

export type TemplateRow = typeof bookingTemplates.$inferSelect;
export type TemplateView = TemplateRow & { officeName: string };

const owned = (teamId: string, userId: string) =>
  and(eq(bookingTemplates.teamId, teamId), eq(bookingTemplates.userId, userId));

/** The user's templates with their office names, by name. */
export async function listTemplates(tx: Executor, teamId: string, userId: string): Promise<TemplateView[]> {
  const rows = await tx
    .select({ template: bookingTemplates, officeName: offices.name })
    .from(bookingTemplates)
    .innerJoin(offices, eq(offices.id, bookingTemplates.officeId))
    .where(owned(teamId, userId))
    .orderBy(asc(bookingTemplates.name), asc(bookingTemplates.id));
  return rows.map((row) => ({ ...row.template, officeName: row.officeName }));
}

/** One of the user's templates, or null. */
export async function findTemplate(tx: Executor, teamId: string, userId: string, id: string) {
  const rows = await tx
    .select()
    .from(bookingTemplates)
    .where(and(owned(teamId, userId), eq(bookingTemplates.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertTemplate(tx: Executor, values: typeof bookingTemplates.$inferInsert): Promise<TemplateRow> {
  const [row] = await tx.insert(bookingTemplates).values(values).returning();
  return row;
}

export async function updateTemplate(
  tx: Executor,
  teamId: string,
  userId: string,
  id: string,
  changes: Partial<Omit<TemplateRow, "id" | "teamId" | "userId" | "createdAt">>,
): Promise<TemplateRow | null> {
  const [row] = await tx
    .update(bookingTemplates)
    .set(changes)
    .where(and(owned(teamId, userId), eq(bookingTemplates.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTemplate(tx: Executor, teamId: string, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(bookingTemplates)
    .where(and(owned(teamId, userId), eq(bookingTemplates.id, id)))
    .returning({ id: bookingTemplates.id });
  return rows.length > 0;
}
