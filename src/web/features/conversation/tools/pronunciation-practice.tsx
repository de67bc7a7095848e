import { useEffect, useId, useRef, useState } from 'react';
import { PRACTICE_SOUNDS, type PracticeSound } from '#/shared/pronunciation';
import { FREE_MESSAGE_LIMIT, PLAYBACK_SPEED_SLOW } from '#/shared/constants';
import { UpgradeModal, useFreeMessageGate } from '#/web/features/free-messages/public';
import { useProgress } from '#/web/features/progress/public';
import { useSoundName } from '#/web/components/sound-names/use-sound-name';
import { useT } from '#/web/i18n/use-t';
import { requestSpeech } from '../api/request-speech';
import { conversationToolsCatalogue } from './messages/catalogue';
import { missedSounds, openingSound, PRACTICE_SENTENCES } from './practice-sentences';
import { ReadingResult, summarizeReading } from './reading-result';
import { RecordingClock } from './recording-clock';
import { useReadingCheck } from './use-reading-check';

type Props = {
  teacherSlug: string;
  isMuted: boolean;
  isTeacherSpeaking: boolean;
  /** Silences the teacher's reply, so her voice neither talks over the model reading nor gets into the learner's. */
  onStopTeacher: () => void;
};

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Maya's pronunciation practice: hear a sentence, read it aloud, and see each word marked with a tip. */
export function PronunciationPractice({ teacherSlug, isMuted, isTeacherSpeaking, onStopTeacher }: Props) {
  const t = useT(conversationToolsCatalogue);
  const progress = useProgress();
  const [picked, setPicked] = useState<PracticeSound | null>(null);
  const [missedHere, setMissedHere] = useState<PracticeSound[]>([]);
  const [isModelPlaying, setIsModelPlaying] = useState(false);
  /** The sound the learner switched to from a reading's slips, said once by the status. */
  const [switchedTo, setSwitchedTo] = useState<PracticeSound | null>(null);
  const model = useRef<HTMLAudioElement | null>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const workspace = useRef<HTMLDivElement>(null);
  const ids = useId();

  const troubleSounds = progress.data?.pronunciation.trouble_sounds ?? [];
  // Until the learner picks, the panel opens on the sound they miss most (once Progress says which).
  const isChoosing = picked === null && progress.isPending;
  const sound = picked ?? openingSound(troubleSounds);
  const troubled = new Set([...troubleSounds.filter((trouble) => trouble.misses > 0).map((trouble) => trouble.sound), ...missedHere]);
  const sentence = PRACTICE_SENTENCES[sound].text;
  const labelOf = useSoundName();
  const reading = useReadingCheck({ text: sentence, teacherSlug, onChecked: (checked) => setMissedHere((now) => [...new Set([...now, ...missedSounds(checked)])]) });
  const isIdle = reading.stage === 'idle';
  // A free account whose messages are used up is told before recording, not after (as Review's "Say it" does).
  const gate = useFreeMessageGate();
  const [isClosedForFree, setIsClosedForFree] = useState(false);
  const needsPlan = isClosedForFree || reading.isOutOfMessages;

  /** Which "Hear it" may still play: reading, choosing a sound, muting or leaving makes a model reading still on its way stale. */
  const hearing = useRef(0);
  const stopModel = () => {
    hearing.current++;
    model.current?.pause();
    setIsModelPlaying(false);
  };

  // While the model plays or the learner reads, the teacher stays quiet (a streaming reply may start a new sentence).
  const needsQuiet = isModelPlaying || reading.stage === 'recording';
  useEffect(() => {
    if (needsQuiet && isTeacherSpeaking) onStopTeacher();
  }, [needsQuiet, isTeacherSpeaking, onStopTeacher]);

  useEffect(() => {
    if (!isMuted) return;
    hearing.current++;
    model.current?.pause();
  }, [isMuted]);
  useEffect(
    () => () => {
      hearing.current++;
      model.current?.pause();
    },
    [],
  );

  // A check just ended: keep focus on the button (now "Try again") and bring the verdict into view.
  const lastStage = useRef(reading.stage);
  useEffect(() => {
    const was = lastStage.current;
    lastStage.current = reading.stage;
    if (was !== 'checking' || reading.stage !== 'idle') return;
    mainButton.current?.focus({ preventScroll: true });
    workspace.current?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [reading.stage]);

  const choose = (next: PracticeSound) => {
    setPicked(next);
    setSwitchedTo(null);
    stopModel();
    reading.reset();
  };

  const hear = async () => {
    if (isMuted || !isIdle) return;
    setPicked(sound);
    onStopTeacher();
    reading.setError(null);
    const ticket = ++hearing.current;
    try {
      const blob = await requestSpeech({ text: sentence, teacherSlug, speed: PLAYBACK_SPEED_SLOW });
      if (ticket !== hearing.current) return; // the learner began reading, chose another sound, muted or left meanwhile
      model.current?.pause();
      const audio = new Audio(URL.createObjectURL(blob));
      audio.onpause = audio.onended = () => {
        URL.revokeObjectURL(audio.src);
        if (model.current === audio) setIsModelPlaying(false);
      };
      model.current = audio;
      onStopTeacher(); // she may have started another sentence while the model was being made
      setIsModelPlaying(true);
      await audio.play();
    } catch (caught) {
      if (ticket !== hearing.current) return;
      setIsModelPlaying(false);
      reading.setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const read = () => {
    setPicked(sound);
    setIsClosedForFree(gate.isAtLimit());
    if (gate.isAtLimit()) return;
    setSwitchedTo(null);
    stopModel();
    onStopTeacher();
    void reading.start();
  };

  const practise = (next: PracticeSound) => {
    choose(next);
    setSwitchedTo(next);
    mainButton.current?.focus();
  };

  const status =
    reading.stage === 'recording'
      ? t('recordingStatus')
      : reading.stage === 'checking'
        ? t('checkingReading')
        : reading.result
          ? summarizeReading(reading.result, undefined, t)
          : switchedTo
            ? t('nowPractising', { sound: labelOf(switchedTo), sentence: PRACTICE_SENTENCES[switchedTo].text })
            : '';
  const toPractise = reading.result ? missedSounds(reading.result).filter((missed) => missed !== sound) : [];

  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-800">{t('pronunciationCheck')}</h4>
      <label htmlFor={`${ids}-sound`} className="block text-xs font-medium text-slate-600">{t('soundToPractise')}</label>
      <select id={`${ids}-sound`} value={sound} disabled={!isIdle || isChoosing} onChange={(e) => choose(e.target.value as PracticeSound)} className="w-full rounded-lg border border-slate-300 p-1.5 text-sm">
        {PRACTICE_SOUNDS.map((id) => (
          <option key={id} value={id}>
            {troubled.has(id) ? t('troubleSound', { sound: labelOf(id) }) : labelOf(id)}
          </option>
        ))}
      </select>
      <p className="text-sm text-slate-900" aria-busy={isChoosing}>{isChoosing ? t('choosingSentence') : sentence}</p>
      <div ref={workspace} className="scroll-my-4 space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <button type="button" onClick={hear} disabled={isMuted || !isIdle || isChoosing} aria-describedby={isMuted ? `${ids}-muted` : undefined} className="rounded-md px-2.5 py-1 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:text-slate-400">
            {t('hearIt')}
          </button>
          {/* One button throughout (never disabled while focused), so focus stays on it from "Read it aloud" to "Try again". */}
          <button
            ref={mainButton}
            type="button"
            onClick={reading.stage === 'recording' ? reading.stop : isIdle && !isChoosing ? read : undefined}
            aria-disabled={reading.stage === 'checking' || isChoosing || undefined}
            className={`rounded-md px-2.5 py-1 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 ${reading.stage === 'recording' ? 'bg-red-600 hover:bg-red-700 focus-visible:outline-red-600' : 'bg-indigo-600 hover:bg-indigo-700 focus-visible:outline-indigo-600 aria-disabled:cursor-wait aria-disabled:bg-indigo-300'}`}
          >
            {reading.stage === 'recording' ? t('stopAndCheck') : reading.stage === 'checking' ? t('checking') : reading.result ? t('tryAgain') : t('readItAloud')}
          </button>
        </div>
        {isMuted && <p id={`${ids}-muted`} className="text-xs text-slate-600">{t('unmuteToHear')}</p>}
        {reading.stage === 'recording' && <RecordingClock seconds={reading.elapsedSeconds} maxSeconds={reading.maxSeconds} />}
        {reading.hasReachedLimit && <p className="text-xs text-slate-600">{t('stoppedAtLimit', { seconds: reading.maxSeconds })}</p>}
        <p role="status" className="sr-only">{status}</p>
        {reading.result && <ReadingResult result={reading.result} isAnnounced={false} />}
        {toPractise.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {toPractise.map((missed) => (
              <button key={missed} type="button" onClick={() => practise(missed)} className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600">
                {t('practiseSound', { sound: labelOf(missed) })}
              </button>
            ))}
          </div>
        )}
        {needsPlan ? (
          <p role="alert" className="text-xs text-red-700">
            {t('checkNeedsPlan', { limit: FREE_MESSAGE_LIMIT })}{' '}
            <button type="button" onClick={gate.openUpgrade} className="font-semibold text-indigo-700 underline hover:text-indigo-800">{t('seePlans')}</button>
          </p>
        ) : (
          reading.error && <p role="alert" className="text-xs text-red-700">{reading.error}</p>
        )}
      </div>
      {gate.isUpgradeOpen && <UpgradeModal onClose={gate.closeUpgrade} />}
    </div>
  );
}
