/** What the browser and /functions/v1/chat agree on, each defined once (ADR 013). */

/** What a chat request asks the teacher for; 'conversation' is the default. */
export const chatModes = ['conversation', 'interview', 'writing', 'definition', 'grammar-tips', 'interview-feedback'] as const;
export type ChatMode = (typeof chatModes)[number];

/** The most messages one chat request may carry: the server refuses more, the browser sends its latest ones up to this. */
export const CHAT_HISTORY_LIMIT = 40;

/** Said when the model's reply is not a usable chat completion (spec §8). */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response format from OpenAI API';
