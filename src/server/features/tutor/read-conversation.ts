/** What the offline tutor needs from a completion request's messages (system messages are ignored). */
import type { ChatMessage } from '../../lib/language-model';
import { hashText } from './choose-variant';

export type Conversation = {
  /** What the learner just said, if the last turn is theirs or there is an earlier one. */
  lastUserMessage: string | null;
  userMessages: string[];
  assistantMessages: string[];
  /** Varies with every turn, so repeated calls on the same conversation give the same reply. */
  seed: string;
};

export function readConversation(messages: readonly ChatMessage[]): Conversation {
  const turns = messages.filter((m) => m.role !== 'system');
  const userMessages = turns.filter((m) => m.role === 'user').map((m) => m.content.trim());
  const assistantMessages = turns.filter((m) => m.role === 'assistant').map((m) => m.content);
  const lastUser = [...turns].reverse().find((m) => m.role === 'user');
  return {
    lastUserMessage: lastUser ? lastUser.content.trim() : null,
    userMessages,
    assistantMessages,
    seed: String(hashText(turns.map((m) => `${m.role}:${m.content}`).join('\n'))),
  };
}

/** Normalised for "was this already asked?" comparisons: lower case, letters and digits only. */
export function normalizeForComparison(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** True when `question` already appeared in one of the teacher's earlier turns. */
export function wasAlreadyAsked(question: string, assistantMessages: readonly string[]): boolean {
  const needle = normalizeForComparison(question);
  return assistantMessages.some((message) => normalizeForComparison(message).includes(needle));
}
