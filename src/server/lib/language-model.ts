/** One interface for every language model Parley can talk to: an OpenAI-compatible API or the offline tutor. */

export type ChatRole = 'system' | 'user' | 'assistant';
export type ChatMessage = { role: ChatRole; content: string };

/**
 * What a request is for (src/shared/chat-purposes.ts says what Parley does with each). The server picks
 * it; the browser never sends a system prompt.
 * - conversation / demo / interview / writing: the teacher's next turn in a chat
 * - definition: JSON {"definition","partOfSpeech","example"} for one word
 * - grammar-tips: up to 4 short tips, one per line, for the recent conversation
 * - interview-feedback: feedback on the learner's last interview answer, 5 labelled sections
 */
export type { ChatPurpose } from '#/shared/chat-purposes';
import type { ChatPurpose } from '#/shared/chat-purposes';
import type { Locale } from '#/shared/i18n/locales';

/**
 * What a teacher's offline replies follow, kept on the teacher's record (db/seed/teacher-personas.ts) so the tutor
 * reads a trait, never a slug. `task`: what the lessons are for; an 'ielts' or 'pronunciation' teacher's next turn is
 * the next exam part or drill. `reactionStyle`: the one-sentence reactions to what the learner said (reaction-templates.ts).
 */
export type TeacherTraits = {
  task: 'conversation' | 'ielts' | 'pronunciation' | 'interview' | 'writing' | 'business';
  reactionStyle: 'warm' | 'examiner' | 'pronunciation' | 'coach';
};

export type TutorTeacher = TeacherTraits & {
  slug: string;
  name: string;
  title: string;
  language: string; // BCP-47, e.g. 'en-US', 'es-ES'
  superpowerFeature: 'interview-roleplay' | 'writing-feedback' | 'none';
  specialties: string[];
  conversationCategories: string[];
};

export type CompletionRequest = {
  purpose: ChatPurpose;
  teacher: TutorTeacher;
  topic: string;
  /** The full prompt for a real model: the composed system message first, then the conversation. */
  messages: ChatMessage[];
  maxTokens: number;
  /** For 'definition': the word asked about. For 'interview': the question the teacher asks next, if any. */
  subject?: string;
  /** For 'definition': the sentence the word was used in, when the learner tapped it in one. */
  context?: string;
  /**
   * The learner's interface language, when they asked for explanations in it ("Explain in my language") and it is
   * not the language being learnt: explanations, tips and feedback come in it, the conversation stays in the teacher's.
   */
  explainIn?: Locale;
  signal?: AbortSignal;
  /** Told once what a paid model call used, when the reply is complete (the offline tutor never calls it). */
  onUsage?: (usage: ModelUsage) => void;
};

/** What one call to a paid model used, as its API reported it. */
export type ModelUsage = { provider: string; model: string; promptTokens: number; completionTokens: number };

export interface LanguageModel {
  /** For the server log, e.g. 'OpenAI API (gpt-4o-mini at api.openai.com)' or 'Parley offline tutor'. */
  readonly providerName: string;
  /** Safe to show in the browser: names the provider generally, never its address or model. */
  readonly publicName: string;
  readonly isOffline: boolean;
  /** Yields the reply in pieces as they are produced. Throws on provider failure. */
  stream(request: CompletionRequest): AsyncIterable<string>;
}

/** The whole reply as one string. */
export async function complete(model: LanguageModel, request: CompletionRequest): Promise<string> {
  let text = '';
  for await (const piece of model.stream(request)) text += piece;
  return text;
}
