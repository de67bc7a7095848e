import { useCallback, useEffect } from 'react';
import { useAutoSubmit } from './use-auto-submit';
import { useSpeechRecognition } from './use-speech-recognition';

/**
 * The microphone side of a voice conversation: listening pauses while the teacher speaks and resumes
 * after, and a transcript that has been quiet for 1.5 s is sent (spec §4).
 */
export function useVoiceInput(options: { language: string; isSpeaking: boolean; isPending: boolean; onSubmit: (text: string) => void }) {
  const recognition = useSpeechRecognition(options.language);
  const { pause, resume, clearTranscript, isListening, start, stop } = recognition;

  useEffect(() => {
    if (options.isSpeaking) pause();
    else resume();
  }, [options.isSpeaking, pause, resume]);

  const { onSubmit } = options;
  const { isCountingDown } = useAutoSubmit({
    transcript: recognition.transcript,
    isBlocked: options.isSpeaking || options.isPending,
    onSubmit: (text) => {
      clearTranscript();
      onSubmit(text);
    },
  });

  const toggle = useCallback(() => (isListening ? stop() : start()), [isListening, start, stop]);
  return { ...recognition, isCountingDown, toggle };
}
