/**
 * "Can you ask me interview questions?", or "Can you ask me some questions?" after telling of a job interview, asked of a
 * teacher who is no interview coach: an interview question as a recruiter would ask it (the interview coach's own bank),
 * not her next small-talk question ('Do you have any meetings coming up this week?'). Examples: interview-questions-asked.test.ts.
 */
import { danielQuestions } from '../question-banks/daniel-questions';
import { wasAlreadyAsked } from '../read-conversation';

/** A job interview named: 'interview' itself, or 'interviewer'. */
const NAMES_AN_INTERVIEW = /\binterview(?:s|er|ers|ing)?\b/i;
/** How many of the learner's earlier messages may have named the interview the request is about. */
const LOOK_BACK = 4;
/** In the order a real interview asks them: the opening, then stories, then strengths. */
const IN_ORDER = [...danielQuestions['Tell Me About Yourself']!.slice(0, 1), ...danielQuestions['Behavioral Questions']!, ...danielQuestions['Strengths and Weaknesses']!.slice(0, 1), ...danielQuestions['Strengths and Weaknesses']!.slice(2, 3)];

/** Whether a request for questions is about an interview: it names one, or one of the learner's last messages did. */
export function isAboutAnInterview(message: string, earlierUserMessages: readonly string[]): boolean {
  return NAMES_AN_INTERVIEW.test(message) || earlierUserMessages.slice(-LOOK_BACK).some((earlier) => NAMES_AN_INTERVIEW.test(earlier));
}

/** The first interview question not asked yet in this conversation, or null when all were. */
export function nextInterviewQuestion(assistantMessages: readonly string[]): string | null {
  return IN_ORDER.find((question) => !wasAlreadyAsked(question, assistantMessages)) ?? null;
}
