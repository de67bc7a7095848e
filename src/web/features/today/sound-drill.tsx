/**
 * The two-minute drill on the learner's trouble sounds (the families that slipped most in their checks):
 * a sentence built on each sound, read aloud and checked word by word, against a two-minute clock.
 */
import { useState } from 'react';
import { PRACTICE_SOUND_LABELS, type PracticeSound } from '#/shared/pronunciation';
import { DRILL_SECONDS } from '#/shared/today';
import { Button } from '#/web/components/button';
import { PRACTICE_SENTENCES } from '#/web/features/conversation/public';
import { SayIt } from '#/web/features/review/public';
import { clockText, useCountdown } from './use-countdown';

/** The sounds one drill takes, most missed first. */
const DRILL_SOUNDS = 3;

export function SoundDrill({ sounds, onDone }: { sounds: PracticeSound[]; onDone: () => void }) {
  const drilled = sounds.slice(0, DRILL_SOUNDS);
  const [index, setIndex] = useState(0);
  const left = useCountdown(DRILL_SECONDS, true);
  const sound = drilled[index];
  if (left === 0 || !sound) {
    return (
      <div className="mt-4 space-y-3" data-testid="drill-summary">
        <p role="status" className="text-lg font-semibold text-slate-900">{left === 0 ? "Time's up." : 'Drill done.'} Well practised.</p>
        <p className="text-sm text-slate-600">Maya's pronunciation practice has a sentence for every sound when you want more.</p>
        <Button variant="secondary" onClick={onDone}>Close the drill</Button>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-3">
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>Sound {index + 1} of {drilled.length}: {PRACTICE_SOUND_LABELS[sound]}</span>
        <span role="timer" aria-label={`${clockText(left)} left`} className="font-mono font-semibold text-slate-900">{clockText(left)}</span>
      </div>
      <p className="rounded-lg bg-indigo-50 px-3 py-2 text-lg text-slate-900 ring-1 ring-indigo-100">{PRACTICE_SENTENCES[sound].text}</p>
      <SayIt key={sound} text={PRACTICE_SENTENCES[sound].text} teacherSlug="maya" prompt="Read the sentence aloud, then stop and check." />
      <Button onClick={() => setIndex((n) => n + 1)}>{index === drilled.length - 1 ? 'Finish' : 'Next sound'}</Button>
    </div>
  );
}
