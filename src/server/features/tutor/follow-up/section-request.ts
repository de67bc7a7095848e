/**
 * The learner asks to practise one of the teacher's sections ('I want to practise Part 2', 'Can you help me write
 * a cover letter?', 'Let's do a mock test'): the teacher agrees and asks that section's next question (a cue card,
 * a cover letter's opening line), instead of describing the section or taking the request for news. A section is
 * named by the words in SECTION_NAMES; it must be one of this teacher's own (question-banks/).
 */
import { asksForKnownFact, type LearnerFacts } from './learner-facts';
import type { TutorTeacher } from '../../../lib/language-model';
import { agree } from '../answers/teacher-voice';
import { familyNamed } from '../answers/answer-tongue-twister';
import { teacherQuestionBanks } from '../pick-follow-up-question';
import { normalizeForComparison, wasAlreadyAsked } from '../read-conversation';
import { findIeltsPractice } from '../question-banks/ielts-topics';

/** What learners call each section. */
export const SECTION_NAMES: Readonly<Record<string, RegExp>> = {
  'Part 1: Familiar Topics': /\bpart (?:1|one)\b/i,
  'Part 2: Long Turn': /\bpart (?:2|two)\b|\blong turn\b|\bcue cards?\b/i,
  'Part 3: Discussion': /\bpart (?:3|three)\b/i,
  // 'I'm ready for the test', 'Can we start the speaking test?': to an examiner, the test is the mock test.
  'Full Mock Speaking Test': /\bmock\b|\b(?:full|whole|complete) (?:speaking )?(?:test|exam)\b|\b(?:the|a|my) (?:ielts )?(?:speaking |practice )?(?:test|exam)\b/i,
  'Cover Letters': /\b(?:cover|covering|motivation) letters?\b/i,
  // An email to a landlord, a council or a company is a formal letter sent by email: what happened comes first.
  'Formal Letters': /\b(?:complaint|formal|business|official|cover(?:ing)? )?letters? (?:of complaint )?to (?:my |the |a |our )?(?:landlord|landlady|boss|manager|bank|council|school|neighbou?rs?|company|teacher|university|embassy|insurance|airline|hotel)\b|\b(?:complaint|formal|official) letters?\b|\bletters? of complaint\b|\be-?mails? (?:of complaint |to complain )?to (?:my |the |our )?(?:landlord|landlady|council|neighbou?rs?|airline|hotel|insurance|bank|embassy)\b/i,
  'Professional Emails': /\b(?:professional|business|formal|work|complaint) e-?mails?\b|\be-?mails? (?:to|for) (?:my |our |a |the )?(?:new )?(?:boss|manager|colleagues?|clients?|customers?)\b/i,
  'Essays and Opinion Writing': /\b(?:essays?|opinion (?:writing|pieces?))\b/i,
  'Reports and Summaries': /\b(?:reports?|summar(?:y|ies))\b/i,
  'Creative Writing': /\bcreative writing\b|\b(?:short )?stor(?:y|ies)\b/i,
  'Word Stress': /\bword stress\b/i,
  'Vowel Sounds': /\bvowel(?: sound)?s?\b/i,
  'Connected Speech': /\bconnected speech\b/i,
  'Rhythm and Intonation': /\b(?:rhythm|intonation)\b/i,
  'Minimal Pairs Practice': /\bminimal pairs?\b|\b(?:another|a different|a new|one more|other) (?:sounds?|pairs? of sounds)\b/i,
  'Behavioral Questions': /\bbehaviou?ral (?:questions?|interview)\b/i,
  // Daniel's mock interview starts where a real one does.
  'Tell Me About Yourself': /\b(?:mock|practice|practise|full|whole) interview\b|\binterview (?:practice|role-?play|simulation)\b|\btell me about yourself\b/i,
  'Strengths and Weaknesses': /\bstrengths?\b|\bweakness(?:es)?\b/i,
  'Questions for the Interviewer': /\bquestions? (?:for|to ask) (?:the |an )?interviewer\b/i,
  'Salary Conversations': /\bsalary\b/i,
};

/** 'Can you ask me some common questions?': the first of these sections the teacher has is where such questions start. */
const ASK_ME_QUESTIONS = /\bask me (?:some |a few |more |the )?(?:(?:common|typical|usual|real|practice|interview|exam|test|speaking|difficult|hard|popular) )*questions\b/i;
const QUESTION_SECTIONS = ['Part 1: Familiar Topics', 'Tell Me About Yourself', 'Behavioral Questions'];

/** A request to do something now, not a question about it ('What is Part 2?') nor news ('I wrote a report'). */
const REQUEST = /^(?:(?:hi|hello|hey|ok(?:ay)?|so|well)(?: [A-Z][a-zí]+)?[,!.]?\s+)?(?:i(?:'m| am) ready (?:for|to (?:start|begin|do|take))|i(?: want| would like|'d like| need) to (?:practi[cs]e|do|try|work on|write|prepare)|(?:can|could|shall|may) (?:we|i) (?:please )?(?:do|practi[cs]e|try|work on|start|write|go (?:on )?to|move (?:on )?to|continue with|switch to)|let'?s (?:do|practi[cs]e|try|work on|start|write|go (?:on )?to|move (?:on )?to|continue with)|(?:can|could|would|will) you (?:please )?(?:help me (?:to )?(?:write|with(?! my\b)|prepare)|give me|start|do|run|practi[cs]e)|(?:please )?help me (?:to )?(?:write|with(?! my\b)|prepare)|(?:please )?give me|(?:can|could|may) i (?:please )?(?:have|get)|i(?: want| would like|'d like) (?:an?|another|the)\b|(?:(?:can|could|would|will) you )?(?:please )?ask me\b)\b/i;

/** The telling words of a request or a question ('weakness', 'salary'), by their first six letters (one for 'weakness' and 'weaknesses'), without the words every request has. */
const GENERIC = new Set(['practise', 'practice', 'question', 'questions', 'interview', 'please', 'could', 'would', 'about', 'answer', 'start', 'there', 'their', 'which', 'where', 'what']);
const keywordsOf = (text: string) => (text.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((w) => !GENERIC.has(w)).map((w) => w.slice(0, 6));

/** More pairs asked for, of the sounds already being practised. */
const MORE_PAIRS = /\b(?:more|other|new) (?:minimal )?pairs\b(?! of sounds)/i;

/** A part named and nothing else ('Part 2', 'part two, please'): to an examiner, a request for it. */
const BARE_PART = /^(?:(?:ok(?:ay)?|so|now|and|then|let'?s do|next)[,!.]?\s+)?(?:part (?:1|2|3|one|two|three))(?:,? (?:please|now|next))?[.!?]*$/i;

/** Asks for the words to use in a section ('some useful phrases for Part 3'), which the teacher gives rather than starting it. */
const ASKS_FOR_PHRASES = /\b(?:phrases?|expressions?|vocabulary|words|linking words|language)\b/i;

/** Who a piece of writing is for, named in the request ('an email to my boss', 'a letter for the hotel manager'). */
const READER_TOLD = /\b(?:to|for) (?:my|our|the|a|an) (?:new |line |hotel |team )?(?:boss|manager|colleagues?|clients?|customers?|team|director|supervisor|teacher|professor|landlord|landlady|company)\b/i;
/** A section's question the request itself answered: 'Can you help me write an email to my boss?' is not asked who it is for. */
const ANSWERED_IN_REQUEST: ReadonlyArray<readonly [asks: RegExp, told: RegExp]> = [
  [/^Who is the email for\b/, READER_TOLD],
  [/^Is this email to a colleague, a manager or a client\b/, READER_TOLD],
];

/** `facts`: what the learner told, this message included, so the section does not open with it ('Which job are you applying for?' after 'a cover letter for a job as a receptionist'). */
export function answerSectionRequest(message: string, teacher: TutorTeacher, assistantMessages: readonly string[], facts?: LearnerFacts): string | null {
  // 'Part 3, as I said. Could you ask me a Part 3 question?': the request may be the last sentence, after what it is about.
  const lastSentence = message.trim().split(/(?<=[.!?])\s+/).at(-1) ?? '';
  const isRequest = REQUEST.test(message.trim()) || BARE_PART.test(message.trim()) || (lastSentence !== message.trim() && REQUEST.test(lastSentence));
  if (!isRequest || ASKS_FOR_PHRASES.test(message)) return null;
  // 'Part 1 about work and studies': a topic named is practised on its own questions (answer-ielts-practice.ts).
  if (teacher.task === 'ielts' && findIeltsPractice(message)) return null;
  // 'More minimal pairs, please': more of the pairs being practised (answer-practice-words.ts), not the section from its start.
  if (MORE_PAIRS.test(message)) return null;
  // 'Can you give me minimal pairs for v and w?': pairs of the sounds named (answer-practice-words.ts), not the section's first pair.
  if (familyNamed(message)) return null;
  const bank = teacherQuestionBanks[teacher.slug] ?? {};
  const named = Object.keys(SECTION_NAMES).find((name) => bank[name] && SECTION_NAMES[name]!.test(message));
  const section = named ?? (ASK_ME_QUESTIONS.test(message) ? QUESTION_SECTIONS.find((name) => bank[name]) : undefined);
  if (!section) return null;
  const fresh = bank[section]!.filter((q) => !wasAlreadyAsked(q, assistantMessages) && !(facts && asksForKnownFact(q, facts)) && !ANSWERED_IN_REQUEST.some(([asks, told]) => asks.test(q) && told.test(message)));
  if (fresh.length === 0) return null;
  // A section's questions are listed in the order a lesson takes them (a mock test's Part 1 first, a cover letter's job first);
  // in a section of two things ('Strengths and Weaknesses'), a question on the one the request names comes first ('Let's
  // practise the weakness question').
  const halves = / and /.test(section) ? keywordsOf(section) : [];
  const half = keywordsOf(message).find((word) => halves.includes(word));
  const namedByWord = half ? fresh.find((q) => keywordsOf(q).includes(half)) : undefined;
  return `${agree(teacher)} ${namedByWord ?? fresh[0]!}`;
}

/**
 * The teacher's section a text belongs to, from what the learner said of it ('I have to write an essay', 'Can you check
 * my cover letter?'), most recent first: a checked essay is followed by a question about the essay.
 */
export function sectionOfText(teacher: TutorTeacher, said: readonly string[]): string | undefined {
  const bank = teacherQuestionBanks[teacher.slug] ?? {};
  for (const words of [...said].reverse()) {
    const section = Object.keys(SECTION_NAMES).find((name) => bank[name] && SECTION_NAMES[name]!.test(words));
    if (section) return section;
  }
  return undefined;
}

/** The teacher's question offering the sections after saying how the test works, answered by naming one ('Part 2, please'). */
export const SECTION_OFFER = 'Which part would you like to practise first?';
/** 'The second one', 'the first': a part named by its place. */
const PART_BY_PLACE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bfirst\b/i, 'Part 1: Familiar Topics'],
  [/\bsecond\b/i, 'Part 2: Long Turn'],
  [/\bthird\b|\blast\b/i, 'Part 3: Discussion'],
];
/** A question about the test or a part ('How is the speaking test scored?', 'What is Part 3?'), not a choice of one; 'What about Part 2?' is one. */
const ASKS_ABOUT_IT = /^(?:how|why|when|where|who|is|are|does|do|what (?:is|are|happens|do|does))\b.*\?$/i;
/** 'Can we try one?', "Let's do it.": to try the one part just told about. */
const TRY_IT = /^(?:(?:ok(?:ay)?|great|yes|sure|good|right|cool)[,!.]?\s+)*(?:(?:can|could|shall) (?:we|i) (?:try|do|practi[sc]e) (?:one|it|that|this(?: one)?)|let'?s (?:try|do) (?:one|it|that)|i(?:'d| would) like to try (?:one|it)|i want to try (?:one|it))(?:,? please)?(?: now)?\s*[?.!]*$/i;
/** A short answer naming a part: 'Part 2', 'Part 2, please.', 'The second one.', 'I think part three'. */
const SHORT_CHOICE_WORDS = 8;

/** The learner's answer to SECTION_OFFER: the part they name is started as if they had asked for it. */
export function answerSectionChoice(message: string, teacher: TutorTeacher, assistantMessages: readonly string[]): string | null {
  const lastTurn = assistantMessages.at(-1) ?? '';
  const triesIt = TRY_IT.test(message.trim());
  if ((!lastTurn.trim().endsWith(SECTION_OFFER) && !triesIt) || message.trim().split(/\s+/).length > SHORT_CHOICE_WORDS) return null;
  // 'How is the speaking test scored?' asks about the test; it chooses no part.
  if (ASKS_ABOUT_IT.test(message.trim())) return null;
  const bank = teacherQuestionBanks[teacher.slug] ?? {};
  // 'Can we try one?' just after one part was told about (offered or not): that part.
  const told = Object.keys(SECTION_NAMES).filter((name) => bank[name] && SECTION_NAMES[name]!.test(lastTurn.replace(SECTION_OFFER, '')));
  const section = triesIt
    ? told.length === 1 ? told[0] : undefined
    : (Object.keys(SECTION_NAMES).find((name) => bank[name] && SECTION_NAMES[name]!.test(message)) ?? PART_BY_PLACE.find(([place]) => place.test(message))?.[1]);
  // Several parts just told about: which one.
  if (triesIt && told.length > 1) return `${agree(teacher)} ${SECTION_OFFER}`;
  const fresh = section ? (bank[section] ?? []).filter((q) => !wasAlreadyAsked(q, assistantMessages)) : [];
  return fresh.length > 0 ? `${agree(teacher)} ${fresh[0]!}` : null;
}

/**
 * The section the conversation is in: the one whose question the teacher asked last ('I'm ready for the test' in
 * General Conversation started the mock test; 'I need to write a complaint letter' started Formal Letters), else its
 * topic. The next questions then come from that section, in its order where it has one.
 */
export function topicUnderway(teacher: TutorTeacher, topic: string, assistantMessages: readonly string[]): string {
  const bank = teacherQuestionBanks[teacher.slug] ?? {};
  const sectionsAsked = (message: string) => {
    const said = normalizeForComparison(message);
    return Object.keys(bank).filter((name) => bank[name]!.some((question) => said.includes(normalizeForComparison(question))));
  };
  // A question two sections share ('Do you work or are you a student?') is told apart by the questions before it.
  let candidates: string[] = [];
  for (let i = assistantMessages.length - 1; i >= 0; i--) {
    const asked = sectionsAsked(assistantMessages[i]!);
    if (asked.length === 0) continue;
    const narrowed = candidates.length === 0 ? asked : candidates.filter((name) => asked.includes(name));
    if (narrowed.length === 0) break;
    candidates = narrowed;
    if (candidates.length === 1) break;
  }
  if (candidates.length === 0 || candidates.includes(topic)) return topic;
  return candidates[0]!;
}
