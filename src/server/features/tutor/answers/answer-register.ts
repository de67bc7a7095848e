/**
 * "Is it polite enough?", "Is my email too informal?" about the text the learner just wrote: how it sounds, from
 * the words that set its tone (register-markers.ts), quoting the learner's own polite words and naming what to
 * write instead of a direct or informal one. Nothing is called polite that no marker shows.
 */
import type { Answer, AnswerContext } from './answer';
import { answerToJudge } from './answer-feedback';
import { answerKnowHow } from './answer-know-how';
import type { LearnerQuestion } from './detect-question';
import { type Softer, softer } from './soften-sentence';
import { type RegisterMarker, readRegister } from './register-markers';
import { isSpanishTeacher } from './teacher-voice';

/** The learner's own polite words, as they wrote them: 'Dear Mr Smith', 'Thank you' and 'please'. */
function listed(phrases: readonly string[]): string {
  const quoted = [...new Set(phrases)].slice(0, 3).map((phrase) => `'${phrase}'`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : quoted[0]!;
}

/** 'please' sets the tone; 'please' and 'thank you' set it. */
const setsOrSet = (phrases: readonly string[]) => (new Set(phrases).size > 1 ? 'set' : 'sets');
const insteadOf = (markers: readonly RegisterMarker[]) => markers.slice(0, 2).map((marker) => marker.instead!).join('; and ');
const capitalised = (text: string) => text.replace(/^(\W*)(\p{Ll})/u, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`);

const TRY_IT = 'Would you like to try rewriting it that way? Send me your new version.';

/** 'How can I say it more politely?', 'a nicer way', 'in a more formal way': asks for the better version, not a verdict. */
const asksForMore = (subject: string) => /^more |ly$|^in a |^(?:politer|nicer|softer|friendlier)$/.test(subject);
/** Practice after a politer version, a new one each time it is asked again in the conversation. */
const YOUR_TURNS = [
  'Your turn: ask me for something politely, the way you would at work or in a shop.',
  'Now you: how would you ask a colleague, politely, to help you with something?',
  'Try one more: how would you ask a waiter for the menu, politely?',
] as const;
const yourTurn = (said: readonly string[]) => YOUR_TURNS.find((line) => !said.some((message) => message.includes(line)));

/** A short request said the polite way (soften-sentence.ts), led by what was asked: how to say it, or whether it is rude or polite. */
function softerAnswer(subject: string, found: Softer, said: readonly string[]): Answer {
  const followUp = yourTurn(said);
  if (asksForMore(subject)) return { text: `${asksFormality(subject) ? 'More formal' : 'More polite'}: '${found.line}' ${found.why}`, followUp };
  const verdict = asksForAFault(subject) ? 'It can sound a little rude, yes: it tells more than it asks' : 'Not quite: it tells more than it asks';
  return { text: `${verdict}. Say '${found.line}' instead. ${found.why}`, followUp };
}

/** 'formal' for formal, informal, professional and casual; else 'polite' (polite, rude, direct, friendly). */
const asksFormality = (subject: string) => /formal|professional|casual/.test(subject);
/** Asked whether it is too much of the wrong thing ('Is it too informal?', 'Is it rude?'): yes means a fault. */
const asksForAFault = (subject: string) => /informal|casual|rude|direct|impolite/.test(subject);

export function answerRegister(question: LearnerQuestion, context: AnswerContext): Answer | null {
  if (isSpanishTeacher(context.teacher)) return null;
  const text = answerToJudge(context);
  // "How can I make my email more formal?" with no text sent yet: how such writing is made formal, in general.
  if (!text && question.subject.startsWith('more ')) return answerKnowHow({ kind: 'know-how', subject: context.conversation.lastUserMessage ?? '' }, context);
  if (!text) return { text: "Send me the text you'd like me to look at, and I'll tell you how it sounds and what would make it more polite.", followUp: '' };
  const { polite, direct, informal } = readRegister(text);
  // A short request with nothing polite in it ('Give me the report now', 'I want a coffee'): the polite way to say it.
  const politer = polite.length === 0 ? softer(text) : null;
  if (politer) return softerAnswer(question.subject, politer, context.conversation.assistantMessages);
  // "How can I make it more polite?": the changes that would do it, most telling first.
  if (asksForMore(question.subject)) return howToSoundMore(question.subject.replace(/^more /, ''), { polite, direct, informal });
  // 'Is it too formal for a colleague?': the fault asked is too much formality, not too little.
  if (/^too (?:formal|polite|professional)$/.test(question.subject)) return tooFormalAnswer(polite, context.conversation.lastUserMessage ?? '');
  const subject = question.subject.replace(/^too /, '');
  const fault = asksForAFault(question.subject);
  if (asksFormality(subject)) {
    if (informal.length > 0) return { text: `${fault ? 'A little, yes' : 'Not quite yet'}, for a formal message: use ${insteadOf(informal)}.${polite.length > 0 ? ` ${capitalised(listed(polite))} already fit${polite.length > 1 ? '' : 's'} well.` : ''}`, followUp: TRY_IT };
    if (polite.length > 0) return { text: `${fault ? 'No, it' : 'Yes, it'} reads as formal enough: ${listed(polite)} fit${polite.length > 1 ? '' : 's'} a formal message.${direct.length > 0 ? ` One change would make it better still: ${insteadOf(direct)}.` : ''}`, followUp: direct.length > 0 ? TRY_IT : undefined };
    return { text: "It's neutral rather than formal: nothing in it is too casual, but opening with 'Dear...' and closing with 'Kind regards' would make it clearly formal.", followUp: TRY_IT };
  }
  if (direct.length === 0 && polite.length > 0) {
    const verdict = fault ? "No, it doesn't sound rude" : 'Yes, it sounds polite';
    return { text: `${verdict}: ${listed(polite)} ${setsOrSet(polite)} a friendly, respectful tone.${informal.length > 0 ? ` For someone you don't know well, one thing to change: ${insteadOf(informal)}.` : ''}`, followUp: informal.length > 0 ? TRY_IT : undefined };
  }
  // 'Please you must repair it quickly': an order stays an order after 'please'.
  if (polite.length > 0 && direct.some((marker) => marker.orders)) {
    const ordersFirst = [...direct.filter((marker) => marker.orders), ...direct.filter((marker) => !marker.orders)];
    return { text: `${fault ? 'It can sound a little rude, yes' : 'Not quite'}: it gives an order, even with ${listed(polite)} in it. ${capitalised(insteadOf(ordersFirst))}.`, followUp: TRY_IT };
  }
  if (direct.length > 0 && polite.length > 0) return { text: `${fault ? 'Not rude, no' : 'Mostly, yes'}: ${listed(polite)} ${setsOrSet(polite)} a polite tone. To make it softer still: ${insteadOf(direct)}.`, followUp: TRY_IT };
  if (direct.length > 0) return { text: `It's clear, but it may sound a little direct. ${capitalised(insteadOf(direct))}. A 'please' or a 'Thank you' at the end also makes a big difference.`, followUp: TRY_IT };
  return { text: "Nothing in it sounds rude, but nothing softens it either: a 'please' or 'Could you...?' in your request and a 'Thank you' at the end would make it warmer.", followUp: TRY_IT };
}

/** Whether the learner's text is too formal, for whom they named ('for a colleague', 'for my boss'): formality is right for
 * people one writes to formally; with colleagues and friends its formal words are named and what they write instead. */
const WRITTEN_TO_CASUALLY = /^(?:colleague|co-?worker|teammate|team|friend|classmate|flatmate|roommate|neighbou?r|sister|brother|cousin)s?\b/i;
function tooFormalAnswer(polite: readonly string[], asked: string): Answer {
  const named = /\bfor (a |an |my |the |his |her |our )?([\p{L} ]{2,24}?)\s*\??\s*$/iu.exec(asked.trim());
  const whom = named?.[2];
  const determiner = named?.[1]?.trim().toLowerCase();
  const forWhom = whom ? ` for ${determiner === 'my' ? 'your' : determiner === 'our' ? 'your' : determiner ?? (/^(?:boss|manager|teacher|colleague|client|customer|friend)$/i.test(whom) ? 'a' : '')} ${whom}`.replace(/ {2,}/g, ' ') : '';
  if (polite.length === 0) return { text: `No, it isn't too formal${forWhom}: nothing in it sounds stiff.` };
  if (whom && !WRITTEN_TO_CASUALLY.test(whom)) return { text: `No, that's right${forWhom}: ${listed(polite)} ${setsOrSet(polite)} the formal tone it needs.` };
  return {
    text: `It's on the formal side${forWhom}: ${listed(polite)} ${setsOrSet(polite)} a formal tone. With someone you work with every day, 'Hi' and their name to open, 'Could you...?' to ask and 'Thanks!' to close are friendly and still polite.`,
    followUp: TRY_IT,
  };
}

/** How to make the learner's text more polite or formal: the changes its own words call for, or the next step where none do. */
function howToSoundMore(wanted: string, { polite, direct, informal }: ReturnType<typeof readRegister>): Answer {
  const changes = [...(asksFormality(wanted) ? [...informal, ...direct] : [...direct, ...informal])].slice(0, 3);
  if (changes.length > 0) {
    const kept = polite.length > 0 ? ` Keep ${listed(polite)}: ${polite.length > 1 ? 'they already work' : 'it already works'}.` : '';
    return { text: `${changes.length > 1 ? 'A few changes' : 'One change'} would do it: ${changes.map((marker) => marker.instead!).join('; and ')}.${kept}`, followUp: TRY_IT };
  }
  const already = polite.length > 0 ? `It already reads well: ${listed(polite)} set the tone. ` : '';
  return {
    text: `${already}To go further, ask with 'I would be grateful if you could...' or 'Would it be possible to...?', and thank them before you sign off: 'Thank you for your time.'`,
    followUp: TRY_IT,
  };
}
