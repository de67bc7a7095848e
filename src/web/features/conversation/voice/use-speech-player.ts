import { useEffect, useState } from 'react';
import { SpeechPlayer } from './speech-player';

/** One SpeechPlayer for the screen's lifetime, with its speaking state and last error. */
export function useSpeechPlayer(teacherSlug: string, isMuted: boolean) {
  const [isSpeaking, setIsSpeaking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [player, setPlayer] = useState<SpeechPlayer | null>(null);

  useEffect(() => {
    const created = new SpeechPlayer({ teacherSlug, onSpeakingChange: setIsSpeaking, onError: setError });
    setPlayer(created);
    return () => created.dispose();
  }, [teacherSlug]);

  useEffect(() => {
    player?.setMuted(isMuted);
  }, [player, isMuted]);

  return { player, isSpeaking, error, clearError: () => setError(null) };
}
