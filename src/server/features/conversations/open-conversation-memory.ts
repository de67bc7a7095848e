/**
 * The chat function's link to saved conversations. With a conversation_id the model's context is the
 * stored history (summary + recent turns) and whatever history the browser sent is ignored; only its
 * last message, the learner's new one, is taken. After the reply, the turn is stored.
 */
import { interviewOpening } from '#/shared/script-lines';
import { introductionFor } from '#/shared/teacher-introduction';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { ChatRequest } from '#/shared/api/chat';
import type { CompletionRequest } from '../../lib/language-model';
import { isKept, isNoted, knowsLearner } from '#/shared/chat-purposes';
import { learnerDescriptionPart } from '../learner-profile/public';
import type { StatementPart } from '../../db/run-together';
import { recordLearningNotes } from '../notebook/public';
import { findTeacher } from '../teachers/public';
import { findOwnConversation } from './find-own-conversation';
import { loadConversationContext } from './load-conversation-context';
import { type Counts, turnPart, turnStored } from './store-turn';
import { providerFailureDetail } from '../../lib/provider-error';
import { log } from '../../lib/logger';


type Deps = { db: Database; env: Env; languageModel: { isOffline: boolean } };

export async function openConversationMemory(deps: Deps, userId: string, request: ChatRequest) {
  const conversation = request.conversation_id ? await findOwnConversation(deps.db, userId, request.conversation_id) : null;
  const last = request.messages.at(-1);
  const learnerMessage = last?.role === 'user' ? last.content : undefined;
  let messages: ChatRequest['messages'] = request.messages;
  if (conversation) messages = [...(await loadConversationContext(deps.db, conversation)), ...(learnerMessage ? [{ role: 'user' as const, content: learnerMessage }] : [])];
  const effective: ChatRequest = conversation ? { ...request, teacher_slug: conversation.teacherSlug, topic: conversation.topic, messages } : { ...request, messages };

  return {
    request: effective,
    /** What the teacher is told about the learner, to be read with the caller's plan; null when this mode does without. */
    learnerPart: knowsLearner(request.mode) ? learnerDescriptionPart(userId) : null,
    /**
     * The learner's message and the reply as a statement part, to be written with the call's usage
     * (`stored` then answers the conversation's id); null when nothing is kept.
     */
    async turn(completion: CompletionRequest, reply: string): Promise<{ part: StatementPart<Counts | null>; stored: (counts: Counts | null | undefined) => Promise<string> } | null> {
      const isFeedback = completion.purpose === 'interview-feedback';
      if (!isKept(completion.purpose, conversation !== null)) return null;
      const teacher = conversation ? null : await findTeacher(deps.db, { slug: completion.teacher.slug });
      const part = turnPart({
        userId,
        conversation,
        create: { teacherSlug: completion.teacher.slug, topic: completion.topic, mode: completion.purpose, introduction: openingFor(completion, teacher?.introduction) },
        learnerMessage: isFeedback ? undefined : learnerMessage,
        reply,
        isFeedback,
      });
      const stored = async (counts: Counts | null | undefined) => {
        const conversationId = await turnStored(deps.db, { conversation }, counts);
        if (learnerMessage && isNoted(completion.purpose)) {
          const input = { userId, conversationId, teacher: completion.teacher, learnerMessage, isWriting: completion.purpose === 'writing' };
          recordLearningNotes({ db: deps.db, env: deps.env, isOffline: deps.languageModel.isOffline }, input).catch((error) => log.error({ err: error }, `notebook: noting the message failed${providerFailureDetail(error)}, so it has no notebook entries`));
        }
        return conversationId;
      };
      return { part, stored };
    },
    /** The conversation this message continues, if any. */
    conversationId: conversation?.id,
  };
}

/** A new conversation's first message, as the chat showed it: Start Interview Practice cleared it down to the interview's opening. */
function openingFor(completion: CompletionRequest, introduction: string | undefined): string {
  const { name } = completion.teacher;
  return completion.purpose === 'interview' ? interviewOpening(name) : introductionFor({ name, introduction }, completion.topic);
}

/** The completion with the learner's description just after the system prompt, where teachers read it. */
export function withLearnerDescription(completion: CompletionRequest, aboutLearner: string | null | undefined): CompletionRequest {
  if (!aboutLearner) return completion;
  const [system, ...rest] = completion.messages;
  return { ...completion, messages: [system!, { role: 'user', content: aboutLearner }, ...rest] };
}
