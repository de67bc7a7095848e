/**
 * "Can you teach me some words for cooking?": six everyday words of the topic with their meanings (topic-words.ts),
 * then a turn to use two of them. Only English teachers answer: Lucía's words come from her Spanish glossary.
 */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findTopicWords } from './topic-words';
import { isSpanishTeacher, leadIn } from './teacher-voice';
import { describeSpanishTopicWords, findSpanishTopicWords } from './spanish-topic-words';

const WORDS_SHOWN = 6;
const WORDS_SHOWN_IN_DEMO = 3;

export function answerTopicWords(question: LearnerQuestion, context: AnswerContext): Answer | null {
  if (isSpanishTeacher(context.teacher)) {
    const spanish = findSpanishTopicWords(question.subject);
    return spanish ? describeSpanishTopicWords(spanish) : null;
  }
  const topic = findTopicWords(question.subject);
  if (!topic) return null;
  const shown = topic.words.slice(0, context.request.purpose === 'demo' ? WORDS_SHOWN_IN_DEMO : WORDS_SHOWN);
  const list = shown.map(([word, meaning]) => `${word} (${meaning})`).join(', ');
  const [first, second] = shown.map(([word]) => word.replace(/^(?:a|an|the|to) /, ''));
  return {
    text: `${leadIn(context)} Here are some useful words ${topic.named}: ${list}.`,
    followUp: `Can you make one sentence with '${first}' and '${second}'?`,
  };
}
