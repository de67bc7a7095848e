/** "Can you tell me a joke?": the next joke of jokes.ts not yet told, with why it is funny, then the learner's turn. */
import type { Answer, AnswerContext } from './answer';
import { JOKES } from './jokes';

/** The next joke not yet told in this conversation, with why it is funny, then the learner's turn; null when all were told. */
export function answerJoke(context: Pick<AnswerContext, 'conversation'>): Answer | null {
  const told = context.conversation.assistantMessages.join(' ');
  const next = JOKES.find((candidate) => !told.includes(candidate.joke));
  if (!next) return { text: "I've told you all my best ones! Your turn now.", followUp: 'Do you know a joke from your country? Try telling it in English.' };
  const isFirst = JOKES.every((candidate) => !told.includes(candidate.joke));
  return { text: `Here's one: ${next.joke} (${next.why})`, followUp: isFirst ? 'Did you get it? Do you know a joke from your country? Try telling it in English.' : 'Your turn: can you tell me a joke in English, even a short one?' };
}
