/** The last 30 days as bars, drawn with plain SVG: messages sent, with the day's pronunciation checks stacked on top. */
import type { ProgressDto } from '#/shared/notebook';
import { plural } from './plural';

export function ActivityChart({ activity }: { activity: ProgressDto['activity'] }) {
  const max = Math.max(1, ...activity.map((d) => d.messages + d.checks));
  const barWidth = 10;
  const gap = 4;
  const height = 120;
  return (
    <figure className="mt-2">
      <svg
        viewBox={`0 0 ${activity.length * (barWidth + gap)} ${height}`}
        className="h-36 w-full"
        role="img"
        aria-label={`Messages and pronunciation checks per day over the last ${activity.length} days`}
      >
        {activity.map((d, i) => {
          const total = d.messages + d.checks;
          const h = total === 0 ? 2 : Math.max(4, (total / max) * (height - 4));
          const checksHeight = (h * d.checks) / Math.max(1, total);
          const x = i * (barWidth + gap);
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${plural(d.messages, 'message', 'messages')}, ${plural(d.checks, 'pronunciation check', 'pronunciation checks')}, ${plural(d.minutes, 'minute', 'minutes')}`}</title>
              <rect x={x} y={height - h} width={barWidth} height={h} rx={2} className={total ? 'fill-indigo-500' : 'fill-slate-200'} />
              {d.checks > 0 && <rect x={x} y={height - h} width={barWidth} height={checksHeight} rx={2} className="fill-amber-600" />}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-500">
        <span className="flex justify-between">
          <span>30 days ago</span>
          <span>Today</span>
        </span>
        <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-indigo-500" />
            Messages
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-amber-600" />
            Pronunciation checks
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
