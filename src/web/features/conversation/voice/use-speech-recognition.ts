/**
 * The browser's speech recognition (Web Speech API) as React state. Chrome ends a session after a
 * silence, so while the learner wants to listen we start it again; pause() stops it while the teacher speaks.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MicrophoneFailure } from './microphone-failure';

type RecognitionResultList = ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type RecognitionConstructor = new () => Recognition;

/** Why listening ended: as getUserMedia's failures are read (microphone-failure.ts), and no recognition at all. */
export type RecognitionError = 'not-supported' | MicrophoneFailure;

const RECOVERABLE_ERRORS = new Set(['no-speech', 'aborted']);

/** Web Speech's error, as the learner is told it: Chromium reports a missing microphone as 'audio-capture'. */
function failureOf(error: string): MicrophoneFailure {
  if (error === 'not-allowed' || error === 'service-not-allowed') return 'denied';
  return error === 'audio-capture' ? 'missing' : 'failed';
}

function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export function useSpeechRecognition(language: string) {
  const [isListening, setIsListening] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  const [transcript, setTranscript] = useState('');
  const [error, setError] = useState<RecognitionError | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const finalText = useRef('');
  const wantsToListen = useRef(false);
  const isPausedRef = useRef(false);
  const isSupported = typeof window !== 'undefined' && Boolean(recognitionConstructor());

  /** Stops listening for good, until the learner starts again. */
  const giveUp = useCallback((reason: RecognitionError) => {
    wantsToListen.current = false;
    setIsListening(false);
    setError(reason);
  }, []);

  const begin = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return giveUp('not-supported');
    const next = new Constructor();
    next.lang = language;
    next.continuous = true;
    next.interimResults = true;
    let sessionFinal = '';
    next.onresult = (event) => {
      let interim = '';
      sessionFinal = '';
      for (let i = 0; i < event.results.length; i += 1) {
        const result = event.results[i]!;
        if (result.isFinal) sessionFinal += result[0]!.transcript;
        else interim += result[0]!.transcript;
      }
      setTranscript(`${finalText.current}${sessionFinal}${interim}`.replace(/\s+/g, ' ').trimStart());
    };
    next.onerror = (event) => {
      // Chrome ends a session after a silence ('no-speech'), and pause() aborts one: listening goes on.
      if (RECOVERABLE_ERRORS.has(event.error)) return;
      // Anything else (no microphone: 'audio-capture'; no speech service: 'network') fails again at once if
      // started again, so listening ends: the learner is never told we listen while the error is shown.
      giveUp(failureOf(event.error));
    };
    next.onend = () => {
      finalText.current = `${finalText.current}${sessionFinal}`;
      if (recognition.current === next) recognition.current = null;
      if (wantsToListen.current && !isPausedRef.current) begin();
    };
    recognition.current = next;
    try {
      next.start();
    } catch {
      recognition.current = null;
      giveUp('failed');
    }
  }, [language, giveUp]);

  const start = useCallback(() => {
    if (!recognitionConstructor()) return setError('not-supported');
    setError(null);
    wantsToListen.current = true;
    isPausedRef.current = false;
    setIsPaused(false);
    setIsListening(true);
    if (!recognition.current) begin();
  }, [begin]);

  const stop = useCallback(() => {
    wantsToListen.current = false;
    setIsListening(false);
    recognition.current?.stop();
  }, []);

  /** Stops hearing (the teacher is speaking) without ending the learner's listening session. */
  const pause = useCallback(() => {
    if (!wantsToListen.current || isPausedRef.current) return;
    isPausedRef.current = true;
    setIsPaused(true);
    recognition.current?.abort();
  }, []);

  const resume = useCallback(() => {
    if (!wantsToListen.current || !isPausedRef.current) return;
    isPausedRef.current = false;
    setIsPaused(false);
    if (!recognition.current) begin();
  }, [begin]);

  const clearTranscript = useCallback(() => {
    finalText.current = '';
    setTranscript('');
  }, []);

  useEffect(
    () => () => {
      wantsToListen.current = false;
      recognition.current?.abort();
    },
    [],
  );

  return { isSupported, isListening, isPaused, transcript, error, start, stop, pause, resume, clearTranscript, clearError: () => setError(null) };
}
