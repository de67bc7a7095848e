/**
 * The two-minute drill on the learner's most frequent kinds of mistake: each shows what they wrote, they
 * write (or say) the better version, and hear at once whether it is right. The clock runs two minutes; the
 * drill ends when it does or when the mistakes run out, with how many came out right.
 */
import { type FormEvent, useState } from 'react';
import type { TodayDto } from '#/shared/api/today';
import { DRILL_SECONDS } from '#/shared/today';
import { Button } from '#/web/components/button';
import { SayIt } from '#/web/features/review/public';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { isSameAnswer } from './is-same-answer';
import { todayCatalogue } from './messages/catalogue';
import { clockText, useCountdown } from './use-countdown';

type Mistake = TodayDto['drill']['mistakes'][number];

export function MistakeDrill({ mistakes, teacherSlug, onDone }: { mistakes: Mistake[]; teacherSlug: string | null; onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState('');
  const [verdicts, setVerdicts] = useState<boolean[]>([]);
  const left = useCountdown(DRILL_SECONDS, true);
  const t = useT(todayCatalogue);
  const format = useFormatters();
  const mistake = mistakes[index];
  const isAnswered = verdicts.length > index;
  const right = verdicts.filter(Boolean).length;

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!mistake || isAnswered || answer.trim() === '') return;
    setVerdicts((previous) => [...previous, isSameAnswer(answer, mistake.better)]);
  };
  const next = () => {
    setAnswer('');
    setIndex((n) => n + 1);
  };

  if (left === 0 || index >= mistakes.length) {
    return (
      <div className="mt-4 space-y-3" data-testid="drill-summary">
        <p role="status" className="text-lg font-semibold text-slate-900">
          {t(left === 0 ? 'timesUp' : 'drillDone')} {t('wroteRight', { right, total: verdicts.length })}
        </p>
        <p className="text-sm text-slate-600">{t('mistakesComeBack')}</p>
        <Button variant="secondary" onClick={onDone}>{t('closeDrill')}</Button>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-3">
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>{t('mistakeOf', { number: index + 1, total: mistakes.length })}</span>
        <span role="timer" aria-label={t('timeLeft', { time: clockText(left, format.number) })} className="font-mono font-semibold text-slate-900">{clockText(left, format.number)}</span>
      </div>
      <p className="text-sm text-slate-600">{t('youWrote')}</p>
      <p className="rounded-lg bg-red-50 px-3 py-2 text-slate-900 ring-1 ring-red-100">{mistake!.said}</p>
      <form onSubmit={check} className="space-y-2">
        <label className="block text-sm font-medium text-slate-800" htmlFor="drill-answer">{t('writeBetterVersion')}</label>
        <input id="drill-answer" className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base" autoComplete="off" autoCapitalize="sentences" value={answer} readOnly={isAnswered} onChange={(event) => setAnswer(event.target.value)} />
        {!isAnswered && <Button type="submit" disabled={answer.trim() === ''}>{t('check')}</Button>}
      </form>
      {isAnswered && (
        <div role="status" className={`rounded-lg px-3 py-2 ring-1 ${verdicts[index] ? 'bg-emerald-50 ring-emerald-100' : 'bg-amber-50 ring-amber-100'}`}>
          <p className="font-semibold text-slate-900">{verdicts[index] ? t('right') : t('notQuite')}</p>
          {!verdicts[index] && <p className="mt-1 text-slate-900">{mistake!.better}</p>}
          {mistake!.note && <p className="mt-1 text-sm text-slate-600">{mistake!.note}</p>}
        </div>
      )}
      {isAnswered && teacherSlug && <SayIt text={mistake!.better} mistake={mistake!.said} teacherSlug={teacherSlug} />}
      {isAnswered && <Button onClick={next}>{index === mistakes.length - 1 ? t('finish') : t('nextMistake')}</Button>}
    </div>
  );
}
