/**
 * A placement in progress: the questions one at a time with the clock and the progress, then the learner's own
 * answer. Everything the run knows is in the session (placement-session.ts), so a reload resumes it.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { PlacementResult } from '#/shared/api/placement';
import { PLACEMENT_ITEMS_PER_SKILL, PLACEMENT_SKILLS } from '#/shared/course/placement-constants';
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { useSpeechPlayer } from '#/web/features/conversation/public';
import { useT } from '#/web/i18n/use-t';
import { useFinishPlacement } from './api/finish-placement';
import { useNextQuestion } from './api/get-next-question';
import { placementCatalogue } from './messages/catalogue';
import { PlacementCountdown } from './placement-countdown';
import { PlacementLastPart } from './placement-last-part';
import { PlacementQuestion } from './placement-question';
import { newSession, type PlacementSession } from './placement-session';
import { PLACEMENT_VOICE } from './placement-voice';

const TOTAL = PLACEMENT_SKILLS.length * PLACEMENT_ITEMS_PER_SKILL;

type Props = {
  session: PlacementSession;
  setSession: (update: (session: PlacementSession) => PlacementSession) => void;
  onFinished: (result: PlacementResult) => void;
};

export function PlacementRun({ session, setSession, onFinished }: Props) {
  const voice = PLACEMENT_VOICE[session.language];
  const speech = useSpeechPlayer(voice.teacherSlug, false);
  const next = useNextQuestion({ language: session.language, answers: session.answers, seed: session.seed }, !session.is_on_last_part);
  const finish = useFinishPlacement();
  const t = useT(placementCatalogue);
  const isQuestionCurrent = next.data !== undefined && !next.isPlaceholderData;
  const isQuestionsDone = isQuestionCurrent && next.data?.item === null;

  useEffect(() => {
    if (isQuestionsDone) setSession((s) => ({ ...s, is_on_last_part: true }));
  }, [isQuestionsDone, setSession]);
  const onTimeUp = useCallback(() => setSession((s) => (s.is_on_last_part ? s : { ...s, is_on_last_part: true, is_time_up: true })), [setSession]);

  // A screen reader hears the new question's number when it comes.
  const progress = useRef<HTMLParagraphElement>(null);
  const itemId = next.data?.item?.id;
  useEffect(() => {
    if (itemId) progress.current?.focus();
  }, [itemId]);

  const { player } = speech;
  const play = useCallback((text: string, speed: number) => player?.playNow(text, speed), [player]);
  const answer = (choice: number) => {
    const item = next.data?.item;
    if (!item || !isQuestionCurrent) return;
    player?.stop();
    setSession((s) => (s.answers.some((a) => a.id === item.id) ? s : { ...s, answers: [...s.answers, { id: item.id, choice }] }));
  };

  if (session.is_on_last_part) {
    return (
      <PlacementLastPart
        language={session.language}
        draft={session.draft}
        isTimeUp={session.is_time_up}
        isPending={finish.isPending}
        error={finish.isError ? finish.error.message : null}
        onDraftChange={(draft, mode) => setSession((s) => ({ ...s, draft, answer_mode: mode ?? s.answer_mode }))}
        onFinish={() =>
          finish.mutate(
            { language: session.language, answers: session.answers, seed: session.seed, answer: session.draft, answer_mode: session.answer_mode, is_time_up: session.is_time_up },
            { onSuccess: onFinished },
          )
        }
      />
    );
  }

  const number = Math.min(session.answers.length + 1, TOTAL);
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p ref={progress} tabIndex={-1} className="font-semibold text-slate-900 outline-none">{t('questionOf', { number, total: TOTAL })}</p>
        <PlacementCountdown startedAt={session.started_at} onTimeUp={onTimeUp} />
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full rounded-full bg-indigo-600 transition-all" style={{ width: `${(100 * session.answers.length) / TOTAL}%` }} />
      </div>
      {speech.error && <Alert tone="warning">{speech.error}</Alert>}
      {next.isError ? (
        <Alert tone="error">
          <p>{next.error.message}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => next.refetch()}>{t('tryAgain')}</Button>
            <Button variant="ghost" onClick={() => setSession(() => newSession(session.language))}>{t('startAgain')}</Button>
          </div>
        </Alert>
      ) : next.data?.item ? (
        <PlacementQuestion key={next.data.item.id} item={next.data.item} isBusy={!isQuestionCurrent} onAnswer={answer} play={play} teacherName={voice.teacherName} />
      ) : (
        <Spinner label={t('loadingNextQuestion')} className="py-16" />
      )}
    </div>
  );
}
