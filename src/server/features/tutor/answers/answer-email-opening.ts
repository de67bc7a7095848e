/** Claire's promise: how to open and close an email, formal or friendly, in spoken sentences. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { LINES_INVITATION } from '../text-to-check';
import { findSignOffs } from './email-sign-offs';
import { leadIn } from './teacher-voice';

const OPENINGS = "For a formal email, open with Dear Ms Brown, or Dear Mr Patel, using the family name, and if you don't know the name, Dear Sir or Madam. With colleagues you know, Hi Anna or Hello Anna is fine. Then state your purpose in the first line, for example: I am writing to ask about the meeting on Friday.";
const CLOSINGS = "To close, put your request or next step in the last line, such as I look forward to hearing from you, then sign off with Kind regards or Best regards for most work emails, Yours sincerely after Dear Ms Brown in a formal letter, and Yours faithfully after Dear Sir or Madam.";
const UNKNOWN_NAME = "Dear Sir or Madam works when you don't know the name, but it can sound old-fashioned in an email, so if you can, find the person's name, or write to a team, for example: Dear Customer Service Team. To whom it may concern is best kept for references and formal letters.";

const UNKNOWN_NAME_CLOSING = "When you don't know the reader's name, close with Kind regards, which suits any work email, or Yours faithfully after Dear Sir or Madam in a formal letter. Put your request or next step just before it, such as I look forward to hearing from you.";

const ONE_SEX = "Dear Sir alone, or Dear Madam, guesses whether the reader is a man or a woman, so today it reads as old-fashioned.";

/** After any answer on openings and closings: the learner's own email, its first lines. */
const TRY_YOURS = `Who are you writing to, and what is the email about? ${LINES_INVITATION}.`;

export function answerEmailOpening(question: LearnerQuestion, context: AnswerContext): Answer {
  const text = question.subject;
  // One sign-off asked about ("Is 'Best regards' ok?"): how it sounds and where it fits, not every closing again.
  // Two asked about together ('When do I use Yours sincerely and when Yours faithfully?'): where each fits.
  const signOffs = findSignOffs(text);
  if (signOffs.length > 0) return { text: `${leadIn(context)} ${signOffs.slice(0, 2).map((signOff) => signOff.verdict).join(' ')}`, followUp: TRY_YOURS };
  // 'Dear Sir' or 'Dear Madam' alone guesses the reader's sex, which is said first.
  if (/\bdear (?:sir|madam)\b(?! or)/i.test(text) && !/\bsir or madam\b/i.test(text)) return { text: `${leadIn(context)} ${ONE_SEX} ${UNKNOWN_NAME}`, followUp: TRY_YOURS };
  // 'How do I end the email if I don't know the name?': the ending asked about, with the unknown reader's sign-off.
  const asksEnding = /\b(end|ending|close|finish|finishing|sign|closing|sign-?off|regards|sincerely|faithfully)\b/i.test(text);
  const unknownName = /dear sir|madam|to whom|don'?t know (?:the|their|his|her) name/i.test(text);
  const part = asksEnding ? (unknownName ? UNKNOWN_NAME_CLOSING : CLOSINGS) : unknownName ? UNKNOWN_NAME : OPENINGS;
  return { text: `${leadIn(context)} ${part}`, followUp: TRY_YOURS };
}
