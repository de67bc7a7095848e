/**
 * Server speech recognition's state for the voice bar (ADR 010). The recording itself (MediaRecorder,
 * the pause detector, the upload: ./recorded-speech) is loaded when the learner first starts it, so the
 * landing demo does not load it before anyone speaks (`npm run bench:bundle`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecordedSpeech, RecordedSpeechHost, RecordedSpeechOptions } from './recorded-speech';
import type { RecognitionError } from './use-speech-recognition';

export function useRecordedSpeech(options: RecordedSpeechOptions) {
  const [isListening, setIsListening] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  const [isCountingDown, setIsCountingDown] = useState(false);
  const [waitMs, setWaitMs] = useState<number | null>(null);
  const [isProcessing, setIsProcessing] = useState(false);
  const [error, setError] = useState<RecognitionError | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const [host] = useState<RecordedSpeechHost>(() => ({
    flags: { wantsToListen: false, isPaused: false },
    options: () => latest.current,
    setIsListening,
    setIsCountingDown,
    setWaitMs,
    setIsProcessing,
    setError,
  }));
  const loading = useRef<Promise<RecordedSpeech> | null>(null);
  const session = useRef<RecordedSpeech | null>(null);

  const start = useCallback(async () => {
    setError(null);
    host.flags.wantsToListen = true;
    host.flags.isPaused = false;
    setIsPaused(false);
    setIsListening(true);
    try {
      loading.current ??= import('./recorded-speech').then((module) => (session.current = new module.RecordedSpeech(host)));
      const recorder = await loading.current;
      if (host.flags.wantsToListen) await recorder.open();
    } catch {
      // The recording code could not be loaded (offline, a new deployment): try again on the next tap.
      loading.current = null;
      host.flags.wantsToListen = false;
      setIsListening(false);
      setError('failed');
    }
  }, [host]);

  /** The learner taps to stop: what they said so far is sent. */
  const stop = useCallback(() => {
    host.flags.wantsToListen = false;
    setIsListening(false);
    session.current?.endSegment(true);
    session.current?.release();
  }, [host]);

  /** Ends listening without sending anything (leaving the screen, switching to the browser's recognition). */
  const cancel = useCallback(() => {
    host.flags.wantsToListen = false;
    setIsListening(false);
    session.current?.endSegment(false);
    session.current?.release();
  }, [host]);

  /** The teacher speaks: what is being recorded is dropped, and recording starts again on resume(). */
  const pause = useCallback(() => {
    if (!host.flags.wantsToListen || host.flags.isPaused) return;
    host.flags.isPaused = true;
    setIsPaused(true);
    session.current?.endSegment(false);
  }, [host]);

  const resume = useCallback(() => {
    if (!host.flags.wantsToListen || !host.flags.isPaused) return;
    host.flags.isPaused = false;
    setIsPaused(false);
    session.current?.beginSegment();
  }, [host]);

  useEffect(
    () => () => {
      host.flags.wantsToListen = false;
      session.current?.dispose();
    },
    [host],
  );

  return { isListening, isPaused, isCountingDown, waitMs, isProcessing, error, start, stop, cancel, pause, resume, clearError: () => setError(null) };
}
