import { useEffect, useState } from 'react';
import { type Translate, useT } from '#/web/i18n/use-t';
import type { SpeechError } from '../api/request-speech';
import type english from '../messages/en';
import { conversationCatalogue } from '../messages/catalogue';
import { SpeechPlayerOnDemand } from './speech-player-on-demand';

/** The words for a voice failure: Parley's own in the interface language, the server's as it sent them (already in it). */
function describeVoiceFailure(error: unknown, t: Translate<typeof english>): string {
  const words = (error as Partial<SpeechError> | null)?.words;
  if (words) return t(words.key, words.values);
  // A stream cut off while it played rejects with the browser's own TypeError ("network error").
  if (error instanceof TypeError) return t('speechUnreachable');
  return error instanceof Error ? error.message : String(error);
}

/** One speech player for the screen's lifetime (its code loads when it first speaks), with its speaking state and last error. */
export function useSpeechPlayer(teacherSlug: string, isMuted: boolean) {
  const t = useT(conversationCatalogue);
  const [isSpeaking, setIsSpeaking] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [player, setPlayer] = useState<SpeechPlayerOnDemand | null>(null);

  useEffect(() => {
    const created = new SpeechPlayerOnDemand({ teacherSlug, onSpeakingChange: setIsSpeaking, onError: (error) => setFailure({ error }) });
    setPlayer(created);
    return () => created.dispose();
  }, [teacherSlug]);

  useEffect(() => {
    player?.setMuted(isMuted);
  }, [player, isMuted]);

  return { player, isSpeaking, error: failure ? describeVoiceFailure(failure.error, t) : null, clearError: () => setFailure(null) };
}
