/** Builders shared by the offline tutor's tests: real personas from the seed, real requests. */
import type { Locale } from '#/shared/i18n/locales';
import { teacherPersonas } from '../../db/seed/teacher-personas';
import { complete, type ChatMessage, type ChatPurpose, type CompletionRequest, type TutorTeacher } from '../../lib/language-model';
import type { Chooser } from './choose-variant';
import { createOfflineTutor } from './create-offline-tutor';
import { checkGrammar } from './grammar/check-grammar';
import { tagSentence } from './grammar/tag-sentence';

export function teacherFor(slug: string): TutorTeacher {
  const persona = teacherPersonas.find((p) => p.slug === slug);
  if (!persona) throw new Error(`No persona ${slug}`);
  const { name, title, language, superpowerFeature, specialties, conversationCategories, task, reactionStyle } = persona;
  return { slug, name, title, language, superpowerFeature, specialties, conversationCategories, task, reactionStyle };
}

export function tutorRequest(input: {
  slug?: string;
  purpose?: ChatPurpose;
  topic?: string;
  messages?: ChatMessage[];
  subject?: string;
  /** The language the learner asked explanations in ("Explain in my language"). */
  explainIn?: Locale;
}): CompletionRequest {
  return {
    purpose: input.purpose ?? 'conversation',
    teacher: teacherFor(input.slug ?? 'sophia'),
    topic: input.topic ?? 'General Conversation',
    messages: [{ role: 'system', content: 'You are a teacher. Reply in plain text.' }, ...(input.messages ?? [])],
    maxTokens: 500,
    subject: input.subject,
    ...(input.explainIn ? { explainIn: input.explainIn } : {}),
  };
}

const tutor = createOfflineTutor();

export function askTutor(input: Parameters<typeof tutorRequest>[0]): Promise<string> {
  return complete(tutor, tutorRequest(input));
}

/** The grammar checker's cold start takes over a second; tests pay it once, in beforeAll. */
export const CHECKER_WARM_UP_TIMEOUT_MS = 60_000;
export async function warmUpChecker(): Promise<void> {
  tagSentence('She go to the market yesterday.'); // compromise builds its lexicon on first use
  await checkGrammar('Warm up.');
}

/** A conversation with one teacher, turn by turn: each call sends the learner's message and returns the reply. */
export function conversationWith(slug: string, topic?: string, purpose?: ChatPurpose): (content: string) => Promise<string> {
  const messages: ChatMessage[] = [];
  return async (content) => {
    messages.push({ role: 'user', content });
    const reply = await askTutor({ slug, topic, purpose, messages: [...messages] });
    messages.push({ role: 'assistant', content: reply });
    return reply;
  };
}

/** A chooser that takes the first option and keeps every option it was offered, to assert on all of them. */
export function recordingChooser(): { chooser: Chooser; offered: string[] } {
  const offered: string[] = [];
  const chooser: Chooser = {
    pick: (_slot, options) => {
      offered.push(...(options as readonly string[]));
      return options[0]!;
    },
    index: () => 0,
  };
  return { chooser, offered };
}
