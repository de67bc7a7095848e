/** POST /functions/v1/chat: the request, the whole reply (OpenAI's chat-completion shape) and the streamed events. */
import { z } from 'zod';
import { CHAT_HISTORY_LIMIT, chatModes, MAX_MESSAGE_LENGTH } from '../chat-api';

export const MAX_MESSAGES = CHAT_HISTORY_LIMIT;
/** The sentence a word to define was tapped in ('definition' mode): enough for a long sentence, no more. */
export const MAX_DEFINITION_CONTEXT_LENGTH = 400;
export { MAX_MESSAGE_LENGTH };

const messageSchema = z.object({
  role: z.enum(['user', 'assistant'], { message: 'role must be "user" or "assistant"' }),
  content: z
    .string({ message: 'content must be text' })
    .trim()
    // Composed, as the tutor's checks read it: 'ó' as one letter, not 'o' and a combining accent.
    .normalize('NFC')
    .min(1, 'content must not be empty')
    .max(MAX_MESSAGE_LENGTH, `content must be at most ${MAX_MESSAGE_LENGTH} characters`),
});

export const chatRequestSchema = z.object({
  messages: z.array(messageSchema, { message: 'messages must be a list' }).max(MAX_MESSAGES, `at most ${MAX_MESSAGES} messages`),
  teacher_slug: z.string({ message: 'teacher_slug is required' }).max(64),
  topic: z.string().trim().max(100).optional(),
  mode: z.enum(chatModes).default('conversation'),
  subject: z.string().trim().max(300).optional(),
  /** For 'definition': the sentence the word was used in, so the sense that fits it is chosen. */
  context: z
    .string({ message: 'context must be text' })
    .trim()
    .min(1, 'context must not be empty')
    .max(MAX_DEFINITION_CONTEXT_LENGTH, `context must be at most ${MAX_DEFINITION_CONTEXT_LENGTH} characters`)
    .optional(),
  stream: z.boolean().default(false),
  /** A saved conversation to continue: its stored history becomes the context. */
  conversation_id: z.string().max(64).optional(),
});

/** The request as the server reads it (defaults applied). */
export type ChatRequest = z.infer<typeof chatRequestSchema>;
/** The request as a client sends it. */
export type ChatRequestInput = z.input<typeof chatRequestSchema>;

export const SYSTEM_MESSAGE_REFUSED = 'System messages are composed by Parley\'s server and cannot be sent by the client.';

/** True when any message claims the system role (refused before anything else is checked). */
export function hasSystemMessage(body: unknown): boolean {
  const messages = (body as { messages?: unknown })?.messages;
  return Array.isArray(messages) && messages.some((m) => (m as { role?: unknown })?.role === 'system');
}

/** The whole reply (stream: false). */
export const chatCompletionSchema = z.object({
  choices: z.array(z.object({ index: z.number().int(), message: z.object({ role: z.literal('assistant'), content: z.string() }) })).min(1),
  conversation_id: z.string().optional(),
});

/** Streamed replies (stream: true), as Server-Sent Events: a piece per message, then 'done' or 'error'. */
export const chatStreamPieceSchema = z.object({ content: z.string() });
export const chatStreamDoneSchema = z.object({ content: z.string(), conversation_id: z.string().optional() });
export const chatStreamErrorSchema = z.object({ error: z.string(), code: z.string() });
