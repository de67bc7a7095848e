/**
 * Also "How many syllables does it have?" just after "I can't say the word 'comfortable'": 'it' is the word the
 * learner last quoted or named as a word (withWordReferent), so the question is asked of that word.
 *
 * "How should I start it?" just after "I need to write an email to my landlord": 'it' is the email. A short
 * question whose only object is 'it' is read with the piece of writing or speaking the learner's last two
 * messages named (the latest), so it is answered as "How should I start the email?" would be.
 */

import { detectConversationQuestion } from './conversation-questions';

/** Pieces a learner asks how to start, end or shape, and events they ask about ('How long is it?' after the test, 'What should I say at the beginning?' after a call); the longest name first ('cover letter' before 'letter'). Named in the singular, as 'it' is: 'he doesn't answer my calls' names no call to start. */
const PIECES = /\b(cover letter|e-?mail|letter|essay|report|presentation|speech|story|summary|application|review|article|speaking test|test|exam|interview|phone call|call|meeting)\b/i;
/** A short question with 'it' as its object ('How do I end it?', 'What should I put in it?'), not 'it's' or 'is it OK?'. */
const ABOUT_IT = /^(?:(?:and|so|ok(?:ay)?|great|thanks|thank you|perfect|cool|got it)[,!.]*\s+)?(?:how|what|where|which|should|can|could|do)\b[^?]{0,40}\bit\b(?!')[^?]{0,20}\?\s*$/i;

/** The message without what it quotes: 'it' inside "call it a day" is part of the phrase asked about, not a word pointing back. */
const outsideQuotes = (text: string) => text.replace(/["“‘][^"”’]*["”’]|(?<![\p{L}])'[^']*'(?![\p{L}])/gu, ' ');
const hasItOutsideQuotes = (text: string) => /\bit\b(?!')/i.test(outsideQuotes(text));

/** 'it' that stands for nothing named: the time, the day, the weather. */
const NO_REFERENT = /\b(?:what (?:time|day|date) is it|is it (?:raining|snowing|sunny|cold|hot|warm|windy|late|early|far))\b/i;

/** A short question about a part of a piece with no piece named: 'What should I say at the end?', 'How do I finish at the end?'. */
const AT_A_PART = /^(?:(?:and|so|ok(?:ay)?)[,!.]*\s+)?(?:what|how) (?:should|can|could|do|would) (?:i|you|we) (?:say|write|do|put) (at the (?:end|start|beginning))\s*\?\s*$/i;

/** How many of the learner's earlier messages may name the piece: 'it' still means the email two questions later. */
const LOOK_BACK = 2;

export function withReferent(message: string, earlierUserMessages: readonly string[], depth = 0): string | null {
  const text = message.trim();
  const atAPart = AT_A_PART.exec(text);
  if ((!ABOUT_IT.test(text) || NO_REFERENT.test(text) || !hasItOutsideQuotes(text)) && !atAPart) return null;
  // 'Can you make it more formal?' is about the learner's own words just sent (answer-register.ts), whatever they named.
  if (detectConversationQuestion(text)?.kind === 'register') return null;
  // An earlier question about 'it' names the piece it was read with ('Can you write it for me?' after the email was named).
  const pieceIn = (earlier: string, at: number) =>
    PIECES.exec(earlier)?.[1] ?? (depth === 0 ? PIECES.exec(withReferent(earlier, earlierUserMessages.slice(0, at), 1) ?? '')?.[1] : undefined);
  const start = Math.max(0, earlierUserMessages.length - LOOK_BACK);
  const piece = earlierUserMessages.slice(start).map((earlier, k) => pieceIn(earlier, start + k)).reverse().find(Boolean);
  if (!piece) return null;
  // 'What should I say at the end?': how to end the presentation named before.
  if (atAPart) return text.replace(atAPart[1]!, `to ${/end/i.test(atAPart[1]!) ? 'end' : 'start'} the ${piece.toLowerCase()}`);
  return text.replace(/\bit\b(?!')/i, `the ${piece.toLowerCase()}`);
}

/** A word or phrase the learner quoted ('touch base', “world”), or a word named as one (the word thorough). */
const NAMED_WORD = /(?:\bthe word\s+["'‘“]?|["‘“]|(?<![\p{L}])')(\p{L}[\p{L}'’-]{0,30}?(?: \p{L}[\p{L}'’-]{0,20}){0,3}?)(?:["’”]|'(?![\p{L}])|(?<=\bthe word\s+["'‘“]?\p{L}[\p{L}'’-]{0,30}?)(?=[\s.,!?]|$))/giu;

/** The word the learner's last two messages named (the latest), put in place of 'it' in a short question about it. */
export function withWordReferent(message: string, earlierUserMessages: readonly string[]): string | null {
  const text = message.trim();
  if (!ABOUT_IT.test(text) || !hasItOutsideQuotes(text)) return null;
  const word = earlierUserMessages
    .slice(-LOOK_BACK)
    .reverse()
    .map((earlier) => [...earlier.matchAll(NAMED_WORD)].at(-1)?.[1])
    .find(Boolean);
  return word ? text.replace(/\bit\b(?!')/i, `'${word}'`) : null;
}

/** A question about a part of a test, its examiner or its card, naming no test: 'What is the part 2 of the exam?', 'What happens in part 3?'. */
const ABOUT_A_PART = /^(?!.*\bielts\b)(?:(?:and|so|ok(?:ay)?)[,!.]*\s+)?(?:what|how|which|is|are|can|do|does|should)\b.*\b(?:parts? (?:1|2|3|one|two|three)|cue card|the examiner)\b[^?]*\?\s*$/i;
/** How far back the test may have been named: a learner who said they prepare for IELTS goes on asking about it. */
const TEST_LOOK_BACK = 4;

/** "What is the part 2 of the exam?" after the learner named IELTS: asked of the IELTS speaking test, whoever the teacher is. */
export function withIeltsTold(message: string, earlierUserMessages: readonly string[]): string | null {
  const text = message.trim();
  if (!ABOUT_A_PART.test(text) || !earlierUserMessages.slice(-TEST_LOOK_BACK).some((earlier) => /\bielts\b/i.test(earlier))) return null;
  return `${text.replace(/\s*\?+\s*$/, '')} in the IELTS speaking test?`;
}

/** "What should I wear?", "Should I bring anything?", "How early should I arrive?" with no event named: asked of the interview the learner just told of. */
const ABOUT_THE_DAY = /^(?:(?:and|so|ok(?:ay)?)[,!.]*\s+)?(?:what (?:should|do|can) i (?:wear|bring|take with me)|(?:should|do) i (?:need to )?(?:bring|take) (?:anything|something)(?: with me)?|what do i need to (?:bring|take)(?: with me)?|how early should i (?:arrive|get there|be there))\s*\?*\s*$/i;

export function withInterviewTold(message: string, earlierUserMessages: readonly string[]): string | null {
  const text = message.trim();
  if (!ABOUT_THE_DAY.test(text) || !earlierUserMessages.slice(-LOOK_BACK).some((earlier) => /\binterview\b/i.test(earlier))) return null;
  return `${text.replace(/\s*\?*\s*$/, '')} to the interview?`;
}

/** "Which one is easier?" with no two things named: asked of the two the learner's last question set side by side. */
const WHICH_ONE = /^(?:(?:and|so|but|ok(?:ay)?)[,!.]*\s+)?which (?:one )?(?:is|would be|sounds|do you think is) ((?:easier|harder|more difficult|better|more common|more formal|more polite|more natural|more useful)(?: for me)?)\s*\?*\s*$/i;
/** The two things compared: 'the difference between IELTS academic and general', 'academic or general'. */
const TWO_NAMED = /\bdifference between (.+?) and (.+?)\s*[?.!]*$|^(?:should i (?:take|do|choose|use)|is it) (.+?) or (.+?)\s*[?.!]*$/i;

export function withPairReferent(message: string, earlierUserMessages: readonly string[]): string | null {
  const asked = WHICH_ONE.exec(message.trim());
  const pair = asked && TWO_NAMED.exec(earlierUserMessages.at(-1)?.trim() ?? '');
  if (!asked || !pair) return null;
  const [a, b] = pair[1] ? [pair[1], pair[2]!] : [pair[3]!, pair[4]!];
  return `Which is ${asked[1]!.toLowerCase()}, ${a} or ${b}?`;
}

/** "What's the difference between them?", "Do they sound the same?" with no words named in it. */
const DIFFERENCE_OF_THEM = /^(?:(?:and|so|ok(?:ay)?|but)[,!.]*\s+)?(?:what(?:'s| is) the difference(?: between (?:them|the two|these two|those two|the two words))?|how are they different|are they (?:the same|different)|do they sound (?:the same|different))\s*\?*\s*$/i;

/** The two words the learner's last two messages named, one each ('How do I say "thought"?', "And 'though'?"), asked apart. */
export function withTwoWordsNamed(message: string, earlierUserMessages: readonly string[]): string | null {
  if (!DIFFERENCE_OF_THEM.test(message.trim())) return null;
  const words = earlierUserMessages.slice(-2).map((earlier) => [...earlier.matchAll(NAMED_WORD)].map((m) => m[1]!));
  if (words.length < 2 || words.some((named) => named.length !== 1) || words[0]![0]!.toLowerCase() === words[1]![0]!.toLowerCase()) return null;
  return `What's the difference between '${words[0]![0]}' and '${words[1]![0]}'?`;
}
