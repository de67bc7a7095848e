/** The conversation column shared by the teacher chat and the landing demo: bubbles, composer and voice bar. */
import type { ReactNode } from 'react';
import type { SendResult } from '../use-conversation';
import type { ConversationMessage } from '../types';
import { ConversationPanel } from './conversation-panel';
import { MessageComposer } from './message-composer';
import { VoiceBar } from './voice-bar';

type Props = {
  title: string;
  badge?: ReactNode;
  teacherName: string;
  conversation: { messages: ConversationMessage[]; isPending: boolean };
  voice: { isSpeaking: boolean; play: (text: string, speed: number) => void };
  microphone: { isListening: boolean; transcript: string; isCountingDown: boolean; toggle: () => void };
  isMuted: boolean;
  onToggleMute: () => void;
  onSend: (text: string) => Promise<SendResult>;
  composer: { placeholder: string; isDisabled?: boolean; shouldSendOnEnter?: boolean };
  /** The demo's own words for the voice bar, and its limit behaviour. */
  voiceBar?: Partial<Pick<Parameters<typeof VoiceBar>[0], 'statusOverride' | 'listeningText' | 'processingText' | 'hint' | 'onToggleMicrophone'>>;
};

export function VoiceChatPanel({ conversation, voice, microphone, ...props }: Props) {
  const lastMessage = conversation.messages.at(-1);
  return (
    <>
      <ConversationPanel
        title={props.title}
        badge={props.badge}
        teacherName={props.teacherName}
        messages={conversation.messages}
        isWaitingForReply={conversation.isPending && !lastMessage?.content}
        liveTranscript={{ isVisible: microphone.isListening && !voice.isSpeaking, text: microphone.transcript, isCountingDown: microphone.isCountingDown }}
        onPlay={voice.play}
        composer={<MessageComposer onSend={props.onSend} isPending={conversation.isPending} {...props.composer} />}
      />
      <VoiceBar
        isListening={microphone.isListening}
        isSpeaking={voice.isSpeaking}
        isPending={conversation.isPending}
        isMuted={props.isMuted}
        teacherName={props.teacherName}
        onToggleMicrophone={microphone.toggle}
        onToggleMute={props.onToggleMute}
        {...props.voiceBar}
      />
    </>
  );
}
