/**
 * Record the learner reading a sentence aloud and have the server judge each word
 * (POST /functions/v1/pronunciation): the recording is made with MediaRecorder and converted to the WAV
 * the keyless engine reads, so it works in every browser. Used by Maya's Pronunciation check and by
 * Review's "Say it".
 */
import { useEffect, useRef, useState } from 'react';
import type { PronunciationAssessment } from '#/shared/api/pronunciation';
import { checkPronunciation } from '../api/check-pronunciation';
import { recordingToWav } from '../voice/recording-to-wav';

export type ReadingStage = 'idle' | 'recording' | 'checking';

export function useReadingCheck({ text, teacherSlug, onChecked }: { text: string; teacherSlug: string; onChecked?: (result: PronunciationAssessment) => void }) {
  const [stage, setStage] = useState<ReadingStage>('idle');
  const [result, setResult] = useState<PronunciationAssessment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(
    () => () => {
      for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    },
    [],
  );

  const check = async (recording: Blob) => {
    setStage('checking');
    try {
      const { wav, durationMs } = await recordingToWav(recording);
      const checked = await checkPronunciation({ wav, durationMs, text, teacherSlug });
      setResult(checked);
      onChecked?.(checked);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setStage('idle');
    }
  };

  const start = async () => {
    setError(null);
    setResult(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const chunks: Blob[] = [];
      const media = new MediaRecorder(stream);
      media.ondataavailable = (event) => chunks.push(event.data);
      media.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        void check(new Blob(chunks, { type: media.mimeType }));
      };
      recorder.current = media;
      media.start();
      setStage('recording');
    } catch {
      setError('Allow the microphone to practise your pronunciation.');
    }
  };

  const stop = () => recorder.current?.stop();
  const reset = () => {
    setResult(null);
    setError(null);
  };

  return { stage, result, error, setError, start, stop, reset };
}
