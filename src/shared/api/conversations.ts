/** /api/conversations: the learner's saved conversations. */
import { z } from 'zod';
import { type ConversationPage, type ConversationSummary, type ConversationWithMessages, HISTORY_PAGE_SIZE, type StoredMessage } from '../conversation';
import { MAX_QUESTION_NUMBER, type ScriptLine } from '../script-lines';
import { sameShape } from './same-shape';

export const conversationListQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(HISTORY_PAGE_SIZE),
  teacher: z.string().max(64).optional(),
});
export const conversationMessagesQuerySchema = z.object({ before: z.coerce.number().int().positive().optional() });

export const storedMessageSchema = z.object({ id: z.number().int(), role: z.enum(['user', 'assistant']), content: z.string(), is_feedback: z.boolean(), created_at: z.string() });

export const conversationSummarySchema = z.object({
  id: z.string(),
  teacher_slug: z.string(),
  teacher_name: z.string(),
  topic: z.string(),
  mode: z.string(),
  first_line: z.string(),
  message_count: z.number().int(),
  started_at: z.string(),
  updated_at: z.string(),
});

export const conversationPageSchema = z.object({ conversations: z.array(conversationSummarySchema), next_cursor: z.string().nullable() });
export const conversationWithMessagesSchema = z.object({ conversation: conversationSummarySchema, messages: z.array(storedMessageSchema), has_earlier: z.boolean() });

/** A scripted line is named, never written out: the server composes its words (#/shared/script-lines). */
export const scriptLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interview-opening') }),
  z.object({ kind: z.literal('interview-question'), number: z.number().int().min(1).max(MAX_QUESTION_NUMBER) }),
  z.object({ kind: z.literal('writing-start'), challenge_id: z.string().max(64).optional() }),
]);

/** POST /api/script-lines: stores the line in the conversation, or in a new one (always for the interview opening). */
export const scriptLineRequestSchema = z.object({
  conversation_id: z.string().max(64).optional(),
  teacher_slug: z.string().max(64),
  topic: z.string().trim().min(1).max(100),
  line: scriptLineSchema,
});
export const scriptLineStoredSchema = z.object({ conversation_id: z.string() });

sameShape<z.infer<typeof scriptLineSchema>, ScriptLine>(true);
sameShape<z.infer<typeof storedMessageSchema>, StoredMessage>(true);
sameShape<z.infer<typeof conversationSummarySchema>, ConversationSummary>(true);
sameShape<z.infer<typeof conversationPageSchema>, ConversationPage>(true);
sameShape<z.infer<typeof conversationWithMessagesSchema>, ConversationWithMessages>(true);
