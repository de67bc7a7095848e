/**
 * 'writing': feedback on a submitted text: the parts the checker fixed, its structure, encouragement and the
 * next question. No rewrite of the whole text: the checker vouches only for the words it changed (ADR 024). The
 * feedback comes in the learner's language when they asked (explain.ts); the opening and the question are the
 * teacher talking, so they stay in the language being learnt.
 */
import { GENERAL_CONVERSATION_TOPIC } from '#/shared/constants';
import { DEFAULT_LOCALE } from '#/shared/i18n/locales';
import { toneNote } from './answers/register-markers';
import { findWritingChallenge } from '#/shared/writing-challenges';
import type { CompletionRequest } from '../../lib/language-model';
import { createChooser, fillTemplate } from './choose-variant';
import { describeTextStructure } from './describe-text-structure';
import { detectMood } from './detect-mood';
import { explainerFor } from './explain';
import { findKeyPhrase } from './find-key-phrase';
import { looksLikeEnglish } from './grammar/looks-like-english';
import { checkText } from './grammar/find-corrections';
import { fixedParts } from './grammar/fixed-part';
import { phraseQuestionAbout, sayFixedParts } from './phrase-corrections';
import { slipsToAskAbout } from './slips-to-ask-about';
import { earlierVersion, revisionNote } from './revision-notes';
import { pickFollowUpQuestion } from './pick-follow-up-question';
import { readLearnerFacts } from './follow-up/learner-facts';
import { sectionOfText } from './follow-up/section-request';
import type { Conversation } from './read-conversation';

const MAX_FIXES = 4;
/** Asked after a text of no kind the teacher teaches: its next draft, not small talk. */
const ABOUT_THE_TEXT = [
  'Could you add one more sentence with an example, and send me the new version?',
  'Which sentence are you least sure about? We can look at it together.',
  'What would you like to write next?',
];
/** Fixed parts said (a correction can have two): more would bury the text's structure and the encouragement. */
const MAX_PARTS = 6;
/** Slips only asked about (their family's precision is not proven): one question, of no more than this many parts. */
const MAX_ASKED = 3;
const OPENINGS = ['Thank you for sharing your writing about {phrase}.', 'Thanks for this piece on {phrase}, I enjoyed reading it.', 'Nice work on this text about {phrase}.'];
const OPENINGS_PLAIN = ['Thank you for sharing your writing.', 'Thanks for this piece, I enjoyed reading it.'];
/** Said after the opening when the learner told a hard time with the text ('I feel very stressed, it is due tomorrow'). */
const FEELING_HEARD = ['writingFeelingHeard1', 'writingFeelingHeard2'] as const;
/** The learner speaking of themselves: 'I feel', 'I'm', 'I am'. */
const OF_THEMSELVES = /\bI(?:'m| am| feel| felt| was)\b/i;
/** How a writer feels about a text due ('stressed', 'nervous', 'worried'): not what a letter says ('disappointed with the service'). */
const WRITERS_WORRY = /\b(?:stress|stressed|stressful|nervous|worried|anxious|scared|afraid|panicking|panic|overwhelmed)\b/i;
/** A greeting may come first ('Hello Claire! I feel very stressed...'): the feeling is looked for this far in. */
const FIRST_SENTENCES = 2;

/**
 * A hard time told with the text, in the words around it or in the text's first sentences when the learner speaks of
 * themselves there ('Hello Claire! I feel very stressed, I have to send it tomorrow. Here: ...').
 */
function feelingToldWith(text: string, message: string): boolean {
  const around = message.replace(text, '').trim();
  // An email or letter speaks for its writer to someone else ('I am very disappointed with the service'): no feeling told to her.
  if (!around && EMAIL.test(text)) return false;
  const told = around ? [around] : text.split(/(?<=[.!?])\s+/).slice(0, FIRST_SENTENCES);
  return told.some((said) => OF_THEMSELVES.test(said) && WRITERS_WORRY.test(said) && detectMood(said) === 'negative');
}

/** An email or letter is named as one: its key phrase is too often a word from its polite formulas ('hearing'). */
const OPENINGS_EMAIL = ['Thank you for sharing your email.', 'Thanks for this email, I enjoyed reading it.'];
/** A salutation ("Dear Mr Smith,") or a sign-off ("Best regards, Ana"); "Hi everyone," may open a blog post too. */
const EMAIL = /(?:^|[.?!]\s+)dear\b[^\n,.!?]{0,40},|\b(?:best|kind|warm)(?:est)? regards|\byours (?:sincerely|faithfully|truly)\b|\bbest wishes,?\s*\n?\s*\p{Lu}\p{L}*\.?\s*$|^(?:hi|hello|hey)\s+(?!(?:everyone|everybody|all|guys|there|friends|folks)\b)\p{L}+(?: \p{L}+)?,|\b(?:thanks|thank you|cheers|many thanks),?\s*\n?\s*\p{Lu}\p{L}*\.?\s*$/iu;

/** An email or a letter: a salutation ('Dear Mr Smith,', 'Hi boss,') or a sign-off with a name ('Kind regards', 'Thanks, Tom'). */
export const isEmailText = (text: string): boolean => EMAIL.test(text.trim());
/** The bank asked after an email when the conversation has no writing topic of its own. */
const EMAIL_TOPIC = 'Professional Emails';
const CHALLENGE_OPENINGS = [
  "Thank you for your text for the '{title}' challenge, about {phrase}.",
  "Thanks for this '{title}' piece on {phrase}, I enjoyed reading it.",
  "Nice work on the '{title}' challenge, with your text about {phrase}.",
];
const CHALLENGE_OPENINGS_PLAIN = ["Thank you for your text for the '{title}' challenge.", "Thanks for this '{title}' piece, I enjoyed reading it."];
const FIX_PHRASES = ['writingFix1', 'writingFix2', 'writingFix3'] as const;
const NO_FIXES = ['writingNoFixes1', 'writingNoFixes2'] as const;
const ENCOURAGEMENTS = ['writingEncouragement1', 'writingEncouragement2', 'writingEncouragement3'] as const;
/** Slips told or asked about from which a text is told there is a fair amount to fix, rather than praised as nearly done. */
const MANY_SLIPS = 3;
/** Words from which a text with nothing found is not praised as polished: the checker finds a share of the slips, not all. */
const LONG_TEXT_WORDS = 40;

/** The browser sends "Writing challenge: <title>" or "Free writing" on the first line, then a blank line, then the text. */
const HEADING = /^\s*(?:Writing challenge:[ \t]*([^\n]*?)|Free writing)[ \t]*(?:\r?\n|$)/i;

/** Sent from the Writing page's form (its heading above the text): a text to look at, however short. */
export const isWritingSubmission = (message: string): boolean => HEADING.test(message);

/** The learner's own text without the heading the browser puts above it, and the challenge's title if any. */
export function readWritingSubmission(message: string, challengeId?: string): { title: string | null; text: string } {
  const heading = HEADING.exec(message);
  const fallbackTitle = (challengeId && findWritingChallenge(challengeId)?.title) || null;
  if (!heading) return { title: fallbackTitle, text: message.trim() };
  const title = heading[1] === undefined ? null : heading[1].trim() || fallbackTitle; // 'Free writing' has no challenge
  return { title, text: message.slice(heading[0].length).trim() };
}

export async function composeWritingFeedback(request: CompletionRequest, conversation: Conversation): Promise<string> {
  const chooser = createChooser(conversation.seed);
  const explain = explainerFor(request);
  const { title, text } = readWritingSubmission(conversation.lastUserMessage ?? '', request.subject);
  if (!text) return explain('writingEmpty');
  const checked = await checkText(text, { max: MAX_FIXES, isWriting: true });
  const found = checked ?? [];
  // The key phrase is found in English words: a text in Spanish ('Ayer yo iba al cine con mi novio') is thanked for plainly.
  const phrase = looksLikeEnglish(text) ? findKeyPhrase(text) : null;

  const isEmail = EMAIL.test(text);
  const openings = title ? (phrase ? CHALLENGE_OPENINGS : CHALLENGE_OPENINGS_PLAIN) : isEmail ? OPENINGS_EMAIL : phrase ? OPENINGS : OPENINGS_PLAIN;
  const opening = fillTemplate(chooser.pick('opening', openings), { phrase: phrase ?? '', title: title ?? '' });
  const first = chooser.index('fix', FIX_PHRASES.length);
  // Each fix quotes the words it changed with a word of context, never a whole sentence it may have left a slip in.
  const told = found.flatMap((c) => fixedParts(c).map((part) => ({ sentence: c.original, part }))).slice(0, MAX_PARTS);
  const corrections = told.map(({ part }, i) => sayFixedParts(explain, FIX_PHRASES[(first + i) % FIX_PHRASES.length]!, [part]));
  // In a general conversation, the text's kind picks the next question: what the learner said of it ('I have to write an
  // essay', 'Can you check my cover letter?', the words around the text), else an email's salutation.
  const saidOfText = [...conversation.userMessages.slice(-3, -1), (conversation.userMessages.at(-1) ?? '').replace(text, '')];
  const topic = request.topic !== GENERAL_CONVERSATION_TOPIC ? request.topic : (sectionOfText(request.teacher, saidOfText) ?? (isEmail ? EMAIL_TOPIC : undefined));
  // A text of no kind named, checked in a general conversation: a question about the text, not small talk.
  const fresh = ABOUT_THE_TEXT.filter((q) => !conversation.assistantMessages.some((m) => m.includes(q)));
  // Never a question the text or the chat already answered ('Who is the email for?' after 'Dear Mr Johnson, ...').
  const facts = readLearnerFacts(conversation.userMessages);
  const next = topic
    ? pickFollowUpQuestion({ teacher: request.teacher, topic, assistantMessages: conversation.assistantMessages, chooser, facts })
    : fresh.length > 0 ? chooser.pick('about-the-text', fresh) : pickFollowUpQuestion({ teacher: request.teacher, topic: request.topic, assistantMessages: conversation.assistantMessages, chooser, facts });

  // A change from a family that may only ask is put as a question, beside what is told: the learner sent the text to
  // hear of its slips, and a text with one is not praised as free of them.
  const asked = await slipsToAskAbout(text, told, { room: Math.min(MAX_ASKED, MAX_PARTS - told.length), isWriting: true });
  const question = phraseQuestionAbout(asked, chooser, explain.locale);
  // An email's tone, where a word sets it too directly ('I want...', 'Hey'); said in English only, as the markers are.
  const tone = isEmail && explain.locale === DEFAULT_LOCALE ? toneNote(text) : null;
  // A new version of a text sent before: what it fixed, and what is still there, first.
  const firstVersion = earlierVersion(text, conversation.userMessages.slice(0, -1));
  const revision = firstVersion && explain.locale === DEFAULT_LOCALE ? await revisionNote(firstVersion, text, request.teacher.language) : null;
  const feeling = feelingToldWith(text, conversation.userMessages.at(-1) ?? '') ? explain(chooser.pick('writing-feeling', FEELING_HEARD)) : null;
  // Nothing found in a longer text is what the checker could not find, not proof of a polished one ('a solid draft'):
  // the praise then says only that the learner is making progress.
  const nothingFoundInALongText = told.length + asked.length === 0 && text.split(/\s+/).length >= LONG_TEXT_WORDS;
  return [
    opening,
    ...(feeling ? [feeling] : []),
    ...(revision ? [revision] : []),
    ...corrections,
    // Unchecked (the checker busy or down), a text is not said to be free of slips.
    ...(question ? [question] : corrections.length > 0 ? [] : [checked ? explain(chooser.pick('no-fixes', NO_FIXES)) : explain('writingNotChecked')]),
    ...(tone ? [tone] : []),
    describeTextStructure(text, chooser, explain),
    // Praise fits what was found: a text with several slips is not called polished or a solid draft.
    // A text with a slip told or asked about is making progress, never yet 'a solid draft'.
    explain(told.length + asked.length >= MANY_SLIPS ? 'writingEncouragementManySlips' : nothingFoundInALongText || told.length + asked.length > 0 ? 'writingEncouragement1' : chooser.pick('encouragement', ENCOURAGEMENTS)),
    ...(next ? [next] : []),
  ].join(' ');
}
