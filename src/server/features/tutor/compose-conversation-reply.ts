/** 'conversation' and 'demo': recast mistakes, react to what the learner said, ask the next question. */
import { isLongAnswerRequest } from '#/shared/chat-rules';
import { LONG_ANSWER_MAX_SENTENCES } from '#/shared/constants';
import type { CompletionRequest } from '../../lib/language-model';
import { createChooser, fillTemplate, type Chooser } from './choose-variant';
import { findKeyPhrase } from './find-key-phrase';
import { findCorrections } from './grammar/find-corrections';
import { greetLearner } from './greet-learner';
import { longAnswerSteps } from './long-answer-steps';
import { applyCorrections, phraseCorrections } from './phrase-corrections';
import { pickOnTopicQuestion } from './follow-up/pick-on-topic-question';
import { pickFollowUpQuestion } from './pick-follow-up-question';
import { reactToMessage } from './react-to-message';
import type { Conversation } from './read-conversation';
import { splitSentences } from '#/shared/split-sentences';

const DEMO_MAX_SENTENCES = 3;
const STEP_INTROS = ["Of course, let's take it step by step.", 'Sure, here is a simple plan you can follow.', 'Happy to help, so here is how I would do it.'];
const LAST_RESORT = ['Could you tell me a little more about {phrase}?', 'What else would you like to say about {phrase}?'];
const LAST_RESORT_ES = ['¿Y qué más? That means, and what else?', '¿Algo más? In English, anything else?'];

/** On the learner's topic if possible, else the next bank question, else a question for when every bank is used up. */
function nextQuestion(request: CompletionRequest, conversation: Conversation, chooser: Chooser, about: string | null, said?: string): string {
  const onTopic = said ? pickOnTopicQuestion({ ...request, message: said, assistantMessages: conversation.assistantMessages, chooser }) : null;
  if (onTopic) return onTopic;
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
  const corrections = await findCorrections(message, { max: isDemo ? 1 : 2, language: request.teacher.language });
  const corrected = applyCorrections(message, corrections);
  const question = nextQuestion(request, conversation, chooser, findKeyPhrase(corrected), corrected);
  // A request for steps or examples is answered with them; its intro is the reaction.
  const middle = !isDemo && isLongAnswerRequest(message)
    ? [chooser.pick('steps', STEP_INTROS), ...longAnswerSteps(request.teacher)]
    : [reactToMessage(corrected, request.teacher, chooser)];

  const [firstRecast, ...otherRecasts] = phraseCorrections(corrections, chooser);
  const why = corrections[0]?.why;
  const isLongAnswer = middle.length > 1;
  // What goes first when a reply runs long: the second correction, then the reaction (a requested answer
  // stays), then the reason; the one correction and the follow-up question stay.
  const drops: Array<'others' | 'middle' | 'why' | 'first'> = isLongAnswer ? ['others', 'why', 'first'] : ['others', 'middle', 'why', 'first'];
  const limit = isDemo ? DEMO_MAX_SENTENCES : LONG_ANSWER_MAX_SENTENCES;
  const dropped = new Set<string>();
  const assemble = () => [
    ...(firstRecast && !dropped.has('first') ? [firstRecast] : []),
    ...(why && firstRecast && !dropped.has('why') ? [why] : []),
    ...(dropped.has('others') ? [] : otherRecasts),
    ...(dropped.has('middle') ? [] : middle),
    question,
  ];
  let sentences = assemble();
  for (const part of drops) {
    if (splitSentences(sentences.join(' ')).length <= limit) break;
    dropped.add(part);
    sentences = assemble();
  }
  return sentences.join(' ');
}
