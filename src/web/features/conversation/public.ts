/** What other features may use from `conversation` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { ChatScreen } from './components/chat-screen';
export { useVoiceChat } from './voice-chat/use-voice-chat';
export { VoiceChat } from './voice-chat/voice-chat';
export type { ConversationMessage } from './types';
export { ReadingResult, summarizeReading } from './tools/reading-result';
export { RecordingClock } from './tools/recording-clock';
export { useReadingCheck } from './tools/use-reading-check';
