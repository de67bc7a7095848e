/** 'interview': a short, natural lead-in to the previous answer, then the next interview question. */
import type { CompletionRequest } from '../language-model';
import { createChooser, fillTemplate } from './choose-variant';
import { findKeyPhrase } from './find-key-phrase';
import { danielQuestions } from './question-banks/daniel-questions';
import { wasAlreadyAsked, type Conversation } from './read-conversation';

const OPENERS = ["Great, let's begin.", "Okay, let's get started.", "Thanks for joining me, let's start."];
const ECHO_LEAD_INS = [
  'Thank you, the part about {phrase} was helpful.',
  'Thanks for that, {phrase} gives me a clear picture.',
  'Okay, thanks for walking me through {phrase}.',
  'Good, I appreciate the detail about {phrase}.',
];
const PLAIN_LEAD_INS = ['Thank you for that answer.', "Okay, that's helpful, thank you.", 'Great, thanks for sharing that.'];
const TRANSITIONS = ['Next question.', "Let's move on.", 'Here is my next question.'];
const SHORT_ANSWER_WORDS = 12;

/** Behavioural questions Daniel asks when the browser does not name one. */
const FALLBACK_QUESTIONS = [...danielQuestions['Behavioral Questions']!, ...danielQuestions['Strengths and Weaknesses']!];

export function composeInterviewTurn(request: CompletionRequest, conversation: Conversation): string {
  const chooser = createChooser(conversation.seed);
  const fresh = FALLBACK_QUESTIONS.filter((q) => !wasAlreadyAsked(q, conversation.assistantMessages));
  const question = request.subject?.trim() || chooser.pick('question', fresh.length > 0 ? fresh : FALLBACK_QUESTIONS);

  const answer = conversation.lastUserMessage;
  if (!answer) return `${chooser.pick('opener', OPENERS)} ${question}`;
  const phrase = answer.split(/\s+/).length > SHORT_ANSWER_WORDS ? findKeyPhrase(answer) : null;
  const leadIn = phrase ? fillTemplate(chooser.pick('lead-in', ECHO_LEAD_INS), { phrase }) : chooser.pick('lead-in', PLAIN_LEAD_INS);
  return `${leadIn} ${chooser.pick('transition', TRANSITIONS)} ${question}`;
}
