/**
 * What Daniel says and shows in interview practice: the opening, how a question is asked, and answering tips.
 * What he says is English in every interface language (it is the practice, and his voice speaks it); the tips are keys of messages/.
 */
import { INTERVIEW_QUESTION_COUNT } from '#/shared/constants';
import { interviewQuestionAt } from '#/shared/interview-questions';
import type en from '../messages/en';

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

export const INTERVIEW_TIPS: ReadonlyArray<{ title: keyof typeof en; text: keyof typeof en }> = [
  { title: 'tipStarTitle', text: 'tipStarText' },
  { title: 'tipOwnPartTitle', text: 'tipOwnPartText' },
  { title: 'tipNumberTitle', text: 'tipNumberText' },
  { title: 'tipLengthTitle', text: 'tipLengthText' },
  { title: 'tipPauseTitle', text: 'tipPauseText' },
];
