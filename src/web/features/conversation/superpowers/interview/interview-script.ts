/** What Daniel says and shows in interview practice: the opening, how a question is asked, and answering tips. */
import { INTERVIEW_QUESTION_COUNT } from '#/shared/constants';
import { interviewQuestionAt } from '#/shared/interview-questions';

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

export const INTERVIEW_TIPS: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Use the STAR method', text: 'Situation, Task, Action, Result: set the scene, say what you had to do, what you did, and how it ended.' },
  { title: 'Say "I", not "we"', text: 'Interviewers want to hear your own part: I organised, I decided, I led.' },
  { title: 'Add a number', text: 'A team size, a deadline or a percentage makes a result concrete and believable.' },
  { title: 'Keep it to about two minutes', text: 'Answer the question first, then give one example. Stop when you reach the result.' },
  { title: 'Pause before you answer', text: 'A short pause to think sounds confident, not slow.' },
];
