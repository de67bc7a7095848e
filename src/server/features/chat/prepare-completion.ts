/** Turns a validated chat request into a completion request: teacher, topic check, prompt, token cap. */
import { DEFAULT_TOKEN_CAP, GENERAL_CONVERSATION_TOPIC, LONG_ANSWER_TOKEN_CAP } from '#/shared/constants';
import { isLongAnswerRequest } from '#/shared/chat-rules';
import { INTERVIEW_QUESTIONS } from '#/shared/interview-questions';
import { findWritingChallenge } from '#/shared/writing-challenges';
import { indexOfWord } from '#/shared/vocabulary-sentence';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findTeacher, findTeacherTraits, teachesTopic } from '../teachers/public';
import type { ChatRequest } from '#/shared/api/chat';
import { composeSystemPrompt } from './compose-system-prompt';
import type { ChatPurpose, CompletionRequest } from '../../lib/language-model';

/** One word of any alphabet, with inner apostrophes or hyphens ("don't", "well-known"). */
const SINGLE_WORD = /^\p{L}[\p{L}\p{M}'’-]{0,47}$/u;

export async function prepareCompletion(db: Database, request: ChatRequest, options: { purpose?: ChatPurpose } = {}): Promise<CompletionRequest> {
  const teacher = await findTeacher(db, { slug: request.teacher_slug });
  if (!teacher) throw new AppError('teacher_not_found', 'The teacher you are looking for could not be found.', 404);

  const topic = request.topic || GENERAL_CONVERSATION_TOPIC;
  if (!teachesTopic(teacher, topic)) {
    throw new AppError('unknown_topic', { key: 'unknownTopic', values: { teacher: teacher.name, topic } }, 400);
  }

  const purpose = options.purpose ?? request.mode;
  const last = request.messages.at(-1);
  if ((purpose === 'conversation' || purpose === 'writing' || purpose === 'demo') && last?.role !== 'user') {
    throw new AppError('message_required', 'Send a message for the teacher to answer.', 400);
  }
  if (purpose === 'definition' && !request.subject) throw new AppError('word_required', 'Say which word to define.', 400);
  if (purpose === 'definition' && !SINGLE_WORD.test(request.subject!)) throw new AppError('single_word_required', 'Definitions are for a single word.', 400);
  if (request.context !== undefined && purpose !== 'definition') throw new AppError('context_not_allowed', 'A sentence for context is only read with a word to define.', 400);
  if (purpose === 'definition' && request.context !== undefined && indexOfWord(request.context, request.subject!) === -1) {
    throw new AppError('word_not_in_context', 'The sentence must contain the word to define.', 400);
  }
  // The interview question travels in the system prompt, so it must be one of Parley's own ten.
  if (purpose === 'interview' && request.subject && !INTERVIEW_QUESTIONS.includes(request.subject)) {
    throw new AppError('unknown_interview_question', 'Unknown interview question.', 400);
  }
  if (purpose === 'interview' && !request.subject && last?.role !== 'user') {
    throw new AppError('message_required', 'Send a message for the teacher to answer.', 400);
  }
  // A writing submission names its challenge, or none for free writing; anything else is refused before counting.
  if (purpose === 'writing' && request.subject && !findWritingChallenge(request.subject)) {
    throw new AppError('unknown_challenge', 'Unknown writing challenge.', 400);
  }

  const isLongAnswer = purpose === 'conversation' && last?.role === 'user' && isLongAnswerRequest(last.content);
  const systemPrompt = composeSystemPrompt({
    persona: { name: teacher.name, systemPrompt: teacher.systemPrompt, language: teacher.language },
    topic,
    purpose,
    isLongAnswer,
    subject: request.subject,
  });
  return {
    purpose,
    topic,
    subject: request.subject,
    context: purpose === 'definition' ? request.context : undefined,
    maxTokens: isLongAnswer ? LONG_ANSWER_TOKEN_CAP : DEFAULT_TOKEN_CAP,
    teacher: {
      slug: teacher.slug,
      name: teacher.name,
      title: teacher.title,
      language: teacher.language,
      superpowerFeature: teacher.superpowerFeature as CompletionRequest['teacher']['superpowerFeature'],
      specialties: teacher.specialties,
      conversationCategories: teacher.conversationCategories,
      ...findTeacherTraits(teacher.slug),
    },
    // Learner text travels only in user messages: the word to define (and its sentence) is one, never part of the system prompt.
    messages: [{ role: 'system', content: systemPrompt }, ...(purpose === 'definition' ? [{ role: 'user' as const, content: definitionRequest(request.subject!, request.context) }] : request.messages)],
  };
}

/** The word alone, or the word and the sentence it was used in on a line of its own (the system prompt says how to read it). */
function definitionRequest(word: string, context: string | undefined): string {
  return context ? `${word}\nSentence: ${context}` : word;
}
