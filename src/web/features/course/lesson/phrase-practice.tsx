/**
 * Step 2: the lesson's target phrases. Each can be heard; in English each can also be said aloud and checked
 * word by word (the same check as Maya's practice), its score kept on the lesson run. Spanish has no check yet,
 * so the learner repeats after the teacher.
 */
import type { LessonView } from '#/shared/api/course';
import { PLAYBACK_SPEED_SLOW } from '#/shared/constants';
import { Button } from '#/web/components/button';
import { ReadingResult, RecordingClock, useReadingCheck } from '#/web/features/conversation/public';
import { useT } from '#/web/i18n/use-t';
import { useRecordPhraseCheck } from '../api/lessons';
import { lessonCatalogue } from './messages/catalogue';

type Props = { lesson: LessonView; runId: string; play: (text: string, speed?: number) => void };

export function PhrasePractice({ lesson, runId, play }: Props) {
  const canCheck = lesson.language === 'en';
  const t = useT(lessonCatalogue);
  return (
    <section aria-labelledby="phrases-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="phrases-heading" className="text-lg font-semibold text-slate-900">{t('sayHeading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{canCheck ? t('sayIntroCheck') : t('sayIntroRepeat', { name: lesson.teacher.name.split(' ')[0] ?? lesson.teacher.name })}</p>
      <ul className="mt-3 space-y-3">
        {lesson.target_phrases.map((phrase) => (
          <li key={phrase.text} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <p className="font-medium text-slate-900">{phrase.text}</p>
            <p className="text-sm text-slate-600">{phrase.use}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => play(phrase.text)} aria-label={t('listenTo', { text: phrase.text })}>{t('listen')}</Button>
              <Button variant="ghost" onClick={() => play(phrase.text, PLAYBACK_SPEED_SLOW)} aria-label={t('listenSlowlyTo', { text: phrase.text })}>{t('slowly')}</Button>
            </div>
            {canCheck && <SayPhrase lessonId={lesson.id} runId={runId} text={phrase.text} teacherSlug={lesson.teacher.slug} score={lesson.run?.pronunciation.find((p) => p.phrase === phrase.text)?.score} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SayPhrase({ lessonId, runId, text, teacherSlug, score }: { lessonId: string; runId: string; text: string; teacherSlug: string; score: number | undefined }) {
  const record = useRecordPhraseCheck(lessonId);
  const t = useT(lessonCatalogue);
  const reading = useReadingCheck({
    text,
    teacherSlug,
    lessonId,
    onChecked: (result) => {
      const seconds = result.words_per_minute > 0 ? (result.words.length / result.words_per_minute) * 60 : 0;
      record.mutate({ run_id: runId, phrase: text, score: Math.round(result.accuracy_score), seconds_spoken: Math.min(60, seconds) });
    },
  });
  const isRecording = reading.stage === 'recording';
  const isChecking = reading.stage === 'checking';
  const press = () => {
    if (isChecking) return;
    if (isRecording) return reading.stop();
    void reading.start();
  };
  return (
    <div className="mt-2 space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant={isRecording ? 'primary' : 'secondary'} aria-disabled={isChecking} onClick={press} aria-label={t(isRecording ? 'stopAndCheckLabel' : 'sayItLabel', { text })}>
          {isRecording ? t('stopAndCheck') : isChecking ? t('checking') : reading.result ? t('sayItAgain') : t('sayIt')}
        </Button>
        {isRecording && <RecordingClock seconds={reading.elapsedSeconds} maxSeconds={reading.maxSeconds} />}
        {score !== undefined && !isRecording && <span className="text-sm text-slate-700">{t('accuracy', { score })}</span>}
      </div>
      {reading.result && <ReadingResult result={reading.result} allRightMessage={t('everyWordCameThrough')} />}
      {reading.error && <p role="alert" className="text-sm text-red-700">{reading.error}</p>}
      {record.isError && <p role="alert" className="text-sm text-red-700">{record.error.message}</p>}
    </div>
  );
}
