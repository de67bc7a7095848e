/** Asked once, at the learner's first conversation: their level, so teachers can adapt. */
import { LEARNER_LEVELS } from '#/shared/learner-profile';
import { useT } from '#/web/i18n/use-t';
import { useLearnerProfile, useUpdateLearnerProfile } from './api/learner-profile';
import { learnerProfileCatalogue } from './messages/catalogue';
import { useLevelLabel } from './use-level-label';

export function LevelQuestion() {
  const t = useT(learnerProfileCatalogue);
  const levelLabel = useLevelLabel();
  const { data } = useLearnerProfile();
  const update = useUpdateLearnerProfile();
  if (!data || data.level !== null) return null;
  return (
    <section aria-label={t('yourLevel')} className="flex flex-wrap items-center gap-1 rounded-lg bg-white px-2 py-1 text-xs shadow-sm ring-1 ring-slate-200 lg:gap-2 lg:px-3 lg:py-2 lg:text-sm">
      {/* Short words on phones, so it is one line where it fits; where it does not (a narrow phone, a long "Not sure"), the chips wrap rather than hide. */}
      <p className="flex-none font-semibold text-slate-900">
        <span className="lg:hidden">{t('yourLevelShort')}</span>
        <span className="hidden lg:inline">{t('levelQuestion')}</span>
      </p>
      {/* The chips wrap one by one, beside the question, as the section's own items. */}
      <div className="contents">
        {LEARNER_LEVELS.map((level) => (
          <button key={level} type="button" disabled={update.isPending} onClick={() => update.mutate({ level })} className="flex-none rounded-md px-2 py-0.5 font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50 lg:px-3 lg:py-1">
            {levelLabel(level)}
          </button>
        ))}
      </div>
    </section>
  );
}
