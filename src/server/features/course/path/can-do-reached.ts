/** The can-do statements a learner has reached: those of every unit whose check they passed, in path order, in `locale`. */
import { and, eq } from 'drizzle-orm';
import type { Locale } from '#/shared/i18n/locales';
import type { Database } from '../../../db/client';
import { unitChecks } from '../../../db/schema';
import { ALL_UNITS } from '../units/all-units';
import { unitIn } from '../units/translate-unit';

export type CanDoReached = { unit_id: string; language: string; level: string; unit_title: string; statements: string[] };

export async function canDoReached(db: Database, userId: string, locale: Locale = 'en'): Promise<CanDoReached[]> {
  const passed = await db.selectDistinct({ unitId: unitChecks.unitId }).from(unitChecks).where(and(eq(unitChecks.userId, userId), eq(unitChecks.isPassed, true)));
  const ids = new Set(passed.map((row) => row.unitId));
  return ALL_UNITS.filter((unit) => ids.has(unit.id))
    .map((unit) => unitIn(unit, locale))
    .map((unit) => ({ unit_id: unit.id, language: unit.language, level: unit.level, unit_title: unit.title, statements: unit.canDo }));
}
