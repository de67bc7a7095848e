/** The placement's visible clock: the minutes and seconds left of PLACEMENT_MINUTES; at zero the last part comes. */
import { useEffect, useState } from 'react';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { placementCatalogue } from './messages/catalogue';
import { PLACEMENT_MS } from './placement-session';

const secondsLeft = (startedAt: number) => Math.max(0, Math.ceil((startedAt + PLACEMENT_MS - Date.now()) / 1000));

export function PlacementCountdown({ startedAt, onTimeUp }: { startedAt: number; onTimeUp: () => void }) {
  const [left, setLeft] = useState(() => secondsLeft(startedAt));
  const t = useT(placementCatalogue);
  const format = useFormatters();
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(startedAt));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  useEffect(() => {
    if (left === 0) onTimeUp();
  }, [left, onTimeUp]);
  const minutes = Math.floor(left / 60);
  const seconds = format.number(left % 60, { minimumIntegerDigits: 2 });
  return (
    <p role="timer" aria-label={t('timeLeftLabel', { minutes, seconds })} className={`text-sm font-semibold tabular-nums ${left <= 60 ? 'text-amber-700' : 'text-slate-600'}`}>
      {t('timeLeft', { time: `${format.number(minutes)}:${seconds}` })}
    </p>
  );
}
