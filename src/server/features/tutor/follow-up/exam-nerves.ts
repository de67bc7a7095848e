/**
 * Nerves said to the examiner or the interview coach ('Hello, I am ready. I am so nervous today', later 'sorry I am very
 * nervous, this is my first time'): reassurance as such a teacher gives it, at the start with what comes, later with time
 * to think, and the practice goes on with its next question. Not nerves told of the past ('I was nervous in my last
 * exam'), nor a question ('Is it normal to be nervous?').
 */
import type { TutorTeacher } from '../../../lib/language-model';
import type { Chooser } from '../choose-variant';
import type { FactResponse } from './respond-to-facts';

const NERVOUS_NOW = /\b(?:i(?:'m| am)|i feel|i'm feeling|i am feeling)\s+(?:so |very |really |a bit |a little |quite |super |extremely )*(?:nervous|anxious|scared|panicking)\b(?!\s+(?:about|of|because|at|with|for|in|when|whenever|if|around)\s+(?!(?:the|my|this) (?:test|exam|interview|speaking|practice)\b))/i;
/** Later in a practice, nerves said of this moment: an apology, 'now' or 'today', 'my first time' ('sorry I am very nervous, this is my first time'). */
const NERVOUS_AT_THIS_MOMENT = /\b(?:sorry|now|right now|today|at the moment|first time|so nervous|very nervous|really nervous)\b/i;
/** Practice turns the teacher has had at its start, before a second question: easy questions come then; later, time to think. */
const START_TURNS = 1;
const ACKS: Readonly<Record<'ielts' | 'interview', readonly string[]>> = {
  ielts: ["That's completely normal, and it shows you care. Take a slow breath: we'll start with some easy questions, and you can ask me to repeat anything."],
  interview: ["That's completely normal before an interview. Take a slow breath: a short pause before you answer is fine, and it helps you think."],
};
const LATER_ACKS: Readonly<Record<'ielts' | 'interview', readonly string[]>> = {
  ielts: ["Don't worry, that's completely normal, and you're doing fine. Take your time: there's no rush, and you can ask me to repeat the question."],
  interview: ["Don't worry, that's completely normal, and you're doing fine. Take your time: a short pause before you answer is fine."],
};

export const EXAM_NERVES_EXAMPLES = ['Hello, I am ready. I am so nervous today.', "I'm a bit nervous.", 'I feel very anxious right now'];
export const EXAM_NERVES_COUNTER_EXAMPLES = ['I was nervous in my last exam.', 'Is it normal to be nervous?', 'My sister is nervous.', 'I am very stressed at work because of my boss.', 'I am scared of dogs.', 'Not really, I feel nervous in big crowds, so I prefer small classes.', 'I am nervous when I speak to strangers.'];

export function respondToExamNerves(input: { message: string; teacher: TutorTeacher; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, teacher, assistantMessages, chooser } = input;
  const task = teacher.task === 'ielts' || teacher.task === 'interview' ? teacher.task : null;
  if (!task || /\?\s*$/.test(message.trim()) || !NERVOUS_NOW.test(message)) return null;
  const isLater = assistantMessages.length > START_TURNS;
  // Said alone, or of this moment ('I am anxious.', 'sorry I am very nervous, this is my first time').
  if (isLater && !NERVOUS_AT_THIS_MOMENT.test(message) && message.trim().split(/\s+/).length > 10) return null;
  const acks = isLater ? LATER_ACKS[task] : ACKS[task];
  // The question is the practice's own next one (compose-conversation-reply.ts picks it for a task teacher).
  return { acknowledgement: chooser.pick(`${task}-nerves`, acks), question: '' };
}
