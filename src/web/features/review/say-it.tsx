/**
 * Review's "Say it": the learner reads the better version aloud and sees which words came through (the
 * same check as Maya's). The check knows what they wrote before (`mistake`), so saying the old mistake
 * again is heard and named, not passed. A free learner whose messages are used up is offered the upgrade
 * before recording, not after. One button from "Say it" to "Say it again", never disabled, keeps the
 * keyboard's place; the verdict is announced from a status region already on the page.
 */
import { Button } from '#/web/components/button';
import { ReadingResult, RecordingClock, summarizeReading, useReadingCheck } from '#/web/features/conversation/public';
import { UpgradeModal, useFreeMessageGate } from '#/web/features/free-messages/public';
import { useT } from '#/web/i18n/use-t';
import { reviewCatalogue } from './messages/catalogue';

/** `prompt`, in the interface language, replaces the line beside the button (Review's asks for the better version). */
export function SayIt({ text, mistake, teacherSlug, prompt }: { text: string; mistake?: string; teacherSlug: string; prompt?: string }) {
  const t = useT(reviewCatalogue);
  const allRight = t('allRight');
  const reading = useReadingCheck({ text, insteadOf: mistake, teacherSlug });
  const gate = useFreeMessageGate();
  const isRecording = reading.stage === 'recording';
  const isChecking = reading.stage === 'checking';
  const press = () => {
    if (isChecking) return;
    if (isRecording) return reading.stop();
    if (gate.isAtLimit()) return gate.openUpgrade();
    void reading.start();
  };
  const announcement = isRecording ? t('recording') : isChecking ? t('checkingReading') : reading.result ? summarizeReading(reading.result, allRight) : '';
  return (
    <div className="mt-4 space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant={isRecording ? 'primary' : 'secondary'} className="shrink-0 whitespace-nowrap aria-disabled:cursor-wait aria-disabled:opacity-70" aria-disabled={isChecking} onClick={press}>
          {isRecording ? t('stopAndCheck') : isChecking ? t('checking') : reading.result ? t('sayItAgain') : t('sayIt')}
        </Button>
        {isRecording ? (
          <RecordingClock seconds={reading.elapsedSeconds} maxSeconds={reading.maxSeconds} />
        ) : (
          <p className="min-w-0 flex-1 text-sm text-slate-600">{prompt ?? t('sayItPrompt')}</p>
        )}
      </div>
      <p role="status" className="sr-only">{announcement}</p>
      {reading.result && <ReadingResult result={reading.result} allRightMessage={allRight} isAnnounced={false} />}
      {reading.error && (
        <p role="alert" className="text-sm text-red-700">
          {reading.error}{' '}
          {reading.isOutOfMessages && (
            <button type="button" onClick={gate.openUpgrade} className="font-semibold text-indigo-700 underline hover:text-indigo-800">
              {t('seePlans')}
            </button>
          )}
        </p>
      )}
      {gate.isUpgradeOpen && <UpgradeModal onClose={gate.closeUpgrade} />}
    </div>
  );
}
