/** "Recording 0:04 / 0:30" with a pulsing dot: how long the learner has been reading, and how long they may. */
import { useT } from '#/web/i18n/use-t';
import { conversationToolsCatalogue } from './messages/catalogue';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function RecordingClock({ seconds, maxSeconds }: { seconds: number; maxSeconds: number }) {
  const t = useT(conversationToolsCatalogue);
  return (
    // A timer is not announced as it ticks (role timer is not live by default); the status says recording began.
    <p role="timer" className="flex items-center gap-2 text-sm font-medium text-red-700 tabular-nums">
      <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-red-600 motion-safe:animate-pulse" />
      {t('recordingClock', { elapsed: clock(seconds), limit: clock(maxSeconds) })}
    </p>
  );
}
