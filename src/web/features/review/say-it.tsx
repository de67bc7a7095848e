/** Review's "Say it": the learner reads the better sentence aloud and sees which words came through (the same check as Maya's). */
import { Button } from '#/web/components/button';
import { ReadingResult, useReadingCheck } from '#/web/features/conversation/public';

export function SayIt({ text, teacherSlug }: { text: string; teacherSlug: string }) {
  const reading = useReadingCheck({ text, teacherSlug });
  return (
    <div className="mt-4 space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex items-center gap-3">
        {reading.stage === 'recording' ? (
          <Button variant="primary" onClick={reading.stop}>Stop and check</Button>
        ) : (
          <Button variant="secondary" disabled={reading.stage !== 'idle'} onClick={reading.start}>
            {reading.stage === 'checking' ? 'Listening...' : reading.result ? 'Say it again' : 'Say it'}
          </Button>
        )}
        <p className="text-sm text-slate-600">{reading.stage === 'recording' ? 'Read the better sentence aloud, then stop.' : 'Read the better sentence aloud to hear whether each word came through.'}</p>
      </div>
      {reading.result && <ReadingResult result={reading.result} allRightMessage="Every word came through." />}
      {reading.error && <p role="alert" className="text-sm text-red-700">{reading.error}</p>}
    </div>
  );
}
