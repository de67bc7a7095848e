import { useEffect, useState } from 'react';
import { SpeechPlayerOnDemand } from './speech-player-on-demand';

/** One speech player for the screen's lifetime (its code loads when it first speaks), with its speaking state and last error. */
export function useSpeechPlayer(teacherSlug: string, isMuted: boolean) {
  const [isSpeaking, setIsSpeaking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [player, setPlayer] = useState<SpeechPlayerOnDemand | null>(null);

  useEffect(() => {
    const created = new SpeechPlayerOnDemand({ teacherSlug, onSpeakingChange: setIsSpeaking, onError: setError });
    setPlayer(created);
    return () => created.dispose();
  }, [teacherSlug]);

  useEffect(() => {
    player?.setMuted(isMuted);
  }, [player, isMuted]);

  return { player, isSpeaking, error, clearError: () => setError(null) };
}
