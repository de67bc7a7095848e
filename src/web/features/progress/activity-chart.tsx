/** The last 30 days as bars, drawn with plain SVG: messages sent, with the day's pronunciation checks stacked on top. */
import type { ProgressDto } from '#/shared/notebook';
import { useT } from '#/web/i18n/use-t';
import { progressCatalogue } from './messages/catalogue';

export function ActivityChart({ activity }: { activity: ProgressDto['activity'] }) {
  const t = useT(progressCatalogue);
  const max = Math.max(1, ...activity.map((d) => d.messages + d.checks));
  const barWidth = 10;
  const gap = 4;
  const height = 120;
  return (
    <figure className="mt-2">
      <svg
        viewBox={`0 0 ${activity.length * (barWidth + gap)} ${height}`}
        // Oldest bar first in reading order: on the right in a right-to-left language, as the labels below are.
        className="h-36 w-full rtl:-scale-x-100"
        role="img"
        aria-label={t('chartLabel', { count: activity.length })}
      >
        {activity.map((d, i) => {
          const total = d.messages + d.checks;
          const h = total === 0 ? 2 : Math.max(4, (total / max) * (height - 4));
          const checksHeight = (h * d.checks) / Math.max(1, total);
          const x = i * (barWidth + gap);
          return (
            <g key={d.day}>
              <title>{t('barTitle', { day: d.day, messages: d.messages, checks: d.checks, minutes: d.minutes })}</title>
              <rect x={x} y={height - h} width={barWidth} height={h} rx={2} className={total ? 'fill-indigo-500' : 'fill-slate-200'} />
              {d.checks > 0 && <rect x={x} y={height - h} width={barWidth} height={checksHeight} rx={2} className="fill-amber-600" />}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-500">
        <span className="flex justify-between">
          <span>{t('thirtyDaysAgo')}</span>
          <span>{t('today')}</span>
        </span>
        <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-indigo-500" />
            {t('messages')}
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-amber-600" />
            {t('pronunciationChecks')}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
