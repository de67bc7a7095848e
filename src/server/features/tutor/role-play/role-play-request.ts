/**
 * "Can we practise a negotiation?", "Let's role-play ordering in a restaurant", "Can we do a role-play?": the teacher
 * agrees and sets the scene of that everyday situation (answers/situation-phrases.ts) with its first line, so the
 * learner's next message is read as their line (answer-what-to-say.ts), instead of a question about "the negotiation".
 * What each situation is called: ROLE_PLAY_NAMES, with examples and counter-examples in role-play-request.test.ts.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { rolePlayTurn } from './role-play-turn';
import { SITUATIONS } from '../answers/situation-phrases';
import { agree, isSpanishTeacher } from '../answers/teacher-voice';

/** A request to act a situation out now: 'can we practise', 'let's role-play', 'I want to practise' (after thanks too: 'Thank you! Can we practise a phone call?'). */
const REQUEST = /^(?:(?:hi|hello|hey|ok(?:ay)?|so|thanks?(?: you)?(?: so much| a lot)?|great|cool)(?: [A-Z][a-z]+)?[,!.]?\s+)?(?:(?:can|could|shall) we (?:please )?(?:practi[cs]e|do|try|have|role[- ]?play)|let'?s (?:practi[cs]e|do|try|role[- ]?play)|i(?: want| would like|'d like) to (?:practi[cs]e|role[- ]?play|try)|(?:can|could) you (?:please )?role[- ]?play)\b/i;

/** What learners call each situation (by the situation's id); the first that fits wins. */
export const ROLE_PLAY_NAMES: ReadonlyArray<readonly [string, RegExp]> = [
  // The teacher given the buyer's part ('you are the client'): the client who finds the price too high.
  ['price-objection', /^(?![\s\S]*\bsmall talk\b)[\s\S]*\b(?:you are|you're|you can be|be) (?:the |a |my )?(?:client|customer|buyer)\b/i],
  ['ask-discount', /\bnegotiat\w*|\b(?:a |the )?(?:discount|price)\b/i],
  ['upset-caller', /\b(?:angry|upset|difficult|unhappy) callers?\b|\b(?:angry|upset|difficult|unhappy) (?:customer|client)s? (?:on the phone|who calls?|calling)\b/i],
  ['upset-customer', /\b(?:angry|upset|difficult|unhappy) (?:customer|client|guest)s?\b/i],
  ['complain', /\bcomplain\w*|\ba complaint\b/i],
  ['order-food', /\b(?:you are|you're|you can be|be) (?:the |a )?(?:waiter|waitress)\b|\border(?:ing)? (?:food|a meal|dinner|lunch|in a restaurant)|\b(?:at|in) a (?:restaurant|café|cafe)\b|\bordering\b/i],
  ['hotel-check-in', /\b(?:you are|you're|you can be|be) (?:the |a )?(?:hotel )?receptionist\b|\bcheck(?:ing)? in (?:at|to) (?:a |the )?hotel\b|\b(?:at|in) (?:a |the )?hotel\b(?! on the phone)|\bhotel reception\b/i],
  ['phone-call', /\bphone calls?\b|\bcall(?:ing)? a hotel\b|\bon the phone\b|\bbook(?:ing)? a (?:room|table)\b/i],
  ['start-a-conversation', /\bsmall talk\b|\b(?:at )?a party\b|\bmeeting (?:new )?people\b|\bstart(?:ing)? a conversation\b/i],
  ['at-the-doctor', /\b(?:you are|you're|you can be|be) (?:the |a |my )?doctor\b|\b(?:at )?the doctor'?s?\b|\ba doctor'?s? (?:visit|appointment)\b/i],
  ['ask-for-a-raise', /\b(?:a |for a )?(?:pay )?rise\b|\b(?:a |for a )?raise\b/i],
  ['job-interview', /\b(?:a |an |my |the )?(?:job )?interview(?:er)?\b|\b(?:you are|you're|you can be|be) (?:the |a |my )?recruiter\b/i],
  ['ask-for-time-off', /\btime off\b|\b(?:a )?day off\b|\bholiday request\b/i],
  ['bad-news', /\bbad news\b/i],
  ['apologise-to-a-client', /\b(?:apologi[sz]\w*|an apology)\b[\s\S]*\b(?:client|customer|delivery|delay)\b/i],
  ['apologise', /\bapologi[sz]\w*|\ban apology\b/i],
  ['disagree', /\bdisagree\w*|\ba debate\b/i],
];
/** 'a role-play' with no situation named: each teacher's own. */
const BARE_ROLE_PLAY = /\brole[- ]?play\b|\ba (?:real )?(?:situation|scenario)\b/i;
const DEFAULT_SITUATION: Readonly<Record<string, string>> = { ethan: 'ask-discount', daniel: 'ask-for-a-raise' };

/** A learner who told they work on the phone ('I work in a call centre', 'I'm on the help desk'): their upset customers call in. */
const WORKS_ON_THE_PHONE = /\b(?:call cent(?:re|er)|contact cent(?:re|er)|help ?desk|customer service (?:line|desk|team)|on the phone all day|answer(?:ing)? (?:the )?phones?)\b/i;

/** "Can we practise a job interview?": asked of the interview coach, his own practice starts (his questions, feedback on each answer). */
export function asksToPractiseAnInterview(message: string): boolean {
  const text = message.trim();
  return REQUEST.test(text) && ROLE_PLAY_NAMES.find(([, name]) => name.test(text))?.[0] === 'job-interview';
}

/** `earlier`: the learner's messages before this one, for who they serve ('I work in a call centre'). */
export function answerRolePlayRequest(message: string, teacher: TutorTeacher, earlier: readonly string[] = []): string | null {
  const text = message.trim();
  if (isSpanishTeacher(teacher) || !REQUEST.test(text)) return null;
  const found = ROLE_PLAY_NAMES.find(([, name]) => name.test(text))?.[0];
  const named = found === 'upset-customer' && earlier.some((m) => WORKS_ON_THE_PHONE.test(m)) ? 'upset-caller' : found;
  const id = named ?? (BARE_ROLE_PLAY.test(text) ? (DEFAULT_SITUATION[teacher.slug] ?? 'order-food') : undefined);
  // The interview coach practises an interview his own way (asksToPractiseAnInterview).
  if (id === 'job-interview' && teacher.task === 'interview') return null;
  const situation = id ? SITUATIONS.find((s) => s.id === id) : undefined;
  return situation ? `${agree(teacher)} ${rolePlayTurn(situation)}` : null;
}
