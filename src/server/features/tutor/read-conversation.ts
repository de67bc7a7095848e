/** What the offline tutor needs from a completion request's messages (system messages are ignored). */
import { DUE_CORRECTION_LINE, NOTEBOOK_FOR_TEACHER_OPENING, PROFILE_FACTS_LABEL, PROFILE_FOR_TEACHER_OPENING, PROFILE_GOALS_LABEL, PROFILE_LEVEL_LABEL } from '#/shared/learner-profile';
import type { ChatMessage } from '../../lib/language-model';
import { hashText } from './choose-variant';
import { topicAlreadyAsked } from './follow-up/question-topics';

export type Conversation = {
  /** What the learner just said, if the last turn is theirs or there is an earlier one. */
  lastUserMessage: string | null;
  userMessages: string[];
  assistantMessages: string[];
  /** From the learner's Parley profile, when the chat passed it on: the facts teachers kept, the level they set. */
  profile: { facts: string[]; level: string | null; goals: string | null };
  /** The learner's corrections due for review, when the chat passed them on (ADR 027). */
  dueCorrections: Array<{ front: string; back: string }>;
  /** Varies with every turn, so repeated calls on the same conversation give the same reply. */
  seed: string;
};

export function readConversation(messages: readonly ChatMessage[]): Conversation {
  const isProfile = (m: ChatMessage) => m.role === 'user' && m.content.startsWith(PROFILE_FOR_TEACHER_OPENING);
  const isNotebook = (m: ChatMessage) => m.role === 'user' && m.content.startsWith(NOTEBOOK_FOR_TEACHER_OPENING);
  const turns = messages.filter((m) => m.role !== 'system' && !isProfile(m) && !isNotebook(m));
  const userMessages = turns.filter((m) => m.role === 'user').map((m) => m.content.trim());
  const assistantMessages = turns.filter((m) => m.role === 'assistant').map((m) => m.content);
  const lastUser = [...turns].reverse().find((m) => m.role === 'user');
  return {
    lastUserMessage: lastUser ? lastUser.content.trim() : null,
    userMessages,
    assistantMessages,
    profile: readProfile(messages.find(isProfile)?.content ?? ''),
    dueCorrections: readDueCorrections(messages.find(isNotebook)?.content ?? ''),
    seed: String(hashText(turns.map((m) => `${m.role}:${m.content}`).join('\n'))),
  };
}

/** Normalised for "was this already asked?" comparisons: lower case, letters and digits only. */
/** Where in `questions` (asked in their order) the teacher has got to: the index of the last one her turns hold word for word, -1 for none. */
export function lastAskedIndex(questions: readonly string[], assistantMessages: readonly string[]): number {
  const turns = assistantMessages.map(normalizeForComparison);
  return questions.reduce((last, q, i) => (turns.some((turn) => turn.includes(normalizeForComparison(q))) ? i : last), -1);
}

export function normalizeForComparison(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** True when `question`, or another on the same topic (follow-up/question-topics.ts), is in one of the teacher's earlier turns. */
export function wasAlreadyAsked(question: string, assistantMessages: readonly string[]): boolean {
  const needle = normalizeForComparison(question);
  return assistantMessages.some((message) => normalizeForComparison(message).includes(needle)) || topicAlreadyAsked(question, assistantMessages);
}

function readProfile(text: string): Conversation['profile'] {
  const level = new RegExp(`${PROFILE_LEVEL_LABEL} (A1|A2|B1|B2|C1|C2)\\b`).exec(text)?.[1] ?? null;
  const [beforeFacts, factList] = text.split(PROFILE_FACTS_LABEL);
  const facts = factList?.split(';').map((f) => f.trim()).filter(Boolean) ?? [];
  const goals = beforeFacts?.split(PROFILE_GOALS_LABEL)[1]?.trim() || null;
  return { facts, level, goals };
}

function readDueCorrections(text: string): Conversation['dueCorrections'] {
  return text.split('\n').flatMap((line) => {
    const found = DUE_CORRECTION_LINE.exec(line);
    return found ? [{ front: found[1]!, back: found[2]! }] : [];
  });
}
