/** What other features may use from `conversation` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { ChatScreen } from './components/chat-screen';
export { MicrophoneErrorOnDemand } from './components/microphone-error-on-demand';
export { VoiceChatPanel } from './components/voice-chat-panel';
export { useConversation } from './use-conversation';
export { useSpeechPlayer } from './voice/use-speech-player';
export { useVoiceInput } from './voice/use-voice-input';
export { useVoiceSettings } from './voice/use-voice-settings';
export type { ConversationMessage } from './types';
