/**
 * One voice chat with a teacher: the conversation, the teacher's voice (a speech player whose code loads
 * with the first thing to say), mute, and the learner's voice settings. The landing demo and the app's
 * chat screen both start here and render it with <VoiceChat>, which adds the microphone.
 */
import { useCallback, useState } from 'react';
import { useConversation } from '../use-conversation';
import { useSpeechPlayer } from '../voice/use-speech-player';
import { useVoiceSettings, type VoiceSettingsStore } from '../voice/use-voice-settings';

export type VoiceChatOptions = Omit<Parameters<typeof useConversation>[0], 'speaker'> & {
  /** Where the voice settings live: with the account, or in this browser (the demo has no account). */
  settingsStore: VoiceSettingsStore;
};

export function useVoiceChat({ settingsStore, ...conversationOptions }: VoiceChatOptions) {
  const [isMuted, setIsMuted] = useState(false);
  const voice = useSpeechPlayer(conversationOptions.teacher.slug, isMuted);
  const conversation = useConversation({ ...conversationOptions, speaker: voice.player });
  const voiceSettings = useVoiceSettings(settingsStore);
  const { player } = voice;
  /** Stops what the teacher is saying and says this instead (the play buttons, the superpowers' prompts). */
  const play = useCallback((text: string, speed = 1) => player?.playNow(text, speed), [player]);
  const toggleMute = useCallback(() => setIsMuted((muted) => !muted), []);
  return { teacherSlug: conversationOptions.teacher.slug, conversation, voice, play, voiceSettings, isMuted, toggleMute };
}

export type VoiceChatState = ReturnType<typeof useVoiceChat>;
