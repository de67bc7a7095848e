/**
 * "What should we talk about today?": the teacher offers a few of her own topics (the persona's conversation
 * categories, else everyday ones) and lets the learner choose, instead of "I'm not sure I can answer that".
 */
import type { Answer, AnswerContext } from './answer';
import { isTaskLed } from '../is-task-led';
import { english, isSpanishTeacher } from './teacher-voice';

const EVERYDAY = ['your day', 'your work or studies', 'food', 'travel', 'a film or series you have watched'];

const listed = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : items[0]!);

export function answerTopicSuggestion(_question: unknown, { teacher, chooser }: AnswerContext): Answer {
  // 'Part 2: Long Turn' said as 'Part 2'; 'Full Mock Speaking Test' as 'a full mock speaking test'.
  const own = teacher.conversationCategories.map((c) => (/^Part \d/.test(c) ? c.replace(/:.*/, '') : c.toLowerCase().replace(/^(?=full\b)/, 'a ')));
  // Three of her own topics, from a place the conversation's seed picks, or everyday ones.
  const start = chooser.index('topics', Math.max(own.length, 1));
  const offered = own.length >= 3 ? [0, 1, 2].map((i) => own[(start + i) % own.length]!) : EVERYDAY.slice(0, 4);
  const verb = isTaskLed(teacher) ? 'practise' : 'talk about';
  const text = `Let's pick something you enjoy. We could ${verb} ${listed(offered)}, or anything else on your mind.`;
  return isSpanishTeacher(teacher)
    ? { text: `¡Tú eliges! (${text.replace("Let's pick something you enjoy. ", 'You choose! ')})`, followUp: '¿De qué quieres hablar? (What would you like to talk about?)' }
    : { text: english(teacher, text), followUp: 'Which would you like?' };
}
