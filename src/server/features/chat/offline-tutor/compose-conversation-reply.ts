/** 'conversation' and 'demo': recast mistakes, react to what the learner said, ask the next question. */
import { isLongAnswerRequest } from '#/shared/chat-rules';
import { LONG_ANSWER_MAX_SENTENCES } from '#/shared/constants';
import type { CompletionRequest } from '../language-model';
import { createChooser, fillTemplate, type Chooser } from './choose-variant';
import { findKeyPhrase } from './find-key-phrase';
import { findCorrections } from './grammar/find-corrections';
import { greetLearner } from './greet-learner';
import { longAnswerSteps } from './long-answer-steps';
import { applyCorrections, phraseCorrections } from './phrase-corrections';
import { pickFollowUpQuestion } from './pick-follow-up-question';
import { reactToMessage } from './react-to-message';
import type { Conversation } from './read-conversation';
import { splitSentences } from './split-sentences';

const DEMO_MAX_SENTENCES = 3;
const STEP_INTROS = ["Of course, let's take it step by step.", 'Sure, here is a simple plan you can follow.', 'Happy to help, so here is how I would do it.'];
const LAST_RESORT = ['Could you tell me a little more about {phrase}?', 'What else would you like to say about {phrase}?'];
const LAST_RESORT_ES = ['¿Y qué más? That means, and what else?', '¿Algo más? In English, anything else?'];

/** A question for when every bank is used up: a long chat still needs something to answer. */
function nextQuestion(request: CompletionRequest, conversation: Conversation, chooser: Chooser, about: string | null): string {
  const question = pickFollowUpQuestion({ ...request, assistantMessages: conversation.assistantMessages, chooser });
  if (question) return question;
  if (request.teacher.language.startsWith('es')) return chooser.pick('last-resort', LAST_RESORT_ES);
  return fillTemplate(chooser.pick('last-resort', LAST_RESORT), { phrase: about ?? 'that' });
}

export async function composeConversationReply(request: CompletionRequest, conversation: Conversation): Promise<string> {
  const chooser = createChooser(conversation.seed);
  const message = conversation.lastUserMessage;
  if (!message) return greetLearner(request.teacher, request.topic, chooser, nextQuestion(request, conversation, chooser, null));

  const isDemo = request.purpose === 'demo';
  const corrections = await findCorrections(message, { max: isDemo ? 1 : 2 });
  const corrected = applyCorrections(message, corrections);
  const question = nextQuestion(request, conversation, chooser, findKeyPhrase(corrected));
  // A request for steps or examples is answered with them; its intro is the reaction.
  const middle = !isDemo && isLongAnswerRequest(message)
    ? [chooser.pick('steps', STEP_INTROS), ...longAnswerSteps(request.teacher)]
    : [reactToMessage(corrected, request.teacher, chooser)];

  let sentences = [...phraseCorrections(corrections, chooser), ...middle, question];
  const limit = isDemo ? DEMO_MAX_SENTENCES : LONG_ANSWER_MAX_SENTENCES;
  // Corrections go first when a reply would run long: the reaction and the question keep it a conversation.
  while (sentences.length > 2 && splitSentences(sentences.join(' ')).length > limit) sentences = sentences.slice(1);
  return sentences.join(' ');
}
