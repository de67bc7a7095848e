/** Today's "Two-minute drill": on the learner's most frequent kinds of mistake, else their trouble sounds, else a word on how it fills. Saying the better version aloud is offered where the pronunciation check knows the language (English). */
import { useState } from 'react';
import type { TodayDto } from '#/shared/api/today';
import { PRACTICE_SOUND_LABELS } from '#/shared/pronunciation';
import { Button } from '#/web/components/button';
import { MistakeDrill } from './mistake-drill';
import { SoundDrill } from './sound-drill';

export function DrillCard({ drill, teacherSlug }: { drill: TodayDto['drill']; teacherSlug: string | null }) {
  const [isRunning, setRunning] = useState(false);
  return (
    <section aria-labelledby="drill-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="drill-heading" className="text-lg font-semibold text-slate-900">Two-minute drill</h2>
      {drill.kind === 'none' ? (
        <p className="mt-1 text-sm text-slate-600">Your drill is built from your own mistakes and pronunciation checks. Take a lesson or talk with a teacher, and it will be ready here.</p>
      ) : isRunning ? (
        drill.kind === 'mistakes' ? (
          <MistakeDrill mistakes={drill.mistakes} teacherSlug={teacherSlug} onDone={() => setRunning(false)} />
        ) : (
          <SoundDrill sounds={drill.sounds} onDone={() => setRunning(false)} />
        )
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {drill.kind === 'mistakes'
              ? `Fix ${drill.mistakes.length === 1 ? 'the mistake' : `the ${drill.mistakes.length} mistakes`} you make most often, against the clock.`
              : `Practise the sounds that slip most in your checks: ${drill.sounds.slice(0, 3).map((sound) => PRACTICE_SOUND_LABELS[sound]).join(', ')}.`}
          </p>
          <Button className="mt-3" onClick={() => setRunning(true)}>Start the drill</Button>
        </>
      )}
    </section>
  );
}
