/** What other features may use from `conversation` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { ChatScreen } from './components/chat-screen';
export { useVoiceChat } from './voice-chat/use-voice-chat';
export { VoiceChat } from './voice-chat/voice-chat';
export type { ConversationMessage } from './types';
export { ReadingResult, summarizeReading } from './tools/reading-result';
export { RecordingClock } from './tools/recording-clock';
export { useReadingCheck } from './tools/use-reading-check';
export { useSpeechPlayer } from './voice/use-speech-player';
export { useVoiceSettings } from './voice/use-voice-settings';
export { useMicrophoneOnDemand } from './voice-chat/use-microphone-on-demand';
export { MicrophoneErrorOnDemand } from './components/microphone-error-on-demand';
export { PRACTICE_SENTENCES } from './tools/practice-sentences';
