/** Learners' "That's not right" reports counted per rule, most reported first, for the admin panel. */
import { desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { reportedCorrectionsSchema } from '#/shared/api/admin-usage';
import type { Database } from '../../db/client';
import { correctionReports } from '../../db/schema';

export const REPORTED_RULES_LIMIT = 100;

export async function countReportsPerRule(db: Database): Promise<z.infer<typeof reportedCorrectionsSchema>> {
  const reports = sql<number>`count(*)::int`;
  const lastReportedAt = sql<Date | string>`max(${correctionReports.reportedAt})`;
  const rows = await db
    .select({
      rule: correctionReports.rule,
      reports,
      learners: sql<number>`count(distinct ${correctionReports.userId})::int`,
      lastReportedAt,
      // The latest report's text: what the rule got wrong most recently.
      front: sql<string>`(array_agg(${correctionReports.front} order by ${correctionReports.reportedAt} desc))[1]`,
      back: sql<string>`(array_agg(${correctionReports.back} order by ${correctionReports.reportedAt} desc))[1]`,
    })
    .from(correctionReports)
    .groupBy(correctionReports.rule)
    .orderBy(desc(reports), desc(lastReportedAt), correctionReports.rule)
    .limit(REPORTED_RULES_LIMIT);
  const [total] = await db.select({ n: reports }).from(correctionReports);
  return {
    total: total?.n ?? 0,
    rules: rows.map((r) => ({
      rule: r.rule,
      reports: Number(r.reports),
      learners: Number(r.learners),
      last_reported_at: new Date(r.lastReportedAt).toISOString(),
      example: { front: r.front, back: r.back },
    })),
  };
}
