/** What teachers remember about the learner (level, goals, facts): visible, editable and deletable. */
import { useState } from 'react';
import { LEARNER_LEVELS, levelLabel, MAX_GOALS_LENGTH, type LearnerLevel } from '#/shared/learner-profile';
import { Button } from '#/web/components/button';
import { useForgetFact, useLearnerProfile, useUpdateLearnerProfile } from '#/web/features/learner-profile/public';

export function TeacherMemory() {
  const { data } = useLearnerProfile();
  const update = useUpdateLearnerProfile();
  const forget = useForgetFact();
  const [goals, setGoals] = useState<string | null>(null);
  if (!data) return null;
  const goalsText = goals ?? data.goals;

  return (
    <section className="mt-10 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="memory-heading">
      <h2 id="memory-heading" className="text-lg font-semibold text-slate-900">What Your Teachers Remember</h2>
      <p className="mt-1 text-sm text-slate-600">Teachers adapt to this. Change or delete anything at any time.</p>
      <label className="mt-4 block text-sm font-semibold text-slate-700">
        Level
        <select className="ml-3 rounded-md border border-slate-300 px-2 py-1" value={data.level ?? ''} onChange={(e) => update.mutate({ level: (e.target.value || null) as LearnerLevel | null })}>
          <option value="">Not set</option>
          {LEARNER_LEVELS.map((level) => <option key={level} value={level}>{levelLabel(level)}</option>)}
        </select>
      </label>
      <label className="mt-4 block text-sm font-semibold text-slate-700" htmlFor="learner-goals">Goals</label>
      <textarea id="learner-goals" maxLength={MAX_GOALS_LENGTH} rows={2} className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm" placeholder="e.g. Pass IELTS speaking with a 7, feel at ease in meetings" value={goalsText} onChange={(e) => setGoals(e.target.value)} />
      <Button variant="secondary" className="mt-2" disabled={update.isPending || goalsText === data.goals} onClick={() => update.mutate({ goals: goalsText }, { onSuccess: () => setGoals(null) })}>
        Save goals
      </Button>
      <h3 className="mt-5 text-sm font-semibold text-slate-700">Things you told your teachers</h3>
      {data.facts.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Nothing yet.</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {data.facts.map((fact) => (
            <li key={fact.id} className="flex items-center justify-between gap-3 text-sm text-slate-800">
              <span>{fact.fact}</span>
              <button type="button" className="text-xs font-semibold text-slate-600 underline" onClick={() => forget.mutate(fact.id)} aria-label={`Forget: ${fact.fact}`}>Forget</button>
            </li>
          ))}
        </ul>
      )}
      {(update.isError || forget.isError) && <p role="alert" className="mt-2 text-sm text-red-700">{(update.error ?? forget.error)?.message}</p>}
    </section>
  );
}
