/** /api/conversations: the learner's saved conversations. */
import { z } from 'zod';
import { type ConversationPage, type ConversationSummary, type ConversationWithMessages, HISTORY_PAGE_SIZE, type StoredMessage } from '../conversation';
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

sameShape<z.infer<typeof storedMessageSchema>, StoredMessage>(true);
sameShape<z.infer<typeof conversationSummarySchema>, ConversationSummary>(true);
sameShape<z.infer<typeof conversationPageSchema>, ConversationPage>(true);
sameShape<z.infer<typeof conversationWithMessagesSchema>, ConversationWithMessages>(true);
