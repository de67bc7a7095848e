/** Saved conversations as the API returns them (issue 12). */
import type { z } from 'zod';
import type { conversationPageSchema, conversationSummarySchema, conversationWithMessagesSchema, storedMessageSchema } from './api/conversations';

export type StoredMessage = z.infer<typeof storedMessageSchema>;
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export type ConversationPage = z.infer<typeof conversationPageSchema>;
export type ConversationWithMessages = z.infer<typeof conversationWithMessagesSchema>;

export const HISTORY_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 100;
