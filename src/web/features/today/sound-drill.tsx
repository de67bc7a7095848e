/**
 * The two-minute drill on the learner's trouble sounds (the families that slipped most in their checks):
 * a sentence built on each sound, read aloud and checked word by word, against a two-minute clock.
 */
import { useState } from 'react';
import type { PracticeSound } from '#/shared/pronunciation';
import { DRILL_SECONDS } from '#/shared/today';
import { Button } from '#/web/components/button';
import { useSoundName } from '#/web/components/sound-names/use-sound-name';
import { PRACTICE_SENTENCES } from '#/web/features/conversation/public';
import { SayIt } from '#/web/features/review/public';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { todayCatalogue } from './messages/catalogue';
import { clockText, useCountdown } from './use-countdown';

/** The sounds one drill takes, most missed first. */
const DRILL_SOUNDS = 3;

export function SoundDrill({ sounds, onDone }: { sounds: PracticeSound[]; onDone: () => void }) {
  const drilled = sounds.slice(0, DRILL_SOUNDS);
  const [index, setIndex] = useState(0);
  const left = useCountdown(DRILL_SECONDS, true);
  const sound = drilled[index];
  const t = useT(todayCatalogue);
  const soundName = useSoundName();
  const format = useFormatters();
  if (left === 0 || !sound) {
    return (
      <div className="mt-4 space-y-3" data-testid="drill-summary">
        <p role="status" className="text-lg font-semibold text-slate-900">{t(left === 0 ? 'timesUp' : 'drillDone')} {t('wellPractised')}</p>
        <p className="text-sm text-slate-600">{t('morePractice')}</p>
        <Button variant="secondary" onClick={onDone}>{t('closeDrill')}</Button>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-3">
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>{t('soundOf', { number: index + 1, total: drilled.length, sound: soundName(sound) })}</span>
        <span role="timer" aria-label={t('timeLeft', { time: clockText(left, format.number) })} className="font-mono font-semibold text-slate-900">{clockText(left, format.number)}</span>
      </div>
      <p className="rounded-lg bg-indigo-50 px-3 py-2 text-lg text-slate-900 ring-1 ring-indigo-100">{PRACTICE_SENTENCES[sound].text}</p>
      <SayIt key={sound} text={PRACTICE_SENTENCES[sound].text} teacherSlug="maya" prompt={t('readAloud')} />
      <Button onClick={() => setIndex((n) => n + 1)}>{index === drilled.length - 1 ? t('finish') : t('nextSound')}</Button>
    </div>
  );
}
