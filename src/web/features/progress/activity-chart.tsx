/** The last 30 days as bars of messages sent, drawn with plain SVG. */
import type { ProgressDto } from '#/shared/notebook';

export function ActivityChart({ activity }: { activity: ProgressDto['activity'] }) {
  const max = Math.max(1, ...activity.map((d) => d.messages));
  const barWidth = 10;
  const gap = 4;
  const height = 120;
  return (
    <figure className="mt-2">
      <svg viewBox={`0 0 ${activity.length * (barWidth + gap)} ${height}`} className="h-36 w-full" role="img" aria-label={`Messages per day over the last ${activity.length} days`}>
        {activity.map((d, i) => {
          const h = d.messages === 0 ? 2 : Math.max(4, (d.messages / max) * (height - 4));
          return (
            <rect key={d.day} x={i * (barWidth + gap)} y={height - h} width={barWidth} height={h} rx={2} className={d.messages ? 'fill-indigo-500' : 'fill-slate-200'}>
              <title>{`${d.day}: ${d.messages} messages, ${d.minutes} minutes`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-slate-500">
        <span>30 days ago</span>
        <span>Today</span>
      </figcaption>
    </figure>
  );
}
