import type { LearnerLevel } from '#/shared/learner-profile';
import { useT } from '#/web/i18n/use-t';
import { learnerProfileCatalogue } from './messages/catalogue';

/** A level as the learner reads it: its CEFR name (A1...C2), or "Not sure" in the interface language. */
export function useLevelLabel(): (level: LearnerLevel) => string {
  const t = useT(learnerProfileCatalogue);
  return (level) => (level === 'not-sure' ? t('notSure') : level);
}
