/** The conversation column shared by the teacher chat and the landing demo: bubbles, composer and voice bar. */
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { VoiceSettings } from '#/shared/voice-settings';
import { preloadReplyStreaming, type SendResult } from '../use-conversation';
import type { ConversationMessage } from '../types';
import type { EarlierMessages } from '../use-earlier-messages';
import { ConversationPanel } from './conversation-panel';
import { MessageComposer } from './message-composer';
import { ReplyAnnouncer } from './reply-announcer';
import { VoiceBar } from './voice-bar';

// Loaded when opened: the landing page's demo shows this panel but rarely its settings.
const VoiceSettingsDialog = lazy(() => import('./voice-settings-dialog').then((module) => ({ default: module.VoiceSettingsDialog })));

type Props = {
  title: string;
  badge?: ReactNode;
  teacherName: string;
  conversation: { messages: ConversationMessage[]; isPending: boolean; earlier?: EarlierMessages | null; retry?: (id: string) => Promise<SendResult> };
  voice: { isSpeaking: boolean; play: (text: string, speed: number) => void };
  microphone: {
    isListening: boolean;
    transcript: string;
    isCountingDown: boolean;
    isProcessing: boolean;
    sendAfterMs: number | null;
    isHoldingTurn: boolean;
    canUseBrowserRecognition: boolean;
    canUseServerRecognition: boolean;
    toggle: () => void;
    /** Loads the microphone's code without starting it (the settings ask which engines exist). */
    load?: () => void;
  };
  voiceSettings: { settings: VoiceSettings; update: (change: Partial<VoiceSettings>) => void; saveError: string | null; pauses?: readonly unknown[] };
  isMuted: boolean;
  onToggleMute: () => void;
  onSend: (text: string) => Promise<SendResult>;
  composer: { placeholder: string; isDisabled?: boolean; shouldFocusOnMount?: boolean; rows?: number; draftKey?: string };
  /** The demo's own words for the voice bar, and its limit behaviour. */
  voiceBar?: Partial<Pick<Parameters<typeof VoiceBar>[0], 'statusOverride' | 'listeningText' | 'processingText' | 'hint' | 'onToggleMicrophone'>>;
};

export function VoiceChatPanel({ conversation, voice, microphone, voiceSettings, ...props }: Props) {
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const lastMessage = conversation.messages.at(-1);
  const { toggle } = microphone;
  // Speaking sends too: the code that sends loads as the learner starts.
  const toggleMicrophone = useCallback(() => {
    preloadReplyStreaming();
    toggle();
  }, [toggle]);
  return (
    <>
      <ConversationPanel
        title={props.title}
        badge={props.badge}
        teacherName={props.teacherName}
        messages={conversation.messages}
        earlier={conversation.earlier}
        isWaitingForReply={conversation.isPending && !lastMessage?.content}
        liveTranscript={{
          isVisible: (microphone.isListening && !voice.isSpeaking) || microphone.isProcessing,
          text: microphone.transcript,
          isCountingDown: microphone.isCountingDown,
          isProcessing: microphone.isProcessing,
          sendAfterMs: microphone.sendAfterMs,
          isHoldingTurn: microphone.isHoldingTurn,
        }}
        onPlay={voice.play}
        onRetry={conversation.retry && ((id) => void conversation.retry?.(id))}
        isPending={conversation.isPending}
        composer={<MessageComposer onSend={props.onSend} isPending={conversation.isPending} onIntent={preloadReplyStreaming} {...props.composer} />}
      />
      {/* Beside the conversation's region, not in it: the region's visible text is not repeated inside it. */}
      <ReplyAnnouncer messages={conversation.messages} teacherName={props.teacherName} />
      <VoiceBar
        isListening={microphone.isListening}
        isSpeaking={voice.isSpeaking}
        isPending={conversation.isPending}
        isProcessingSpeech={microphone.isProcessing}
        isMuted={props.isMuted}
        teacherName={props.teacherName}
        onToggleMicrophone={toggleMicrophone}
        onToggleMute={props.onToggleMute}
        onOpenSettings={() => {
          microphone.load?.();
          setIsSettingsOpen(true);
        }}
        {...props.voiceBar}
      />
      {isSettingsOpen && (
        <Suspense fallback={null}>
          <VoiceSettingsDialog
            settings={voiceSettings.settings}
            pauseCount={voiceSettings.pauses?.length ?? 0}
            onChange={voiceSettings.update}
            onClose={() => setIsSettingsOpen(false)}
            isBrowserRecognitionAvailable={microphone.canUseBrowserRecognition}
            isServerRecognitionAvailable={microphone.canUseServerRecognition}
            saveError={voiceSettings.saveError}
          />
        </Suspense>
      )}
    </>
  );
}
