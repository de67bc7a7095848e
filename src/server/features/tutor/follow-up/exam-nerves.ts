/**
 * Nerves said to the examiner or the interview coach at the start of a practice ('Hello, I am ready. I am so nervous
 * today'): reassurance as such a teacher gives it, and the practice goes on with its next question. Not nerves told
 * of the past ('I was nervous in my last exam'), nor a question ('Is it normal to be nervous?').
 */
import type { TutorTeacher } from '../../../lib/language-model';
import type { Chooser } from '../choose-variant';
import type { FactResponse } from './respond-to-facts';

const NERVOUS_NOW = /\b(?:i(?:'m| am)|i feel|i'm feeling|i am feeling)\s+(?:so |very |really |a bit |a little |quite |super |extremely )*(?:nervous|anxious|scared|panicking)\b(?!\s+(?:about|of|because|at|with|for)\s+(?!(?:the|my|this) (?:test|exam|interview|speaking|practice)\b))/i;
/** Practice turns the teacher has had: the reassurance is for its start, before a second question. */
const MOST_TEACHER_TURNS = 1;
const ACKS: Readonly<Record<'ielts' | 'interview', readonly string[]>> = {
  ielts: ["That's completely normal, and it shows you care. Take a slow breath: we'll start with some easy questions, and you can ask me to repeat anything."],
  interview: ["That's completely normal before an interview. Take a slow breath: a short pause before you answer is fine, and it helps you think."],
};

export const EXAM_NERVES_EXAMPLES = ['Hello, I am ready. I am so nervous today.', "I'm a bit nervous.", 'I feel very anxious right now'];
export const EXAM_NERVES_COUNTER_EXAMPLES = ['I was nervous in my last exam.', 'Is it normal to be nervous?', 'My sister is nervous.', 'I am very stressed at work because of my boss.', 'I am scared of dogs.'];

export function respondToExamNerves(input: { message: string; teacher: TutorTeacher; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, teacher, assistantMessages, chooser } = input;
  const task = teacher.task === 'ielts' || teacher.task === 'interview' ? teacher.task : null;
  if (!task || assistantMessages.length > MOST_TEACHER_TURNS || /\?\s*$/.test(message.trim()) || !NERVOUS_NOW.test(message)) return null;
  // The question is the practice's own next one (compose-conversation-reply.ts picks it for a task teacher).
  return { acknowledgement: chooser.pick(`${task}-nerves`, ACKS[task]), question: '' };
}
