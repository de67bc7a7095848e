/** What teachers remember about the learner (level, goals, facts): visible, editable and deletable. */
import { useState } from 'react';
import { LEARNER_LEVELS, MAX_GOALS_LENGTH, type LearnerLevel } from '#/shared/learner-profile';
import { Button } from '#/web/components/button';
import { useForgetFact, useLearnerProfile, useLevelLabel, useUpdateLearnerProfile } from '#/web/features/learner-profile/public';
import { useT } from '#/web/i18n/use-t';
import { notebookCatalogue } from './messages/catalogue';

export function TeacherMemory() {
  const t = useT(notebookCatalogue);
  const levelLabel = useLevelLabel();
  const { data } = useLearnerProfile();
  const update = useUpdateLearnerProfile();
  const forget = useForgetFact();
  const [goals, setGoals] = useState<string | null>(null);
  if (!data) return null;
  const goalsText = goals ?? data.goals;

  return (
    <section className="mt-10 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="memory-heading">
      <h2 id="memory-heading" className="text-lg font-semibold text-slate-900">{t('memoryTitle')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('memoryIntro')}</p>
      <label className="mt-4 block text-sm font-semibold text-slate-700">
        {t('level')}
        <select className="ms-3 rounded-md border border-slate-300 px-2 py-1" value={data.level ?? ''} onChange={(e) => update.mutate({ level: (e.target.value || null) as LearnerLevel | null })}>
          <option value="">{t('notSet')}</option>
          {LEARNER_LEVELS.map((level) => <option key={level} value={level}>{levelLabel(level)}</option>)}
        </select>
      </label>
      <label className="mt-4 block text-sm font-semibold text-slate-700" htmlFor="learner-goals">{t('goals')}</label>
      <textarea id="learner-goals" maxLength={MAX_GOALS_LENGTH} rows={2} className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm" placeholder={t('goalsPlaceholder')} value={goalsText} onChange={(e) => setGoals(e.target.value)} />
      <Button variant="secondary" className="mt-2" disabled={update.isPending || goalsText === data.goals} onClick={() => update.mutate({ goals: goalsText }, { onSuccess: () => setGoals(null) })}>
        {t('saveGoals')}
      </Button>
      <h3 className="mt-5 text-sm font-semibold text-slate-700">{t('factsTitle')}</h3>
      {data.facts.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('nothingYet')}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {data.facts.map((fact) => (
            <li key={fact.id} className="flex items-center justify-between gap-3 text-sm text-slate-800">
              <span>{fact.fact}</span>
              <button type="button" className="text-xs font-semibold text-slate-600 underline" onClick={() => forget.mutate(fact.id)} aria-label={t('forgetLabel', { fact: fact.fact })}>{t('forget')}</button>
            </li>
          ))}
        </ul>
      )}
      {(update.isError || forget.isError) && <p role="alert" className="mt-2 text-sm text-red-700">{(update.error ?? forget.error)?.message}</p>}
    </section>
  );
}
