/**
 * The learner names a question to practise ("Can we practise the question 'Why should we hire you'?", "Ask
 * me 'What are your strengths?'"): the teacher agrees and asks it, in the bank's words where it is one of the
 * teacher's own, instead of taking the request for a question to the teacher.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { agree, isSpanishTeacher } from '../answers/teacher-voice';
import { teacherQuestionBanks } from '../pick-follow-up-question';
import { normalizeForComparison } from '../read-conversation';

/** 'practise the question X', 'answer this interview question: X', 'ask me: X' or 'ask me "X"' — with the question said after it. */
const REQUEST = /\b(?:practi[cs]e|try|do|answer|rehearse)\s+(?:the|this|that|a|an)?\s*(?:(?:common|typical|classic|famous|difficult|hard|interview|exam|speaking)\s+)*question\s*:?\s*(?<asked>.+)$|\bask me\s*(?::\s*|(?=["'‘“]))(?<quoted>.+)$/i;
const QUOTES = /^["'‘“]+|["'’”]+$/g;
/** What is left must read as a question of its own: a question word or an inverted verb first. */
const QUESTION_START = /^(?:what|why|how|where|when|who|which|whose|tell me|describe|can|could|do|does|did|are|is|have|would|will|should)\b/i;
const MOST_WORDS = 25;

/** The question the learner named, tidied: its quotes and trailing marks off, a capital first and a question mark last. */
export function namedQuestion(message: string): string | null {
  const match = REQUEST.exec(message.trim());
  const said = (match?.groups?.asked ?? match?.groups?.quoted)?.trim().replace(/[?.!]+$/, '').trim().replace(QUOTES, '').replace(/[?.!]+$/, '').trim();
  if (!said || !QUESTION_START.test(said) || said.split(/\s+/).length > MOST_WORDS) return null;
  const imperative = /^(?:tell me|describe)\b/i.test(said);
  return `${said[0]!.toUpperCase()}${said.slice(1)}${imperative ? '.' : '?'}`;
}

export function answerQuestionRequest(message: string, teacher: TutorTeacher): string | null {
  if (isSpanishTeacher(teacher)) return null;
  const asked = namedQuestion(message);
  if (!asked) return null;
  const wanted = normalizeForComparison(asked);
  const banked = Object.values(teacherQuestionBanks[teacher.slug] ?? {}).flat().find((question) => normalizeForComparison(question) === wanted);
  return `${agree(teacher)} ${banked ?? asked}`;
}
