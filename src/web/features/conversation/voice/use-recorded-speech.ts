/**
 * Speech recognition by Parley's server (ADR 010): the microphone is recorded with MediaRecorder, the
 * learner's pause is heard with Web Audio, and each finished turn is sent to /functions/v1/transcribe,
 * which keeps the learner's mistakes. A turn ends after `sendAfterMs` of quiet following speech, or when
 * the learner taps (sendAfterMs null, or stop()).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#/web/lib/api-client';
import { transcribeRecording } from '../api/transcribe-recording';
import { chooseRecordingType } from './choose-recording-type';
import type { RecognitionError } from './use-speech-recognition';
import { startVoiceActivityMeter, type VoiceActivityMeter } from './voice-activity-meter';


/** Silence this long after speech shows 'Will send in ...' (shorter pauses are just breaths). */
const COUNTDOWN_AFTER_MS = 300;
/** The server refuses longer turns; end the turn just before. */
const MAX_TURN_MS = 58_000;
const LIMIT_CODES = new Set(['free_limit_reached', 'demo_limit_reached']);

type Options = {
  teacherSlug: string;
  sendAfterMs: number | null;
  /** True while a turn must not be sent yet (a reply is pending, or the teacher speaks): it waits. */
  isBlocked: boolean;
  onVoiceStart: () => void;
  onTranscript: (text: string) => void;
  onLimitReached: () => void;
  /** Runs before each upload (the demo starts its session here, as it does before its first message). */
  beforeUpload?: () => Promise<void>;
};

type Segment = { recorder: MediaRecorder; chunks: Blob[]; startedAt: number; heardVoiceAt: number | null; lastVoiceAt: number };

export function useRecordedSpeech(options: Options) {
  const [isListening, setIsListening] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  const [isCountingDown, setIsCountingDown] = useState(false);
  const [isProcessing, setIsProcessing] = useState(false);
  const [error, setError] = useState<RecognitionError | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const stream = useRef<MediaStream | null>(null);
  const meter = useRef<VoiceActivityMeter | null>(null);
  const segment = useRef<Segment | null>(null);
  const isPausedRef = useRef(false);
  const wantsToListen = useRef(false);

  const beginSegment = useCallback(() => {
    if (!stream.current || segment.current) return;
    const mimeType = chooseRecordingType();
    const recorder = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
    const next: Segment = { recorder, chunks: [], startedAt: performance.now(), heardVoiceAt: null, lastVoiceAt: 0 };
    recorder.ondataavailable = (event) => event.data.size > 0 && next.chunks.push(event.data);
    recorder.start(250);
    segment.current = next;
    setIsCountingDown(false);
  }, []);

  /** Ends the current turn; it is transcribed and handed on when it holds speech and `shouldSend`. */
  const endSegment = useCallback((shouldSend: boolean) => {
    const ended = segment.current;
    if (!ended) return;
    segment.current = null;
    const hasSpeech = shouldSend && ended.heardVoiceAt !== null;
    ended.recorder.onstop = () => {
      if (!hasSpeech) return;
      const audio = new Blob(ended.chunks, { type: ended.recorder.mimeType || 'audio/webm' });
      const durationMs = performance.now() - ended.startedAt;
      Promise.resolve(latest.current.beforeUpload?.())
        .then(() => transcribeRecording({ audio, durationMs, teacherSlug: latest.current.teacherSlug }))
        .then((text) => text && latest.current.onTranscript(text))
        .catch((failure: unknown) => {
          if (failure instanceof ApiError && failure.code && LIMIT_CODES.has(failure.code)) latest.current.onLimitReached();
          else setError(failure instanceof ApiError && failure.code === 'transcription_unavailable' ? 'not-supported' : 'failed');
        })
        .finally(() => setIsProcessing(false));
    };
    ended.recorder.stop();
    setIsCountingDown(false);
    if (hasSpeech) setIsProcessing(true);
    if (wantsToListen.current && !isPausedRef.current) beginSegment();
  }, [beginSegment]);

  const onSample = useCallback(
    (isVoice: boolean) => {
      const current = segment.current;
      if (!current || isPausedRef.current) return;
      const now = performance.now();
      if (isVoice) {
        if (current.heardVoiceAt === null) {
          current.heardVoiceAt = now;
          latest.current.onVoiceStart();
        }
        current.lastVoiceAt = now;
        setIsCountingDown(false);
        return;
      }
      if (current.heardVoiceAt === null) {
        // Nothing said for a long while: start afresh so the recording stays short.
        if (now - current.startedAt > MAX_TURN_MS) {
          endSegment(false);
        }
        return;
      }
      const { sendAfterMs, isBlocked } = latest.current;
      const quietFor = now - current.lastVoiceAt;
      if (now - current.startedAt > MAX_TURN_MS && !isBlocked) return endSegment(true);
      if (sendAfterMs === null || isBlocked) return;
      if (quietFor >= sendAfterMs) endSegment(true);
      else if (quietFor >= COUNTDOWN_AFTER_MS) setIsCountingDown(true);
    },
    [endSegment],
  );

  const release = useCallback(() => {
    meter.current?.stop();
    meter.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const start = useCallback(async () => {
    setError(null);
    wantsToListen.current = true;
    isPausedRef.current = false;
    setIsPaused(false);
    setIsListening(true);
    if (stream.current) return beginSegment();
    try {
      // Echo cancellation keeps the teacher's own voice out of the recording (needed to interrupt).
      const opened = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } });
      if (!wantsToListen.current) {
        for (const track of opened.getTracks()) track.stop();
        return;
      }
      stream.current = opened;
      meter.current = startVoiceActivityMeter(opened, (isVoice) => onSampleRef.current(isVoice));
      if (!isPausedRef.current) beginSegment();
    } catch (failure) {
      wantsToListen.current = false;
      setIsListening(false);
      setError(failure instanceof DOMException && (failure.name === 'NotAllowedError' || failure.name === 'SecurityError') ? 'denied' : 'failed');
    }
  }, [beginSegment]);
  const onSampleRef = useRef(onSample);
  onSampleRef.current = onSample;

  /** The learner taps to stop: what they said so far is sent. */
  const stop = useCallback(() => {
    wantsToListen.current = false;
    setIsListening(false);
    endSegment(true);
    release();
  }, [endSegment, release]);

  /** Ends listening without sending anything (leaving the screen, switching to the browser's recognition). */
  const cancel = useCallback(() => {
    wantsToListen.current = false;
    setIsListening(false);
    endSegment(false);
    release();
  }, [endSegment, release]);

  /** The teacher speaks: what is being recorded is dropped, and recording starts again on resume(). */
  const pause = useCallback(() => {
    if (!wantsToListen.current || isPausedRef.current) return;
    isPausedRef.current = true;
    setIsPaused(true);
    endSegment(false);
  }, [endSegment]);

  const resume = useCallback(() => {
    if (!wantsToListen.current || !isPausedRef.current) return;
    isPausedRef.current = false;
    setIsPaused(false);
    beginSegment();
  }, [beginSegment]);

  useEffect(
    () => () => {
      wantsToListen.current = false;
      segment.current?.recorder.stop();
      segment.current = null;
      release();
    },
    [release],
  );

  return { isListening, isPaused, isCountingDown, isProcessing, error, start, stop, cancel, pause, resume, clearError: () => setError(null) };
}
