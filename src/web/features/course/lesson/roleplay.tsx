/**
 * Step 3: the roleplay with the unit's teacher, by voice or text. The teacher opens the scene; each learner turn
 * goes to the server, which tracks the goals, corrects, and answers (scripted with no key, the model with one);
 * the answer is spoken in the teacher's voice. The microphone listens in the teacher's language.
 */
import { type FormEvent, useCallback, useState } from 'react';
import type { LessonRunView, LessonView } from '#/shared/api/course';
import { MAX_MESSAGE_LENGTH } from '#/shared/chat-api';
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { MicrophoneErrorOnDemand, useMicrophoneOnDemand, useVoiceSettings } from '#/web/features/conversation/public';
import { useT } from '#/web/i18n/use-t';
import { useLessonTurn } from '../api/lessons';
import { GoalTracker } from './goal-tracker';
import { lessonCatalogue } from './messages/catalogue';

/** A spoken turn's length, from its words at a learner's unhurried pace (about two words a second). */
const SECONDS_PER_SPOKEN_WORD = 0.5;

type Props = {
  lesson: LessonView;
  run: LessonRunView;
  speech: { isSpeaking: boolean; say: (text: string) => void; stop: () => void };
};

export function Roleplay({ lesson, run, speech }: Props) {
  const [draft, setDraft] = useState('');
  const t = useT(lessonCatalogue);
  const teacherFirstName = lesson.teacher.name.split(' ')[0] ?? lesson.teacher.name;
  const turn = useLessonTurn(lesson.id);
  const voiceSettings = useVoiceSettings('account');
  const send = useCallback(
    (text: string, isSpoken: boolean) => {
      const trimmed = text.trim();
      if (!trimmed || turn.isPending) return;
      const seconds = isSpoken ? Math.min(120, trimmed.split(/\s+/).length * SECONDS_PER_SPOKEN_WORD) : 0;
      turn.mutate({ run_id: run.id, text: trimmed, seconds_spoken: seconds }, {
        onSuccess: ({ reply }) => {
          if (!isSpoken) setDraft('');
          speech.say(reply);
        },
      });
    },
    [turn, run.id, speech],
  );
  const { microphone, host } = useMicrophoneOnDemand(
    {
      language: lesson.teacher.language,
      teacherSlug: lesson.teacher.slug,
      settings: voiceSettings.settings,
      isSpeaking: speech.isSpeaking,
      isPending: turn.isPending,
      onSubmit: useCallback((text: string) => send(text, true), [send]),
      onInterrupt: speech.stop,
      onLimitReached: () => {},
    },
    { shouldLoadAtOnce: false },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(draft, false);
  };
  const isOver = run.is_complete || run.learner_turns >= run.max_turns;
  return (
    <section aria-labelledby="roleplay-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {host}
      <h2 id="roleplay-heading" className="text-lg font-semibold text-slate-900">{t('roleplayHeading')}</h2>
      <p className="mt-1 text-sm text-slate-700">{lesson.scenario.setting}</p>
      <p className="mt-1 text-sm text-slate-600">{t('teacherPlays', { name: teacherFirstName, role: roleWithoutName(lesson.scenario.teacher_role, teacherFirstName) })}</p>
      <div className="mt-3"><GoalTracker run={run} /></div>
      <ol className="mt-4 space-y-2" aria-label={t('roleplaySoFar')} aria-live="polite">
        <li className="max-w-[85%] rounded-2xl bg-slate-100 px-3 py-2 text-sm text-slate-900">
          <span className="sr-only">{`${t('speakerTeacher', { name: lesson.teacher.name })} `}</span>
          {lesson.scenario.opening}
        </li>
        {run.turns.map((turnItem, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: turns are only ever appended, so a turn's place is its identity
          <li key={`${i}-${turnItem.role}`} className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${turnItem.role === 'teacher' ? 'bg-slate-100 text-slate-900' : 'ms-auto bg-indigo-600 text-white'}`}>
            <span className="sr-only">{`${turnItem.role === 'teacher' ? t('speakerTeacher', { name: lesson.teacher.name }) : t('speakerYou')} `}</span>
            {turnItem.content}
          </li>
        ))}
        {turn.isPending && <li className="text-sm text-slate-500">{t('teacherAnswering', { name: teacherFirstName })}</li>}
      </ol>
      {microphone.error && <MicrophoneErrorOnDemand error={microphone.error} onRetry={microphone.start} onDismiss={microphone.clearError} />}
      {turn.isError && <Alert tone="error" className="mt-3">{turn.error.message}</Alert>}
      {!isOver && (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex-1">
            <span className="sr-only">{t('yourAnswer')}</span>
            <textarea
              value={microphone.isListening && microphone.transcript ? microphone.transcript : draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  send(draft, false);
                }
              }}
              maxLength={MAX_MESSAGE_LENGTH}
              rows={2}
              placeholder={t('answerPlaceholder')}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          </label>
          <div className="flex gap-2">
            <Button variant={microphone.isListening ? 'primary' : 'secondary'} onClick={microphone.toggle} aria-pressed={microphone.isListening}>
              {microphone.isListening ? t('stopListening') : t('speak')}
            </Button>
            <Button type="submit" disabled={turn.isPending || !draft.trim()}>{t('send')}</Button>
          </div>
        </form>
      )}
      {!run.is_complete && run.learner_turns >= run.max_turns && (
        <Alert tone="info" className="mt-3">{t('turnsUsed', { count: run.max_turns })}</Alert>
      )}
    </section>
  );
}

/** 'Sophia, a friendly student in your class' said after 'Sophia plays': the role without her name again. */
function roleWithoutName(role: string, name: string): string {
  return role.startsWith(`${name}, `) ? role.slice(name.length + 2) : role;
}
