/**
 * Why a skill got its level, as data: a message of the placement's reasons (messages/) and its values. It is kept
 * with the result beside the English, so "Your level" reads in the language of whoever asks, then or later.
 */
import type { SkillResult } from '#/shared/api/placement';
import type { PlacementLevel } from '#/shared/course/placement-item';
import { translate } from '#/shared/i18n/catalogue';
import type { Locale } from '#/shared/i18n/locales';
import { placementReasonsCatalogue } from './messages/catalogue';

type ReasonKey = keyof typeof placementReasonsCatalogue.english;
export type ReasonMessage = { key: ReasonKey; values?: Record<string, string | number> };

/** A skill's level and why, as judged and as stored: the English reason, and the same as a message. */
export type JudgedSkill = SkillResult & { because?: ReasonMessage };

export function judged(level: PlacementLevel, key: ReasonKey, values?: ReasonMessage['values']): JudgedSkill {
  return { level, reason: translate(placementReasonsCatalogue, 'en', key, values), because: values ? { key, values } : { key } };
}

const isReasonKey = (key: unknown): key is ReasonKey => typeof key === 'string' && Object.hasOwn(placementReasonsCatalogue.english, key);

/** What the API answers: the level and its reason in `locale` (a result kept before reasons were data keeps its English). */
export function skillIn(skill: JudgedSkill, locale: Locale): SkillResult {
  const because = skill.because;
  return { level: skill.level, reason: because && isReasonKey(because.key) ? translate(placementReasonsCatalogue, locale, because.key, because.values) : skill.reason };
}
