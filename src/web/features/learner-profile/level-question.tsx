/** Asked once, at the learner's first conversation: their level, so teachers can adapt. */
import { LEARNER_LEVELS, levelLabel } from '#/shared/learner-profile';
import { useLearnerProfile, useUpdateLearnerProfile } from './api/learner-profile';

export function LevelQuestion() {
  const { data } = useLearnerProfile();
  const update = useUpdateLearnerProfile();
  if (!data || data.level !== null) return null;
  return (
    <section aria-label="Your level" className="rounded-lg bg-white px-3 py-2 text-sm shadow-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">What is your level? Your teachers will adapt to it.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {LEARNER_LEVELS.map((level) => (
          <button key={level} type="button" disabled={update.isPending} onClick={() => update.mutate({ level })} className="rounded-md px-3 py-1 font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50">
            {levelLabel(level)}
          </button>
        ))}
      </div>
    </section>
  );
}
