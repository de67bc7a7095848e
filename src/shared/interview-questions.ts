/**
 * The interview-practice questions Daniel asks, in order (they cycle through a list of 10).
 * General openers first, then behavioural ones that reward a STAR answer, then the closing classic.
 */
import { INTERVIEW_QUESTION_COUNT } from './constants';

export const INTERVIEW_QUESTIONS: readonly string[] = [
  'Tell me about yourself.',
  'Why are you interested in this role?',
  'What would you say are your greatest strengths?',
  'What is one weakness you are working on, and how are you improving it?',
  'Tell me about a time you faced a difficult problem at work. How did you handle it?',
  'Describe a situation where you disagreed with a colleague. What did you do?',
  'Tell me about a time you had to meet a tight deadline. What was the result?',
  'Give me an example of a goal you set for yourself and how you achieved it.',
  'Where do you see yourself in five years?',
  'Do you have any questions for us?',
];

/** The question asked as number `questionNumber` (1-based); after the last one the list starts again. */
export function interviewQuestionAt(questionNumber: number): string {
  const index = (((questionNumber - 1) % INTERVIEW_QUESTION_COUNT) + INTERVIEW_QUESTION_COUNT) % INTERVIEW_QUESTION_COUNT;
  return INTERVIEW_QUESTIONS[index]!;
}
