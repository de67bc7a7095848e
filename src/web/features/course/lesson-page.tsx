/**
 * /app/lessons/:id — a lesson by voice or text: hear the model dialogue, say the target phrases, then the roleplay
 * with the unit's teacher, ending in "Lesson complete". The run is the server's: a reload resumes it.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { LessonView } from '#/shared/api/course';
import { pageMeta } from '#/shared/page-meta';
import { Alert } from '#/web/components/alert';
import { buttonClass } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { useSpeechPlayer } from '#/web/features/conversation/public';
import { useT } from '#/web/i18n/use-t';
import { ApiError } from '#/web/lib/api-client';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { useLesson, useStartRun } from './api/lessons';
import { DialoguePlayer } from './lesson/dialogue-player';
import { LessonComplete } from './lesson/lesson-complete';
import { lessonCatalogue } from './lesson/messages/catalogue';
import { PhrasePractice } from './lesson/phrase-practice';
import { Roleplay } from './lesson/roleplay';

export default function LessonPage() {
  usePageMeta(pageMeta.lesson);
  const { lessonId = '' } = useParams();
  const lesson = useLesson(lessonId);
  const start = useStartRun(lessonId);
  const t = useT(lessonCatalogue);
  const hasNoRun = lesson.data !== undefined && lesson.data.run === null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: start once when the lesson has no run yet
  useEffect(() => {
    if (hasNoRun && start.isIdle) start.mutate();
  }, [hasNoRun]);
  if (lesson.isPending) return <Spinner label={t('loadingLesson')} className="py-24" />;
  if (lesson.isError) return <LessonRefused error={lesson.error} />;
  if (!lesson.data.run) return start.isError ? <LessonRefused error={start.error} /> : <Spinner label={t('startingLesson')} className="py-24" />;
  return <LessonBody lesson={lesson.data} onAgain={() => start.mutate()} />;
}

function LessonBody({ lesson, onAgain }: { lesson: LessonView; onAgain: () => void }) {
  const voice = useSpeechPlayer(lesson.teacher.slug, false);
  const t = useT(lessonCatalogue);
  const { player } = voice;
  const playAll = useCallback(
    (texts: string[], speed: number) => {
      const [first, ...rest] = texts;
      if (!player || !first) return;
      player.playNow(first, speed);
      for (const text of rest) player.enqueue(text, speed);
    },
    [player],
  );
  const speech = useMemo(() => ({ isSpeaking: voice.isSpeaking, say: (text: string) => player?.playNow(text), stop: () => player?.stop() }), [voice.isSpeaking, player]);
  const run = lesson.run!;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-8 sm:px-6">
      <div>
        <p className="text-sm font-medium text-slate-500">
          <Link to="/app/path" className="underline">{t('yourPath')}</Link> · {lesson.level} · {lesson.unit_title} · {t('lessonNumber', { number: lesson.number })}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">{lesson.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{t(lesson.is_offline ? 'withTeacherOffline' : 'withTeacher', { name: lesson.teacher.name })}</p>
        <details className="mt-3 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
          <summary className="cursor-pointer font-semibold text-slate-900">{t('grammarPoint', { point: lesson.grammar.point })}</summary>
          <p className="mt-2 text-slate-700">{lesson.grammar.explanation}</p>
          <ul className="mt-2 list-disc ps-5 text-slate-700">
            {lesson.grammar.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </details>
      </div>
      {voice.error && <Alert tone="warning">{voice.error}</Alert>}
      {run.is_complete && <LessonComplete lesson={lesson} onAgain={onAgain} />}
      <DialoguePlayer lesson={lesson} playAll={playAll} isSpeaking={voice.isSpeaking} onStop={speech.stop} />
      <PhrasePractice lesson={lesson} runId={run.id} play={(text, speed = 1) => player?.playNow(text, speed)} />
      <Roleplay lesson={lesson} run={run} speech={speech} />
    </div>
  );
}

function LessonRefused({ error }: { error: Error }) {
  const code = error instanceof ApiError ? error.code : undefined;
  const t = useT(lessonCatalogue);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t(code === 'upgrade_required' ? 'comesWithSubscription' : code === 'lesson_locked' ? 'notYet' : 'lesson')}</h1>
      <Alert tone={code === 'upgrade_required' ? 'info' : 'error'} className="mt-4 text-start">{error.message}</Alert>
      <div className="mt-6 flex justify-center gap-2">
        {code === 'upgrade_required' && <Link to="/pricing" className={buttonClass('primary')}>{t('seePlans')}</Link>}
        <Link to="/app/path" className={buttonClass('secondary')}>{t('yourPath')}</Link>
      </div>
    </div>
  );
}
