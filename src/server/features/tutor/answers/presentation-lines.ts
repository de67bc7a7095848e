/**
 * The first or last sentences of a presentation, written when the teacher asked for them ("Write me your first two
 * sentences and I will help you make them stronger"): what works in them and what to add, from the moves a good
 * opening and ending make, as data (each with examples it must find and counter-examples it must not), and the slip
 * the checker is sure of. Nothing is praised that no move shows.
 */
import type { CompletionRequest } from '../../../lib/language-model';
import { findCorrections } from '../grammar/find-corrections';
import { fixedParts } from '../grammar/fixed-part';
import { inSecondPerson } from './say-back';
import { capitalizeFirst } from '../choose-variant';

/** The teacher's requests for lines (teacher-know-how.ts), so the next message is read as those lines. */
export const OPENING_LINES_REQUEST = 'Write me your first two sentences and I will help you make them stronger.';
export const ENDING_LINES_REQUEST = 'Write me your last sentence and I will help you make it stronger.';

type Move = { id: string; found: RegExp; praise: string; advice: string; examples: readonly string[]; counterExamples: readonly string[] };

export const OPENING_MOVES: readonly Move[] = [
  {
    id: 'hook',
    found: /\?|\b\d[\d,.]*\s*(?:%|percent|per cent|million|billion|thousand)?|\b(?:imagine|did you know|have you ever|how many of you|picture this|last (?:year|week|month)|when i was)\b/i,
    praise: 'you give people a reason to listen before your agenda',
    advice: "before your agenda, give people a reason to listen: a question ('How many of you...?'), a surprising number, or a one-line story",
    examples: ['How many of you checked your phone this morning?', 'Last year we lost 30% of our customers.', 'Imagine a city with no cars.'],
    counterExamples: ['Good morning everyone, today I will talk about our sales.'],
  },
  {
    id: 'roadmap',
    found: /\b(?:today|in this (?:talk|presentation))\b.*\b(?:(?:i|we)(?:'ll| will|'d like to| would like to| am going to|'m going to| want to)) (?:talk|walk you|show|tell|present|cover|look at|share|explain)\b|\b(?:two|three|four|2|3|4) (?:things|points|parts|ideas|steps)\b/i,
    praise: 'you tell people what you will cover',
    advice: "say in one sentence what you will cover, and how many points: 'Today I'd like to walk you through three things...'",
    examples: ['Today I will talk about our sales.', "I'd like to share three things with you."],
    counterExamples: ['Our sales went up last year.'],
  },
  {
    id: 'points-named',
    found: /\b(?:two|three|four|2|3|4) (?:things|points|parts|ideas|steps)\b|\bfirst(?:ly)?,?\b.*\b(?:then|second(?:ly)?|next|finally)\b/i,
    praise: 'you say how many points are coming, so people can follow',
    advice: "name how many points are coming ('three things: the problem, our plan and the cost'), so people can follow",
    examples: ['I will cover three points.', 'First, the problem; then, our plan.'],
    counterExamples: ['Today I will talk about our sales.'],
  },
];

export const ENDING_MOVES: readonly Move[] = [
  {
    id: 'message',
    found: /\b(?:remember|take away|the key (?:point|message)|to sum up|in short|so,? (?:if|the)|the main (?:point|message)|in conclusion)\b/i,
    praise: 'you leave people with one message',
    advice: "say your one message again before you stop: 'If there's one thing I'd like you to remember, it's...'",
    examples: ["If there's one thing to remember, it's this.", 'To sum up, we need more staff.'],
    counterExamples: ["That's all, thank you."],
  },
  {
    id: 'thanks',
    found: /\bthank(?:s| you)\b/i,
    praise: 'you thank people',
    advice: "thank people for listening: 'Thank you for listening'",
    examples: ['Thank you for listening.'],
    counterExamples: ['That is everything.'],
  },
  {
    id: 'questions',
    found: /\bquestions?\b/i,
    praise: 'you invite questions',
    advice: "invite questions: 'I'm happy to take any questions'",
    examples: ["I'm happy to take any questions."],
    counterExamples: ['Thank you for listening.'],
  },
];

/**
 * "It's about our new product, a coffee machine for offices.": what the presentation is about, told in answer to "What
 * is your presentation about?", not its lines yet. Group 1 is the subject.
 */
const SUBJECT_TOLD = /^(?:(?:well|so|ok(?:ay)?)[,!.]?\s+)?(?:it(?:'s| is| will be)|(?:my|our|the) (?:presentation|talk|speech)(?:'s| is| will be)) (?:all )?about (.+?)[.!]?$/i;

/** The subject told when the teacher had asked for the opening lines; null otherwise. */
export function presentationSubjectTold(message: string, lastTurn: string | undefined): string | null {
  if (!lastTurn?.includes(OPENING_LINES_REQUEST)) return null;
  const subject = SUBJECT_TOLD.exec(message.trim())?.[1];
  if (!subject) return null;
  return `${capitalizeFirst(inSecondPerson(subject))}: a good subject to open well. Now the opening itself: how would you start? ${OPENING_LINES_REQUEST}`;
}

/** The lines asked for in the teacher's last turn, if she asked for some and this message is them (not a question, nor the subject told). */
/** Thanks to the teacher for the tips ('thank you, this is very useful', 'thanks a lot'): not the learner's lines, which may thank an audience ('Thank you for listening'). */
const THANKS_TO_TEACHER = /^(?:(?:ok(?:ay)?|great|perfect|wow)[,!.]?\s+)?(?:thank you|thanks|many thanks)(?: so much| a lot| very much)?(?:[,!.]?\s*(?:this|that|it)(?:'s| is| was) (?:very |really |so )?(?:useful|helpful|great|good|clear))?[.!]*$/i;

export function presentationLinesAsked(message: string, lastTurn: string | undefined): readonly Move[] | null {
  if (!lastTurn || /\?\s*$/.test(message.trim()) || message.trim().split(/\s+/).length < 4 || SUBJECT_TOLD.test(message.trim()) || THANKS_TO_TEACHER.test(message.trim())) return null;
  if (lastTurn.includes(OPENING_LINES_REQUEST)) return OPENING_MOVES;
  if (lastTurn.includes(ENDING_LINES_REQUEST)) return ENDING_MOVES;
  return null;
}

const joined = (parts: readonly string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0] ?? '');

/** What works, the one slip the checker is sure of, and the next move to add; then the lines again. */
export async function feedbackOnPresentationLines(message: string, moves: readonly Move[], request: CompletionRequest): Promise<string> {
  const made = moves.filter((move) => move.found.test(message));
  const missing = moves.filter((move) => !move.found.test(message));
  const sure = (await findCorrections(message, { max: 1, language: request.teacher.language }))[0];
  const part = sure && fixedParts(sure)[0];
  const works = made.length > 0 ? `What works: ${joined(made.map((move) => move.praise))}.` : 'A good start to build on.';
  const slip = part ? ` One slip: '${part.to}' rather than '${part.from}'.` : '';
  const next = missing[0] ? ` To make it stronger, ${missing[0].advice}.` : ' That is a strong shape: say it aloud a few times until it feels natural.';
  return `${works}${slip}${next} ${missing[0] ? 'Try the lines again with that in mind.' : 'What comes next, after these lines?'}`;
}
