/**
 * The end-of-unit check: its questions (never their answers) and the grading that unlocks the next unit at
 * UNIT_CHECK_PASS_SHARE. Open once the unit's three lessons are done; subscribers only, like the lessons after the first.
 */
import { UNIT_CHECK_PASS_SHARE } from '#/shared/api/course';
import type { Unit } from '#/shared/course/unit';
import type { Locale } from '#/shared/i18n/locales';
import type { Database } from '../../../db/client';
import { unitChecks } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { accessToUnits } from '../path/lesson-access';
import { readStanding } from '../path/read-standing';
import { findUnit, unitAfter } from '../units/find-in-course';
import { unitIn } from '../units/translate-unit';
import { UPGRADE_FOR_LESSONS } from '../lessons/require-lesson-access';

async function requireCheckAccess(db: Database, userId: string, unitId: string): Promise<Unit> {
  const unit = findUnit(unitId);
  if (!unit) throw new AppError('unit_not_found', 'This unit could not be found.', 404);
  const access = accessToUnits(await readStanding(db, userId, unit.language)).find((entry) => entry.unit.id === unitId)!;
  if (access.check === 'upgrade') throw new AppError('upgrade_required', UPGRADE_FOR_LESSONS, 402);
  if (access.check === 'locked') throw new AppError('check_locked', "Finish the unit's three lessons first.", 403);
  return unit;
}

/** The check's questions under the unit's title, in `locale`; the options stay in the language taught. */
export async function getUnitCheck(db: Database, userId: string, unitId: string, locale: Locale = 'en') {
  const unit = await requireCheckAccess(db, userId, unitId);
  const shown = unitIn(unit, locale);
  return { unit_id: unit.id, title: shown.title, items: shown.check.map(({ prompt, options }) => ({ prompt, options })), pass_share: UNIT_CHECK_PASS_SHARE };
}

/** Grades the answers; each item's explanation in `locale`. */
export async function gradeUnitCheck(db: Database, userId: string, unitId: string, answers: readonly number[], locale: Locale = 'en') {
  const unit = await requireCheckAccess(db, userId, unitId);
  if (answers.length !== unit.check.length) throw new AppError('answers_required', { key: 'answersRequired', values: { count: unit.check.length } }, 400);
  const explained = unitIn(unit, locale).check;
  const items = unit.check.map((item, i) => ({ is_right: answers[i] === item.answer, answer: item.answer, explanation: explained[i]!.explanation }));
  const score = items.filter((item) => item.is_right).length;
  const isPassed = score >= Math.ceil(UNIT_CHECK_PASS_SHARE * unit.check.length);
  await db.insert(unitChecks).values({ userId, unitId, score, total: unit.check.length, isPassed });
  return { score, total: unit.check.length, is_passed: isPassed, items, next_unit_id: isPassed ? (unitAfter(unit)?.id ?? null) : null };
}
