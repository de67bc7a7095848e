/**
 * The voice chat on screen, for the landing demo and the app alike: the conversation column (bubbles,
 * composer, voice bar, settings) over the state of useVoiceChat, with the learner's microphone and its
 * errors. Typed and spoken messages go out the same way, in the same mode.
 */
import { type ComponentProps, useCallback } from 'react';
import { MicrophoneErrorOnDemand } from '../components/microphone-error-on-demand';
import { VoiceChatPanel } from '../components/voice-chat-panel';
import type { ChatMode } from '../types';
import type { EarlierMessages } from '../use-earlier-messages';
import { useMicrophoneOnDemand } from './use-microphone-on-demand';
import type { VoiceChatState } from './use-voice-chat';

type PanelProps = ComponentProps<typeof VoiceChatPanel>;

type Props = Pick<PanelProps, 'title' | 'badge' | 'teacherName' | 'composer' | 'voiceBar'> & {
  chat: VoiceChatState;
  /** The language the microphone listens for (a BCP 47 tag). */
  language: string;
  /** The superpower's mode for what the learner sends (typed or spoken); the conversation's own when absent. */
  sendMode?: ChatMode;
  onLimitReached: () => void;
  /** Runs before a recording is uploaded (the demo starts its session here). */
  beforeUpload?: () => Promise<void>;
  /** The microphone's code loads when first used (the landing page) instead of with the chat. */
  shouldLoadMicrophoneOnFirstUse?: boolean;
  earlier?: EarlierMessages | null;
};

export function VoiceChat({ chat, language, sendMode, onLimitReached, beforeUpload, shouldLoadMicrophoneOnFirstUse = false, earlier, ...panel }: Props) {
  const { conversation, voice, voiceSettings } = chat;
  const { send } = conversation;
  const { player } = voice;
  const { microphone, host } = useMicrophoneOnDemand(
    {
      language,
      teacherSlug: chat.teacherSlug,
      settings: voiceSettings.settings,
      pauses: voiceSettings.pauses,
      onPauses: voiceSettings.notePauses,
      isSpeaking: voice.isSpeaking,
      isPending: conversation.isPending,
      onSubmit: useCallback((text: string) => void send(text, { isSpoken: true, mode: sendMode }), [send, sendMode]),
      onInterrupt: useCallback(() => player?.stop(), [player]),
      onLimitReached,
      beforeUpload,
    },
    { shouldLoadAtOnce: !shouldLoadMicrophoneOnFirstUse },
  );
  return (
    <>
      {host}
      {microphone.error && <MicrophoneErrorOnDemand error={microphone.error} onRetry={microphone.start} onDismiss={microphone.clearError} />}
      <VoiceChatPanel
        {...panel}
        conversation={{ ...conversation, earlier }}
        voice={{ isSpeaking: voice.isSpeaking, play: chat.play }}
        microphone={microphone}
        voiceSettings={voiceSettings}
        isMuted={chat.isMuted}
        onToggleMute={chat.toggleMute}
        onSend={(text) => send(text, { mode: sendMode })}
      />
    </>
  );
}
