/**
 * The language model Parley uses when no OpenAI key is configured. It runs entirely on this machine:
 * Harper checks grammar, WordNet defines words and finds what to echo, and question banks keep the
 * conversation going. Replies are deterministic for a given conversation.
 */
import type { CompletionRequest, LanguageModel } from '../../lib/language-model';
import { composeConversationReply } from './compose-conversation-reply';
import { composeGrammarTips } from './compose-grammar-tips';
import { composeInterviewFeedback } from './compose-interview-feedback';
import { asksForQuestion, composeInterviewTurn } from './compose-interview-turn';
import { composeWritingFeedback, isWritingSubmission } from './compose-writing-feedback';
import { isTextToLookAt } from './text-to-check';
import { isQuestionToTeacher } from './answers/detect-question';
import { defineWordAsJson } from './define-word';
import { warmUpGrammarChecker } from './grammar/grammar-worker-pool';
import { readConversation } from './read-conversation';
import { streamInPieces } from './stream-in-pieces';
import { isFarewell } from './is-farewell';

async function composeReply(request: CompletionRequest): Promise<string> {
  const conversation = readConversation(request.messages);
  switch (request.purpose) {
    case 'definition':
      return defineWordAsJson(request.subject ?? conversation.lastUserMessage ?? '', request.teacher.language, request.context, request.explainIn);
    case 'grammar-tips':
      return composeGrammarTips(request, conversation);
    case 'interview': {
      // A question typed to the coach between answers ('was my answer good?', 'what is STAR?') is answered, not thanked for.
      // 'Can you ask me the next question?' is the page's button in words (compose-interview-turn.ts).
      const last = conversation.lastUserMessage?.trim() ?? '';
      // A goodbye ('Thank you for your help, bye!') is said back, not thanked for as an answer.
      const asksCoach = !request.subject && !asksForQuestion(last) && (isQuestionToTeacher(last, request.teacher) || isFarewell(last));
      return asksCoach ? composeConversationReply(request, conversation) : composeInterviewTurn(request, conversation);
    }
    case 'interview-feedback':
      return composeInterviewFeedback(request, conversation);
    case 'writing': {
      // A question or a remark typed to the writing teacher ('can you check it?', 'thank you so much') is answered as in a
      // conversation; what the Writing page's form sends is always a text.
      const last = conversation.lastUserMessage ?? '';
      const isText = last.trim() !== '' && (isWritingSubmission(last) || isTextToLookAt(last));
      return isText ? composeWritingFeedback(request, conversation) : composeConversationReply(request, conversation);
    }
    case 'conversation':
    case 'demo':
    // A lesson's roleplay is scripted by the course with no key (scripted-teacher.ts); reached here only as a fallback.
    case 'lesson':
      return composeConversationReply(request, conversation);
  }
}

export type OfflineTutorOptions = {
  /** Start loading the grammar checker now (about 1.5 s in a worker thread) instead of on the first message. */
  warmUp?: boolean;
};

export function createOfflineTutor(options: OfflineTutorOptions = {}): LanguageModel {
  if (options.warmUp) warmUpGrammarChecker();
  return {
    providerName: 'Parley offline tutor',
    publicName: 'Parley offline tutor',
    isOffline: true,
    async *stream(request: CompletionRequest) {
      request.signal?.throwIfAborted();
      yield* streamInPieces(await composeReply(request), request.signal);
    },
  };
}
