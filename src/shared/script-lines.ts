/**
 * The teacher's scripted lines, the ones the browser posts without asking the model (Daniel's interview opening
 * and questions, Claire's writing start). The browser shows them at once; the server composes the same words from
 * the line's kind to store them with the conversation, so no text a client sends is ever kept as the teacher's.
 */
import { INTERVIEW_QUESTION_COUNT } from './constants';
import { interviewQuestionAt } from './interview-questions';
import { findWritingChallenge, type WritingChallenge } from './writing-challenges';

/** Question numbers keep counting past the 10 questions (they cycle); a bound keeps a stored line short. */
export const MAX_QUESTION_NUMBER = 1000;

export type ScriptLine = { kind: 'interview-opening' } | { kind: 'interview-question'; number: number } | { kind: 'writing-start'; challenge_id?: string };

/** The question as posted in the chat; the number matches the 'Question N' badge. */
export function questionLine(questionNumber: number): string {
  return `Question ${questionNumber}: ${interviewQuestionAt(questionNumber)}`;
}

/** Posted and spoken when practice starts: a short welcome, then question 1 (no model call needed). */
export function interviewOpening(teacherName: string): string {
  const firstName = teacherName.split(' ')[0] ?? teacherName;
  return (
    `Welcome to your mock interview. I'm ${firstName}, and I'll be your interviewer today. ` +
    `I'll ask you ${INTERVIEW_QUESTION_COUNT} common questions, one at a time. Answer as you would in a real interview, ` +
    `then ask me for feedback or for the next question.\n\n${questionLine(1)}`
  );
}

/** Posted and spoken when the learner presses Start Writing Challenge. */
export function writingStartMessage(challenge: WritingChallenge | undefined): string {
  if (!challenge) {
    return "Let's write! Choose one of the challenges, or write freely about anything you like, perhaps one of the prompts. Write in the box and press Submit when you're ready, and I'll give you feedback.";
  }
  return `Let's begin the challenge ${challenge.title}. ${challenge.description} Write in the box and press Submit when you're ready, and I'll give you feedback.`;
}

/** The words of a scripted line; undefined for a writing challenge that does not exist. */
export function scriptLineText(line: ScriptLine, teacherName: string): string | undefined {
  if (line.kind === 'interview-opening') return interviewOpening(teacherName);
  if (line.kind === 'interview-question') return questionLine(line.number);
  const challenge = line.challenge_id === undefined ? undefined : findWritingChallenge(line.challenge_id);
  return line.challenge_id !== undefined && !challenge ? undefined : writingStartMessage(challenge);
}

/** The question number a message asks, when it is the interview opening or a question line exactly as scripted. */
export function scriptedQuestionNumber(content: string, teacherName: string): number | undefined {
  if (content === interviewOpening(teacherName)) return 1;
  const number = Number(/^Question (\d{1,4}): /.exec(content)?.[1]);
  return Number.isInteger(number) && number > 0 && content === questionLine(number) ? number : undefined;
}
