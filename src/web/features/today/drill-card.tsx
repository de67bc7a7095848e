/** Today's "Two-minute drill": on the learner's most frequent kinds of mistake, else their trouble sounds, else a word on how it fills. Saying the better version aloud is offered where the pronunciation check knows the language (English). */
import { useState } from 'react';
import type { TodayDto } from '#/shared/api/today';
import { Button } from '#/web/components/button';
import { useSoundName } from '#/web/components/sound-names/use-sound-name';
import { useT } from '#/web/i18n/use-t';
import { todayCatalogue } from './messages/catalogue';
import { MistakeDrill } from './mistake-drill';
import { SoundDrill } from './sound-drill';

export function DrillCard({ drill, teacherSlug }: { drill: TodayDto['drill']; teacherSlug: string | null }) {
  const [isRunning, setRunning] = useState(false);
  const t = useT(todayCatalogue);
  const soundName = useSoundName();
  return (
    <section aria-labelledby="drill-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="drill-heading" className="text-lg font-semibold text-slate-900">{t('twoMinuteDrill')}</h2>
      {drill.kind === 'none' ? (
        <p className="mt-1 text-sm text-slate-600">{t('drillNotReady')}</p>
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
              ? t('drillMistakes', { count: drill.mistakes.length })
              : t('drillSounds', { sounds: drill.sounds.slice(0, 3).map(soundName).join(t('listSeparator')) })}
          </p>
          <Button className="mt-3" onClick={() => setRunning(true)}>{t('startDrill')}</Button>
        </>
      )}
    </section>
  );
}
