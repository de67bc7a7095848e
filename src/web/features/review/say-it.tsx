/**
 * Review's "Say it": the learner reads the better sentence aloud and sees which words came through (the
 * same check as Maya's). The check knows what they wrote before (`mistake`), so saying the old mistake
 * again is heard and named, not passed. A free learner whose messages are used up is offered the upgrade
 * before recording, not after.
 */
import { Button } from '#/web/components/button';
import { ReadingResult, RecordingClock, useReadingCheck } from '#/web/features/conversation/public';
import { UpgradeModal, useFreeMessageGate } from '#/web/features/free-messages/public';

export function SayIt({ text, mistake, teacherSlug }: { text: string; mistake: string; teacherSlug: string }) {
  const reading = useReadingCheck({ text, insteadOf: mistake, teacherSlug });
  const gate = useFreeMessageGate();
  const start = () => (gate.isAtLimit() ? gate.openUpgrade() : void reading.start());
  return (
    <div className="mt-4 space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-3">
        {reading.stage === 'recording' ? (
          <Button variant="primary" className="shrink-0 whitespace-nowrap" onClick={reading.stop}>Stop and check</Button>
        ) : (
          <Button variant="secondary" className="shrink-0 whitespace-nowrap" disabled={reading.stage !== 'idle'} onClick={start}>
            {reading.stage === 'checking' ? 'Checking...' : reading.result ? 'Say it again' : 'Say it'}
          </Button>
        )}
        {reading.stage === 'recording' ? (
          <RecordingClock seconds={reading.elapsedSeconds} maxSeconds={reading.maxSeconds} />
        ) : (
          <p className="min-w-0 flex-1 text-sm text-slate-600">Read the better sentence aloud to hear whether each word came through.</p>
        )}
      </div>
      {reading.result && <ReadingResult result={reading.result} allRightMessage="Every word came through." />}
      {reading.error && (
        <p role="alert" className="text-sm text-red-700">
          {reading.error}{' '}
          {reading.isOutOfMessages && (
            <button type="button" onClick={gate.openUpgrade} className="font-semibold text-indigo-700 underline hover:text-indigo-800">
              See plans
            </button>
          )}
        </p>
      )}
      {gate.isUpgradeOpen && <UpgradeModal onClose={gate.closeUpgrade} />}
    </div>
  );
}
