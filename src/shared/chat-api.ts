/** What the browser and /functions/v1/chat agree on, each defined once (ADR 013). */

export { type ChatMode, chatModes } from './chat-purposes';

/** The longest learner message, in characters: the server refuses more, the message box stops there. */
export const MAX_MESSAGE_LENGTH = 4_000;

/** The most messages one chat request may carry: the server refuses more, the browser sends its latest ones up to this. */
export const CHAT_HISTORY_LIMIT = 40;

/** Said when the model's reply is not a usable chat completion. */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response format from OpenAI API';
