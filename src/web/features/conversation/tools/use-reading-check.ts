/**
 * Record the learner reading a sentence aloud and have the server judge each word
 * (POST /functions/v1/pronunciation): the recording is made with MediaRecorder and converted to the WAV
 * the keyless engine reads, so it works in every browser. A reading stops by itself at the server's
 * limit and is checked, rather than refused. Used by Maya's Pronunciation check and by Review's "Say it".
 */
import { useEffect, useRef, useState } from 'react';
import type { PronunciationAssessment } from '#/shared/api/pronunciation';
import { MAX_PRONUNCIATION_SECONDS } from '#/shared/pronunciation';
import { useT } from '#/web/i18n/use-t';
import { ApiError } from '#/web/lib/api-client';
import { checkPronunciation } from '../api/check-pronunciation';
import { conversationVoiceCatalogue } from '../voice/messages/catalogue';
import { classifyMicrophoneFailure, MICROPHONE_FAILURE_KEYS } from '../voice/microphone-failure';
import { recordingToWav } from '../voice/recording-to-wav';

export type ReadingStage = 'idle' | 'recording' | 'checking';

const LIMIT_MS = MAX_PRONUNCIATION_SECONDS * 1000;
/** Stop a little before the limit: the recorder hands over slightly more audio than the clock showed, and the server refuses a reading over it. */
const STOP_BEFORE_LIMIT_MS = 400;
const TICK_MS = 250;

type Recording = { media: MediaRecorder; stream: MediaStream; ticker: ReturnType<typeof setInterval> };

/** insteadOf: the sentence the learner wrote before `text` corrected it (Review's Say it): the check listens for their old mistake. */
export function useReadingCheck({ text, insteadOf, teacherSlug, lessonId, onChecked }: { text: string; insteadOf?: string; teacherSlug: string; lessonId?: string; onChecked?: (result: PronunciationAssessment) => void }) {
  const t = useT(conversationVoiceCatalogue);
  const [stage, setStage] = useState<ReadingStage>('idle');
  const [result, setResult] = useState<PronunciationAssessment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [hasReachedLimit, setHasReachedLimit] = useState(false);
  const [isOutOfMessages, setIsOutOfMessages] = useState(false);
  const recording = useRef<Recording | null>(null);
  const isOpening = useRef(false);
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      // Leaving the screen drops the reading unchecked.
      isMounted.current = false;
      const current = recording.current;
      recording.current = null;
      if (!current) return;
      clearInterval(current.ticker);
      current.media.onstop = null;
      if (current.media.state !== 'inactive') current.media.stop();
      for (const track of current.stream.getTracks()) track.stop();
    };
  }, []);

  const check = async (audio: Blob) => {
    try {
      const { wav, durationMs } = await recordingToWav(audio);
      const checked = await checkPronunciation({ wav, durationMs, text, insteadOf, teacherSlug, lessonId });
      if (!isMounted.current) return;
      setResult(checked);
      onChecked?.(checked);
    } catch (caught) {
      if (!isMounted.current) return;
      setError(caught instanceof Error ? caught.message : String(caught));
      setIsOutOfMessages(caught instanceof ApiError && caught.code === 'free_limit_reached');
    } finally {
      if (isMounted.current) setStage('idle');
    }
  };

  const stop = () => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    clearInterval(current.ticker);
    setStage('checking');
    current.media.stop();
  };

  const start = async () => {
    if (isOpening.current || recording.current) return;
    isOpening.current = true;
    setError(null);
    setIsOutOfMessages(false);
    setResult(null);
    setHasReachedLimit(false);
    setElapsedMs(0);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (failure) {
      setError(t(MICROPHONE_FAILURE_KEYS[classifyMicrophoneFailure(failure)]));
      return;
    } finally {
      isOpening.current = false;
    }
    if (!isMounted.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    try {
      const chunks: Blob[] = [];
      const media = new MediaRecorder(stream);
      media.ondataavailable = (event) => chunks.push(event.data);
      media.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        // Stopped by the learner or the limit (stop() has cleared this), or by itself (the microphone unplugged).
        const current = recording.current;
        if (current?.media === media) {
          recording.current = null;
          clearInterval(current.ticker);
          setStage('checking');
        }
        void check(new Blob(chunks, { type: media.mimeType }));
      };
      media.start();
      const startedAt = performance.now();
      const ticker = setInterval(() => {
        const elapsed = performance.now() - startedAt;
        setElapsedMs(Math.min(elapsed, LIMIT_MS));
        if (elapsed < LIMIT_MS - STOP_BEFORE_LIMIT_MS) return;
        setHasReachedLimit(true);
        stop();
      }, TICK_MS);
      recording.current = { media, stream, ticker };
      setStage('recording');
    } catch {
      for (const track of stream.getTracks()) track.stop();
      setError(t(MICROPHONE_FAILURE_KEYS.failed));
    }
  };

  const reset = () => {
    setResult(null);
    setError(null);
    setHasReachedLimit(false);
  };

  return {
    stage,
    result,
    error,
    setError,
    start,
    stop,
    reset,
    /** Whole seconds recorded so far (the recording indicator's clock). */
    elapsedSeconds: Math.floor(elapsedMs / 1000),
    maxSeconds: MAX_PRONUNCIATION_SECONDS,
    /** The last reading was stopped by the limit, not by the learner. */
    hasReachedLimit,
    /** The server refused the last reading because the learner's free messages are used up: offer the upgrade. */
    isOutOfMessages,
  };
}
