/**
 * Tells a direct question to the teacher ("What does 'reluctant' mean?", "How do I pronounce 'thought'?")
 * from conversation, and says what it asks about. Patterns are tried in order: the narrow persona
 * questions (STAR, band score) before the general ones, pronunciation before "how do I say".
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { detectConversationQuestion, type ConversationQuestionKind } from './conversation-questions';
import { SOUND_LETTERS, SOUND_TALKED_ABOUT } from './sound-letters';
import { findWordSaidTwoWays, NAMED_WORD_SAID_TWO_WAYS, WORDS_SAID_TWO_WAYS } from './words-said-two-ways';
import { findConfusable } from './confusables';
import { spanishFormsApart } from './spanish-forms-apart';
import { teenAndTy } from './number-stress';
import { findSilentLetter } from './silent-letters';
import { findSpanishTopicWords } from './spanish-topic-words';
import { findFirstLanguageMistakes } from './mistakes-by-first-language';
import { ASKS_FOR_A_JOKE } from './jokes';
import { findSoundFamilyByLetters, findSoundPair } from './sound-pairs';
import { ASKS_WHAT_TO_SAY, findSituation } from './situation-phrases';
import { ASKS_ADVICE, findAdvice } from './learning-advice';
import { spanishAboutTeacher } from './spanish-about-teacher';
import { findSpainQuestion } from './spain-questions';
import { findIeltsPractice } from '../question-banks/ielts-topics';
import { ASKS_NOUN_NUMBER, describeNounNumber } from './noun-number';
import { sayANumber } from './say-a-number';
import { ASKS_FOR_A_RECOMMENDATION, recommendationAsked } from './teacher-recommends';
import { tasteDomainOf, TEACHER_HOMES, WHEN_SHE_WORKS } from './teacher-tastes';
import { ASKS_HER_TIME, asksHerTime } from './teacher-clock';
import { spanishGrammarAsked } from './spanish-grammar-guides';
import { ASKS_FALSE_FRIENDS, FALSE_FRIEND_MEANING, findByLookalike, findFalseFriend, LOOKALIKE_ASKED } from './spanish-false-friends';
import { ASKS_CHOICE, findChoice } from './choice-between';
import { ASKS_PHRASAL_VERBS_FOR, findPhrasalVerbsFor } from './phrasal-verbs-by-topic';
import { ASKS_PHRASAL_VERBS_OF, findPhrasalVerbsOf } from './phrasal-verbs-by-verb';
import { ASKS_ABOUT_A_CITY } from './city-guides';
import { COMMON_QUESTIONS, INTERVIEW_SETBACK, OFFER_TO_ANSWER } from './common-interview-questions';
import { isPlaceName } from '../wordnet/read-wordnet';
import { OTHER_LANGUAGE_PHRASE, OTHER_LANGUAGES } from './other-languages';

import { findSpanishRequest } from './spanish-requests';
import { ASKS_HOW_TO_SAY_ES, findEnglishFor, isEnglishAsked } from './spanish-phrasebook';
import { describeSpanishCulture } from './spanish-culture';
import { ASKS_RECOMMENDATION } from './lucia-recommends';
import { ASKS_TOPIC_WORDS, findTopicWords } from './topic-words';
import { ASKS_CONJUGATION, findVerbAsked } from './spanish-conjugations';
import { ASKS_FIRST_LANGUAGE_SOUNDS, findFirstLanguage } from './sounds-by-first-language';
import { findSignOff } from './email-sign-offs';
import { slipDistance } from '../grammar/confident-issue';
import { stripAccents } from '../../../lib/strip-accents';
import { ASKS_VIEW, findDiscussionTopic } from './discussion-topics';
import { findKnowHow } from './teacher-know-how';
import { ASKS_FOR_HELP, ASKS_TO_READ, findHelpRequest, NEEDS_TO_WRITE, POINTED_TEXT, WRITE_IT_FOR_ME } from './help-requests';
import { ASKS_FORMAL, ASKS_INFORMAL, ASKS_INSTEAD_OF_REPEATING, ASKS_OPPOSITE, ASKS_SYNONYM, ASKS_SYNONYM_AFTER, findWordAlternatives } from './word-alternatives';
import { ASKS_SPANISH_OPPOSITE, ASKS_SPANISH_SYNONYM } from './spanish-word-alternatives';
import { ASKS_OPPOSITE_OF_IT, ASKS_TONE } from './word-tones';
import { familyWordFor } from './family-words';
import { ASKS_REGISTER, findWordRegister } from './word-registers';
import { findIdiom } from './business-idioms';
import { ANSWER_LENGTH } from './ielts-answer-length';
import { ASKS_POLITER_OF_TWO, placeOnAScale, readPoliterOfTwo } from './politer-of-two-asked';
import { WHY_A_OR_AN } from './a-or-an-asked';
import { TEACHER_FIRST_NAME } from '../teacher-first-names';

/** 'Could you ask me a Part 3 question?', 'Please give me a cue card': a part practised, not explained. */
const ASKED_TO_PRACTISE_A_PART = /\b(?:(?:can|could|would|will) you (?:please )?)?(?:ask me|give me) (?:a |an |one |another |some )?(?:(?:part (?:1|2|3|one|two|three)|speaking|exam|test|real) )?(?:questions?|cue cards?|topics?)\b/i;

/** 'How to say "thank you" in Japanese?': a phrase asked in another language, not a word to pronounce. */
const IN_ANOTHER_LANGUAGE = new RegExp(`\\bin (?:${OTHER_LANGUAGES.join('|')})\\b`, 'i');

export type QuestionKind =
  | 'meaning' | 'past-tense' | 'participle' | 'plural' | 'comparative' | 'is-correct' | 'example' | 'difference'
  | 'pronunciation' | 'spanish-phrase' | 'band-score' | 'ielts-format' | 'star' | 'interview-tip' | 'email-opening'
  | 'business-idiom' | 'business-phrase' | 'what-to-say' | 'advice' | 'about-teacher' | 'tongue-twister' | 'practice-words' | 'topic-words' | 'spanish-request' | 'recommendation' | 'conjugation' | 'first-language-sounds' | 'know-how' | 'help-request' | 'city-guide' | 'other-language' | 'word-stress' | 'word-said-two-ways' | 'silent-letter' | 'first-language-mistakes' | 'joke' | 'phrasal-verbs-of' | 'phrasal-verbs-for' | 'choice' | 'false-friends' | 'family-word' | 'noun-gender' | 'spain-question' | 'ielts-practice' | 'noun-number' | 'say-a-number'
  | 'synonym' | 'opposite' | 'word-tone' | 'word-register' | 'spelling' | 'everyday-idiom' | 'discussion' | 'politer-of-two' | 'a-or-an' | ConversationQuestionKind;

export type LearnerQuestion = { kind: QuestionKind; subject: string; other?: string; context?: string };

const ADDRESSED_FIRST = new RegExp(String.raw`^${TEACHER_FIRST_NAME}\b[,.!]?\s*`, 'i');

/** Strips polite lead-ins ("Sorry, Sophia, can I ask...") and surrounding quotes. */
function clean(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    // 'And you?' keeps its 'and': it is the question.
    .replace(/^(?:(?:ok(?:ay)?|so|sorry|excuse me|hi|hello|hey|please|quick question|one question|and(?! you\s*[?.!]*$)|but|um|oh|well|wait)\b[,.!]?\s*)+/i, '')
    .replace(ADDRESSED_FIRST, '')
    // 'What about you, where do you live?': the question turned to the teacher is the one after it.
    .replace(/^(?:and |so )?(?:what|how) about you\s*[,?]\s*(?=\p{L})/iu, '')
    .replace(/^(?:can|could|may) i ask (?:you )?(?:a question|something)[,.:?]?\s*/i, '')
    // A question in a statement's word order, as learners often write it ('how i can say r', 'what i should do'): read as asked.
    .replace(/^(how|what|where|when|why|which) (i|you|we) (can|could|should|do|must|will|would)\b/i, '$1 $3 $2')
    // ... or with no 'do' at all ('how I say think?', 'how you spell it?'): the 'do' put back.
    .replace(/^how (i|you|we) (say|pronounce|spell|write|use|call)\b/i, 'how do $1 $2')
    .trim();
}

/** A band that plays music, not a score. */
/** How to handle the speaking test, asked: 'Is it bad if I pause?', 'Should I use idioms?', 'Can I say gonna?', 'How can I use more complex grammar?'. */
const HANDLING_THE_TEST = /\b(?:should i|can i|may i|could i|is it (?:bad|ok(?:ay)?|good|fine|a problem|wrong|better|a good idea)|how (?:can|do|should) i (?:use|make|add|show|sound))\b/i;
const MUSIC = /\b(?:concerts?|gigs?|play(?:s|ed|ing)?|music|songs?|festivals?|guitar(?:ist)?s?|drum(?:s|mer)?|singers?|tour|rehears(?:e|al|ing)|album|rock|jazz|jam)\b/i;

/** 'I want improve', 'I need practise': a wish to learn with its 'to' left out. */
const MISSING_TO = /^(i (?:want|need|would like|'d like)) (improve|learn|practi[cs]e|study)\b/i;

/** The asked-about word or phrase without its quotes, articles-as-labels or trailing punctuation. */
export function unquote(text: string): string {
  // Quoted, with more after the closing quote ("'think' correctly"): the quoted words.
  const quoted = /^\s*["'‘“«](.+?)["'’”»](?!\p{L})/u.exec(text);
  return (quoted ? quoted[1]! : text)
    .trim()
    .replace(/^(?:the\s+)?(?:word|verb|noun|adjective|phrase|expression|idiom|sentence)\s+(?=\S)/i, '')
    .replace(/^[\s"'‘’“”«»]+|[\s"'‘’“”«».,!?:;]+$/g, '')
    .trim();
}

const isQuoted = (text: string) => /^\s*["'‘“«]/.test(text);
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** `swap`: the pair's second word is the subject (the word meant, in 'I say X instead of Y'). */
/** `when` also sees the whole message (the match may be on its last sentence only). */
/** `register`: what the question asks the word in ('a more formal word'); `pointsAt`: the subject when the words name none ('And the opposite?'). */
type Rule = { kind: QuestionKind; pattern: RegExp; when?: (teacher: TutorTeacher, match: RegExpExecArray, message: string) => boolean; swap?: true; register?: 'formal' | 'informal'; pointsAt?: string };

/** Her view of a place named with a capital ('What do you think about Dublin?', 'What do you think of New York?'). */
export const THINK_OF_PLACE = /^([Aa]nd )?[Ww]hat do you think (?:about|of) ((?:\p{Lu}\p{L}+)(?: \p{Lu}\p{L}+)?)(?=\s*[?.!]*$)/u;

const ANY = String.raw`(.+?)`;
/** A message that asks or wonders, not one that tells. */
const ASKS_ABOUT = /\?\s*$|^(?:(?:hi|hello|ok(?:ay)?|so)[,!.]?\s+)?(?:what|how|which|why|when|where|who|is|are|do|does|can|could|tell me|explain|describe)\b|\b(?:don'?t|do not) (?:know|understand)\b|\bnot sure\b|\bwonder(?:ing)?\b/i;
/** A sound named by its letters, quoted or not: 'th', "r", l. */
const SOUND = `["'‘“]?(${SOUND_LETTERS}|n|t)["'’”]?`;
const END = String.raw`\s*[?.!]*\s*$`;
/** Where a learner tells of a word that is hard for them to say ('when I say', "I can't say", 'hard to say'). */
const HARD_TO_SAY = String.raw`\b(?:when i (?:say|pronounce)|i (?:can'?t|cannot|can not|never) (?:say|pronounce)|(?:difficult|hard) (?:for me )?to (?:say|pronounce)|problems? (?:with|saying|pronouncing))`;
const QUOTED_WORD = String.raw`["'‘“](\p{L}{2,})["'’”]`;
const HARD_TO_SAY_TWO = new RegExp(String.raw`${HARD_TO_SAY} ${QUOTED_WORD} (?:and|or) ${QUOTED_WORD}`, 'iu');
const HARD_TO_SAY_ONE = new RegExp(String.raw`${HARD_TO_SAY} ${QUOTED_WORD}(?! (?:and|or) ["'‘“])`, 'iu');
/** Two words or short phrases asked about ('make' the same as 'do'), not two things of the learner's ('your name', 'my job'). */
const areWordsAsked = (a: string, b: string) => [a, b].every((phrase) => wordCount(phrase) <= 3 && !/^(?:my|your|his|her|our|their|the|a|an|this|that)\s/i.test(phrase));
/** How many words after a request to read a text make the text itself ('Can you check my essay? Yesterday I go...'). */
const TEXT_AFTER_REQUEST = 5;
/** A word or short name, quoted ('world', "Worcester") or after 'the word' (the word world); group 1. */
const NAMED_WORD = String.raw`(?:the (?:word|name) ["'‘“]?|["'‘“])([\p{L}][\p{L} -]{0,28}?[\p{L}])["'’”]?`;
const isSpanishTeacher = (t: TutorTeacher) => t.language.startsWith('es');

/** A word asked about by its own name: one or two words, or a phrase the table holds ('a lot of'); not 'this topic'. */
const isAskedWord = (word: string | undefined) => !!word && (wordCount(unquote(word)) <= 2 || !!findWordAlternatives(unquote(word))) && !/^(?:this|that|these|those|my|your|the)\b/i.test(unquote(word));

function isKnowHowFor(teacher: TutorTeacher, question: string): boolean {
  const topic = findKnowHow(question);
  return !!topic && (!topic.examinerOnly || teacher.task === 'ielts' || /\b(?:ielts|band)\b/i.test(question));
}

/** Asked for idioms, not about one: "Can you give me some idioms?", "Teach me an idiom", "What are some common idioms?". */
const ASKS_FOR_IDIOMS = /\b(?:give|teach|tell|show|share|know|learn|need|want)\b.*\b(?:an? |some |more |any |other |new |useful |common |good |everyday |english |few )+idioms?\b|\b(?:some|any|common|useful|popular|everyday|good|new)\s+(?:english\s+)?idioms\b|^(?:an? |some |more |another )?(?:english )?idioms?(?:,? please)?\s*[?.!]*$|\b(?:give|teach|tell|show|share|know|learn|need|want)\b.*\b(?:an?|some|any|more|few|other)\s+(?:\p{L}+\s+){1,2}idioms\b|^(?:(?:and|so|ok(?:ay)?)[,!.]?\s+)?(?:what about |how about |are there |is there an? )?(?:some |any |more )?(?:english |good |useful )?idioms? (?:about|for|on|related to) [\p{L}' ]+(?:,? please)?\s*[?.!]*$/iu;

/** 'Tell me about yourself? Ok. My name is Ana, I...': the interviewer's question quoted, then six or more words of answer. */
const QUOTED_THEN_ANSWERED = /^\W*tell me about yourself\?\s+\S+(?:\s+\S+){5,}/i;

/** The learner stuck on a question they quote: unsure what to answer, or how to start or reply. */
const UNSURE_HOW_TO_ANSWER = /\bi (?:don'?t|do not|dont) know (?:what to (?:say|answer|tell)|how to (?:answer|start|reply))\b/i;

/** A band, score or mark asked for what was written: 'What band would this get?', 'What score would you give it out of 10?'. */
export const ASKS_FOR_A_WRITTEN_BAND = /\bwhat (?:band|score|mark|grade)(?: score)? (?:would|will|could|do|does|did) (?:this|it|my (?:text|essay|answer|e-?mail|paragraph|letter)|you give (?:it|this|me|my \w+))\b/i;
const RULES: Rule[] = [
  // Another word, an opposite, a word's tone (answer-word-alternatives.ts): first, as 'formal', 'say' and 'word'
  // are taken by the know-how, the phrasebook and the meanings below.
  // A formal word for one the table does not hold is left to the know-how's general list ('formal words for emails').
  // 'How do I say 1,250,000?', 'How do you read 3.75?' (say-a-number.ts).
  { kind: 'say-a-number', pattern: /\bhow (?:do (?:i|you|we)|can i|should i|to|is) (?:say|read|pronounce|said|read out)\s+["'‘“]?(\d[\d,.]*\d|\d)["'’”]?(?: in english)?\s*\??\s*$/i, when: (t, m) => !isSpanishTeacher(t) && !!sayANumber(m[1]!) },
  // 'Why do we say "an hour" but "a house"?': 'a' or 'an' by the first sound (answer-a-or-an.ts).
  // Two pairs, or one in quotes: 'Why is it a problem?' asks no such thing.
  { kind: 'a-or-an', pattern: WHY_A_OR_AN, when: (t, m) => !isSpanishTeacher(t) && (!!m[3] || /["'‘“]an? /i.test(m[0])) && (!m[3] || m[1]!.toLowerCase() !== m[3].toLowerCase()) && ![m[2], m[4]].some((w) => !!w && /\p{Lu}.*\p{Lu}/u.test(w)) },
  // 'Which is more polite, "Can you" or "Could you"?': two phrases on one politeness scale (answer-politer-of-two.ts).
  { kind: 'politer-of-two', pattern: ASKS_POLITER_OF_TWO, when: (t, m) => { const asked = !isSpanishTeacher(t) && readPoliterOfTwo(m.input); return !!asked && !!placeOnAScale(asked.first, asked.second); } },
  // "Is 'jeans' singular or plural?", "Is 'information' countable?" (noun-number.ts).
  { kind: 'noun-number', pattern: ASKS_NOUN_NUMBER, when: (t, m) => !isSpanishTeacher(t) && !!describeNounNumber(m[1]!) },
  // 'Can you give me some phrases to give opinions?': other ways to say 'I think'.
  { kind: 'synonym', pattern: /\b(?:phrases?|expressions?|ways?|words) (?:to|for) (?:give|giving|express|expressing|say|saying|share|sharing) (?:an? |my |your )?opinions?\b/i, pointsAt: 'I think' },
  { kind: 'synonym', pattern: ASKS_FORMAL, register: 'formal', when: (_t, m) => isAskedWord(m[1] ?? m[2]) && !!findWordAlternatives(unquote(m[1] ?? m[2]!)) },
  { kind: 'synonym', pattern: ASKS_INFORMAL, register: 'informal', when: (_t, m) => isAskedWord(m[1] ?? m[2]) && !!findWordAlternatives(unquote(m[1] ?? m[2]!)) },
  { kind: 'synonym', pattern: ASKS_SYNONYM, when: (_t, m) => isAskedWord(m[1]) },
  { kind: 'synonym', pattern: ASKS_SYNONYM_AFTER, when: (_t, m) => isAskedWord(m[1]) },
  { kind: 'synonym', pattern: ASKS_INSTEAD_OF_REPEATING, when: (_t, m) => !!findWordAlternatives(m[1]!) },
  { kind: 'synonym', pattern: ASKS_SPANISH_SYNONYM, when: (_t, m) => isAskedWord(m[1] ?? m[2]) },
  { kind: 'opposite', pattern: ASKS_OPPOSITE, when: (_t, m) => isAskedWord(m[1]) },
  { kind: 'opposite', pattern: ASKS_SPANISH_OPPOSITE, when: (_t, m) => isAskedWord(m[1]) },
  // 'Is it ok to say "I am interesting"?': a sentence with its own subject, asked if it is ok (not rude, nor ok with a boss),
  // asks whether it is right, not how a word feels.
  { kind: 'word-tone', pattern: ASKS_TONE, when: (_t, m) => !(/^(?:i|he|she|we|they)\s+\p{L}/iu.test(m[1] ?? m[2] ?? '') && /\bis it (?:ok|okay|bad|wrong)\b/i.test(m.input) && !/["'’”]\s+(?:to|with|in|at) /i.test(m.input)) },
  { kind: 'opposite', pattern: ASKS_OPPOSITE_OF_IT, pointsAt: 'it' },
  // "How do you spell 'necessary'?", "¿Cómo se escribe 'jamón'?" (answer-spelling.ts).
  { kind: 'spelling', pattern: /\bhow (?:do|can|should|would) (?:you|i|we|one) spell ["'‘“«]?(\p{L}+)["'’”»]?(?: in english| correctly)?\s*[?.!]*$|\bhow (?:is|do you write) ["'‘“]?(\p{L}+)["'’”]? (?:spelt|spelled|written)?\s*[?.!]*$|^(?:can you |could you |please )?spell ["'‘“]?(\p{L}+)["'’”]?(?: for me)?(?:,? please)?\s*[?.!]*$|\bspelling of ["'‘“]?(\p{L}+)["'’”]?\s*[?.!]*$|\bc[oó]mo se escribe ["'‘“«]?(\p{L}+)["'’”»]?\s*[?.!]*$/iu },
  // Persona promises first: they contain words ("mean", "start") the general patterns would catch.
  // Asked for, not talked about ("Tongue twisters are fun" is news, not a request).
  // "Can you give me some words to practise?", "Which words should I practise the th sound with?", "Give me some words
  // with the th sound" (answer-practice-words.ts).
  { kind: 'practice-words', pattern: /\b(?:give|tell|show|send|need|want|have|get|suggest|recommend) (?:me |us )?(?:some |a few |more |any |other |new |different |several )?minimal pairs\b|^(?:some |more )?minimal pairs (?:for|with) /i },
  { kind: 'practice-words', pattern: /\b(?:give|tell|show|send|need|want|have|get|suggest|recommend) (?:me |us )?(?:some |a few |more |any |other |a list of |several )?(?:english |good |useful |easy |simple |example )?words (?:to practi[sc]e|for practi[sc]e|for practi[sc]ing|i can practi[sc]e|to say|to train|(?:with|that have|that has|containing|that contain) (?:the |an? )?["'‘“]?\p{L}{1,3}["'’”]?(?: sound\b|(?=\s*(?:,? please)?\s*[?.!]*$)))|\bwhich words (?:can|should|could|do) i (?:practi[sc]e|say|train)\b|^(?:some |more )?words to practi[sc]e\b/iu },
  // A sound the learner asks to practise, asked of the pronunciation coach: "Can we practise the th sound?", "Let's work on r".
  // "Give me more words like that." to the pronunciation coach: more pairs for the sounds just worked on.
  { kind: 'practice-words', pattern: /^(?:(?:ok(?:ay)?|great|thanks?(?: you)?)[,!.]?\s+)?(?:(?:can|could) you (?:please )?(?:give|tell|show) me |(?:please )?give me |i (?:want|need|would like|'d like) )?(?:some |a few )?(?:more|other) (?:words|pairs|examples)(?: (?:like|with) (?:that|this|these|those|them|the same sounds?))?(?: to practi[sc]e)?(?:,? please)?\s*[?.!]*$/i, when: (t) => t.task === 'pronunciation' },
  { kind: 'practice-words', pattern: new RegExp(String.raw`^(?:(?:ok(?:ay)?|so|hi maya)[,!.]?\s+)?(?:(?:can|could|shall) we |let'?s |i (?:want|would like|'d like|need) to |(?:can|could) you help me )(?:practi[sc]e|work on|train|drill) (?:the |my )?["'‘“]?(?:${SOUND_LETTERS})["'’”]?(?: sounds?)?(?:,? please)?\s*[?.!]*$`, 'iu'), when: (t) => t.task === 'pronunciation' },
  // Help asked with a pair of sounds: "Can you help me with r and l?" (pairs of words to practise them on).
  { kind: 'practice-words', pattern: /\bhelp (?:me )?(?:with|on) (?:the |my )?["'‘“]?(\p{L}{1,2})["'’”]? (?:and|or|vs\.?) (?:the )?["'‘“]?(\p{L}{1,2})["'’”]?(?: sounds?)?(?: again| one more time)?(?:,? please)?\s*[?.!]*$/iu, when: (_, m) => !!findSoundFamilyByLetters(m[1]!.toLowerCase(), m[2]!.toLowerCase()) },
  // One sound said as another: "My problem is the v sound, I say b", "I have trouble with th, it sounds like s".
  { kind: 'practice-words', pattern: /\b(?:my problem is|i have (?:a )?(?:problem|problems|trouble|difficulty) with|i can'?t say|i find it hard to say) (?:with )?(?:the |my )?["'‘“]?(\p{L}{1,2})["'’”]?(?: sound)?,? (?:and |but |because |so )?(?:i (?:always |often )?(?:say|make|pronounce it as|pronounce it like)|it (?:always |often )?(?:sounds like|becomes|comes out as)) (?:an? )?["'‘“]?(\p{L}{1,2})["'’”]?(?: sound)?(?: instead)?\s*[.!]*$/iu, when: (_, m) => !!findSoundFamilyByLetters(m[1]!.toLowerCase(), m[2]!.toLowerCase()) },
  // "Can you give me a sentence to practise th?": a line full of that sound, as its tongue twister is.
  { kind: 'tongue-twister', pattern: new RegExp(String.raw`\b(?:give|tell|write|show|send|need|want|have)(?: me| us)? (?:(?:a|an|one|some|another|a few) )?(?:short |good |useful |practice )?(?:sentences?|phrases?|lines?) (?:to practi[sc]e|for practi[sc]ing|for|with(?: a lot of| lots of| many)?)(?: the| my)? ["'‘“]?(?:${SOUND_LETTERS})["'’”]?(?: sounds?)?\s*[?.!]*$`, 'i'), when: (t) => !isSpanishTeacher(t) },
  { kind: 'tongue-twister', pattern: /\b(?:give|tell|teach|share|show|send|know|have|need|want|like|try|practi[sc]e) (?:me |us )?(?:a |an |another |one |some |any |more )?(?:good |short |fun |new |easy |hard |english )?tongue[- ]?twisters?\b|^(?:a |another |one more )?tongue[- ]?twisters?\b[^.]*(?:\?|please)|\btongue[- ]?twisters?\s*\??\s*$|\b(?:me das|dame|dime|conoces|tienes|sabes) (?:un |algún |otro )?trabalenguas\b|^¿?(?:un |otro )?trabalenguas\b/i },
  // The learner's own answer judged ('Which part of STAR did I miss?', 'Was my answer good?', 'Can I have my feedback?'):
  // feedback on it (answer-feedback.ts), before any STAR it names is taken for a question about the method.
  // "Was my long turn too short?", "Is my answer long enough?": its length asked about.
  { kind: 'answer-feedback', pattern: /\b(?:was|is) (?:my|this|that) (?:last )?(?:answer|long turn|talk|part (?:2|two)|speech|story) (?:too (?:short|long)|long enough|short enough)\b/i },
  { kind: 'answer-feedback', pattern: /\b(?:was|is) (?:my|this|that) (?:last )?answer (?:good|ok(?:ay)?|right|correct|enough|fine|bad|strong|clear|better)\b|\b(?:did|have) i (?:use|used|follow|followed|miss|missed|forget|forgot) (?:the )?star\b|\bwhich (?:part|parts|step|steps|letters?)(?: of (?:the )?star)? (?:did )?i (?:miss|missed|forget|forgot)\b|\bhow (?:can|could|do) i (?:make|improve) (?:my|this|that|the) answer\b|\bwhat (?:was|is) my (?:biggest|main|worst) mistake\b|\b(?:can|could|may) i (?:have|get) (?:my|some|the|your) feedback\b|\bis (?:it|this|that|my answer) (?:a )?good star answer\b|\bwhat (?:is|was) (?:the )?(?:weakness|problem) (?:of|with|in) my answer\b|\b(?:what|which) (?:are|were) my (?:mistakes|errors)\b|\b(?:list|show|tell me|give me) (?:all )?my (?:mistakes|errors)\b/i },
  { kind: 'star', pattern: /\bSTAR\b(?! ?(?:wars|sign|fish))|\bstar (?:method|technique|format|structure|answer)/ },
  // A writing or exam teacher's know-how, asked of anyone (teacher-know-how.ts): before the band estimate takes 'band'.
  // 'What is a good score?' is the exam's only to the examiner, or when the exam is named.
  // Asked of the interview coach ('What if I can't answer?', 'What if my mind goes blank?'): before the
  // know-how of a speaker who loses her place, which is a presenter's.
  { kind: 'interview-tip', pattern: /\b(?:what (?:if|do i say if|should i say if|can i say if|do i do if|should i do if|happens if)|how (?:do|should|can) i (?:answer|handle|deal with|respond to))\b.*?\b(?:(?:a )?questions? (?:that )?i (?:can'?t|cannot|don'?t know how to) answer|(?:i )?don'?t know (?:the answer|what to say)|(?:my )?(?:mind|head) goes blank|(?:i )?forget what i (?:wanted|was going) to say|(?:i )?don'?t understand the question|difficult questions?|tough questions?|hard questions?)\b/i, when: (t) => t.task === 'interview' },
  // 'I need to tell my boss the project will be late. How can I say it politely?' names a situation of its own (what-to-say).
  // Where the mouth goes for a sound: 'Where does my tongue go for th?', 'What should my lips do for v?', 'Where do I put my teeth when I say f?'.
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\b(?:where|how|what)\b[^?.!]{0,40}\b(?:tongue|lips?|mouth|teeth|jaw)\b[^?.!]{0,30}?\b(?:for|in|with|when (?:i |you )?(?:say|make|pronounce)(?:ing)?|to (?:say|make|pronounce)) (?:the |an? |my )?["'‘“]?(${SOUND_LETTERS})["'’”]?(?: sounds?)?${END}`, 'i'), when: (t, m) => !isKnowHowFor(t, m.input) },
  // The sound named first: 'And for L, where is tongue?', 'For th, how are my lips?'.
  { kind: 'pronunciation', pattern: new RegExp(String.raw`^(?:(?:and|so|ok(?:ay)?|but)[,]?\s+)?(?:for|with) (?:the |an? )?["'‘“]?(${SOUND_LETTERS})["'’”]?(?: sounds?)?,? (?:where|how|what) (?:is|are|does|do|should) (?:my |the )?(?:tongue|lips?|mouth|teeth|jaw)\b[^?.!]{0,20}\?*\s*$`, 'i'), when: (t) => t.task === 'pronunciation' },
  // A word whose register is known, asked of a person or a kind of message ('Is gonna too informal for my boss?'): before know-how; a quoted word of no known register is asked about after the email openings.
  { kind: 'word-register', pattern: ASKS_REGISTER, when: (_, m) => !!findWordRegister(m[1] ?? m[2] ?? '') },
  { kind: 'know-how', pattern: /[\s\S]+/, when: (t, m) => !isSpanishTeacher(t) && isKnowHowFor(t, m.input) && !namesItsSituation(m.input) },
  // How to reach a higher band is advice, before the band estimate and the test's format take the word 'band'.
  // Before what to say: 'How can I make friends in a new city?' asks for advice ('What can I say to make friends?' does not).
  { kind: 'advice', pattern: ASKS_ADVICE, when: (t, m) => !isSpanishTeacher(t) && (findAdvice(m.input)?.id === 'higher-band' || (findAdvice(m.input)?.id === 'meet-people' && !/\bsay\b/i.test(m.input))) },
  // Not a band that plays ('tomorrow I have a concert with my band', 'My band will play at a festival').
  // 'What band score can I get?', and as learners ask it, 'What band score I can get?'.
  // 'What band would this get in IELTS writing?', 'What score would you give it?' of a teacher who is no examiner: the text
  // written is judged (answer-feedback.ts says why no band is put on it).
  { kind: 'answer-feedback', pattern: ASKS_FOR_A_WRITTEN_BAND, when: (t) => t.task !== 'ielts' },
  { kind: 'band-score', pattern: /\b(?:band(?: score)?s?|score|level)\b.*\b(?:would|will|could|can|do|did|am|get|give|estimate|think)\b.*\b(?:i|me|my)\b|\b(?:band(?: score)?|score)s? (?:do you think )?i (?:can|could|will|would|might) (?:get|have|reach)\b|\b(?:estimate|predict|guess) (?:my|a) (?:band|score)|\bwhat(?:'s| is) my (?:band|score|level)\b|\b(?:tell|give|show) me my band\b/i, when: (_t, m) => !MUSIC.test(m.input) },
  { kind: 'band-score', pattern: /^(?:can|could) (?:you |i )?(?:give me|have|get) (?:some )?feedback\b|\bhow (?:am i doing|did i do)\b/i, when: (t) => t.task === 'ielts' },
  // Of the answer just given: 'What band is this answer?', 'What score would that get?'.
  { kind: 'band-score', pattern: /\bwhat (?:band|score)(?: score)? (?:is|was|would|will|does|do|could) (?:this|that|it|my)\b/i, when: (t) => t.task === 'ielts' },
  // 'Was this a band 6 answer?': a band asked of the answer just given, not how the band is described.
  { kind: 'band-score', pattern: /^(?:so |and )?(?:was|is|would) (?:this|that|it|my (?:last )?answer)(?: be)? (?:a )?band (?:\d(?:\.5)?|six|seven|eight|five)(?: answer)?\s*\??\s*$/i, when: (t) => t.task === 'ielts' },
  // The same asked of any other teacher: feedback on the learner's last answer (answer-feedback.ts).
  // 'What do you think?' sent alone to the writing mentor after a text: what she thinks of the text.
  { kind: 'answer-feedback', pattern: /^(?:so,? )?(?:what do you think(?: (?:of|about) (?:it|this|that|my (?:email|text|essay|paragraph|letter|story|draft)))?|how is it|is it (?:ok|okay|good)(?: now)?|any (?:comments|thoughts))\s*\?+\s*$/i, when: (t, m, message) => t.task === 'writing' && message.trim() === m.input.trim() },
  { kind: 'answer-feedback', pattern: /^(?:can|could) (?:you |i )?(?:give me|have|get) (?:some |any )?feedback\b|^(?:any )?feedback\s*\?|\bhow did i do\b/i },
  // 'Can we practise Part 1 about work and studies?', 'Ask me about food': the examiner's questions on that topic (ielts-topics.ts).
  { kind: 'ielts-practice', pattern: /[\s\S]+/, when: (t, m) => t.task === 'ielts' && !!findIeltsPractice(m.input) },
  { kind: 'ielts-format', pattern: /\bwhat (?:if|should i (?:say|do) if|do i (?:say|do) if) i (?:don'?t know (?:the answer|what to say|anything about)|have no idea|can'?t think of|make (?:a )?mistakes?|(?:don'?t|do not|can'?t) understand (?:the|a|her|his|your) question)|\b(?:ielts|speaking test|speaking (?:score|band|mark)s?|the test|the exam|parts? (?:1|2|3|one|two|three)|(?:which|what) part\b(?! of (?:my|your|the) (?:life|day|job|work|city|country|town))|cue card|long turn|how many parts? (?:are )?there|how many parts? (?:does|do) (?:it|the (?:speaking )?(?:test|exam|ielts)) have|how many parts? (?:in|of) (?:the )?(?:speaking )?(?:test|exam|ielts)|examiner|band descriptors?|bands? \d(?:\.5)?|criteri(?:a|on)|fluency and coherence|lexical resource)\b/i,
    // Asked or wondered about ('What is the speaking test like?', 'I don't know how Part 2 works'), not news ('I have my IELTS exam in three weeks').
    // Nerves about the test told to the examiner ('I am nervous about the speaking test') are met like a question about it.
    // Of another teacher, only about the speaking test: 'What band would this get in IELTS writing?' asks of the text written.
    // Not a request to be asked ('Could you ask me a Part 3 question?', 'Please give me a cue card') nor advice wanted on a part
    // ('I cannot speak two minutes in Part 2. What should I do?'): those are the practice and the advice.
    when: (t, m) => !ASKED_TO_PRACTISE_A_PART.test(m.input) && findAdvice(m.input)?.id !== 'longer-answers' && (t.task === 'ielts' || (/ielts|band descriptor|cue card/i.test(m.input) && !ABOUT_WRITING.test(m.input))) && (ASKS_ABOUT.test(m.input) || /\bdifference between bands? \d/i.test(m.input) || /\bi(?:'m| am| feel| get) (?:\w+ )?(?:nervous|worried|scared|anxious|stressed) (?:about|before)\b/i.test(m.input)) },
  // "How long should my answer be?", asked of the examiner (answer-ielts-format.ts).
  { kind: 'ielts-format', pattern: ANSWER_LENGTH, when: (t) => t.task === 'ielts' },
  // 'What about contractions like "don't"?', asked of the examiner: in the test, whether or not it names it (answer-ielts-format.ts).
  { kind: 'ielts-format', pattern: /\bcontractions?\b/i, when: (t, m) => t.task === 'ielts' && /\?\s*$/.test(m.input) },
  // The long turn's preparation asked of the examiner: 'How long do I have to prepare?', 'Can I make notes?'.
  { kind: 'ielts-format', pattern: /\bhow (?:long|much time) do (?:i|we) (?:have|get) (?:to|for) (?:prepare|preparation|prepar\w+|think|make notes)\b|^(?:can|may|do) i (?:make|take|write) (?:some )?notes\b/i, when: (t) => t.task === 'ielts' },
  // Whether to raise pay at all, asked of the interview coach or about an interview: 'Can I ask about the salary?'.
  { kind: 'interview-tip', pattern: /\b(?:(?:can|should|may|could) i|is it (?:ok(?:ay)?|fine|rude|good|bad|a good idea|normal|polite) to) (?:ask|bring up|mention|talk about|discuss)\b.*\b(?:salary|pay|bonus(?:es)?|benefits|holidays?|vacation days)\b|^(?:and |so )?what about (?:the )?salary\b/i, when: (t, m) => t.task === 'interview' || /\binterview/i.test(m.input) },
  { kind: 'interview-tip', pattern: /\b(?:answer|respond to|handle|reply to|say (?:to|for|when|if)|deal with|(?:they|the interviewers?|interviewers|he|she|the recruiter|the manager) (?:will |might |may |usually |always |often )?ask(?:s|ed)?)\b.*\b(?:tell me about yourself|(?:greatest |biggest )?(?:weakness(?:es)?|weak (?:points?|sides?|spots?))|(?:greatest |biggest )?strengths?|why (?:do you want|should we hire)|salary|questions? for (?:the|them|the interviewer)|where do you see yourself|gap in my cv|why (?:i|you) (?:left|leave|am leaving|are leaving|want to (?:leave|quit|change jobs?)|quit)|why (?:are you leaving|did you (?:leave|quit)|do you want to (?:leave|quit|change jobs?))|tell (?:me|them|us) about a time)\b/i },
  // "What questions will they ask me?": asked of the interview coach, the questions to expect.
  { kind: 'interview-tip', pattern: COMMON_QUESTIONS, when: (t, m) => t.task === 'interview' && ASKS_ABOUT.test(m.input) },
  // 'What salary should I ask for?', 'Should I say a number first?', 'How do I explain a career change in an interview?'.
  { kind: 'interview-tip', pattern: /\b(?:what|which|how much) (?:salary|pay)\b|\bhow much (?:should|can|do) i (?:ask|say)\b|\bshould i (?:say|give|name|tell) (?:a |the |my )?(?:number|figure|salary)\b|\bnegotiat\w* (?:the |my |a )?(?:salary|pay|offer)\b|\bsalary expectations?\b/i, when: (t, m) => t.task === 'interview' || /\binterview/i.test(m.input) },
  { kind: 'interview-tip', pattern: /\b(?:explain|talk about|justify|present|describe) (?:my |a |the )?(?:career (?:change|switch|move)|change of career)\b|\b(?:change|changing|switch|switching|move|moving) (?:my )?careers?\b/i, when: (t, m) => t.task === 'interview' || /\binterview/i.test(m.input) },
  { kind: 'interview-tip', pattern: /\bwhat (?:questions|should i ask)\b.*\b(?:interviewer|at the end|them)\b|\b(?:what|which) (?:are )?(?:some |any |good |the best |smart |useful |great |interesting )*questions (?:(?:should|can|could|do) i |to )ask (?:at the end|the interviewer|them|in (?:an|the|my) interview)\b|\bhow (?:do|should|can) i (?:negotiate|ask about) (?:my |the )?salary\b/i },
  // The classic question first, then how to answer it: "Tell me about yourself? What should I answer?"
  { kind: 'interview-tip', pattern: /\b(?:tell me about yourself|(?:greatest |biggest )?(?:weakness(?:es)?|weak (?:points?|sides?|spots?))|(?:greatest |biggest )?strengths?|why (?:do you want|should we hire)|where do you see yourself|tell (?:me|us) about a time)\b.*\b(?:what (?:should|do|can) i (?:answer|say)|how (?:should|do|can) i answer|how to answer)\b/i },
  // "What should I say about my weakness?" asked of the interview coach, or of an interview.
  { kind: 'interview-tip', pattern: /\bwhat (?:should|can|could|do) i (?:say|tell them|mention) about (?:my (?:greatest |biggest |main )?(?:weakness(?:es)?|strengths?|weak points?)|why i (?:left|am leaving|want to leave|want to change))\b/i, when: (t, m) => t.task === 'interview' || /\binterview/i.test(m.input) },
  // "What is a good weakness to say?", "Which strengths should I mention?": what to answer when asked it.
  { kind: 'interview-tip', pattern: /^(?:so,? |and |but )?(?:what|which) (?:are |is )?(?:a |some |the )?(?:good |safe |best |common |right )?(?:weakness(?:es)?|strengths?)(?: (?:should|can|could|do) i (?:say|mention|give|talk about|use|choose)| (?:to|i can|i could) (?:say|mention|give|talk about|use)| for (?:an |a |my |the )?(?:job )?interview)?\s*[?.!]*$/i },
  // "Should I ask questions at the end?", "How long should my answers be?" (asked of the interview coach), a weakness every interviewer hears.
  { kind: 'interview-tip', pattern: /\b(?:should|can|do) i ask (?:any |some |my own )?questions\b/i, when: (t) => t.task === 'interview' },
  // Whether to tell the interviewer something: 'Should I mention my age?', '...that I have another offer?', 'Should I put my photo on my CV?'.
  { kind: 'interview-tip', pattern: /\b(?:should|can|may|could|do) i (?:mention|say|tell (?:them|the interviewer|him|her)|talk about|put|include|bring up|add)\b.*\b(?:my age|how old|married|marital|my (?:children|kids)|(?:have|got) (?:two |three |a |some )?(?:children|kids)|religion|pregnan\w*|offers?|hobb(?:y|ies)|free time|fired|dismissed|let go|laid off|redundan\w*|sacked|photo|picture)\b/i, when: (t) => t.task === 'interview' },
  { kind: 'interview-tip', pattern: /^(?:so,? |and |but )?is (?:that|this|it|mine) a good (?:weakness|strength)\b/i, when: (t) => t.task === 'interview' },
  // Oliver on how to handle the test: a pause to think, idioms, answers learnt by heart, complex grammar.
  // Only asked as how to handle the test ('Is it bad if I...', 'Should I use...', 'How can I use...'), not 'What does the idiom
  // mean?', 'Teach me some idioms' or 'How do I memorise new words?', which other answers take.
  { kind: 'ielts-format', pattern: /\b(?:pauses?|pausing|stop (?:and|to) think|idioms?|memori[sz]\w*|by heart|complex (?:grammar|sentences?|structures?)|more (?:advanced|complex) grammar|gonna|wanna|slang)\b/i, when: (t, m) => t.task === 'ielts' && /\?\s*$/.test(m.input) && HANDLING_THE_TEST.test(m.input) && !/\b(?:what does|mean|meaning|teach me|some idioms|vocabulary|new words)\b/i.test(m.input) },
  { kind: 'interview-tip', pattern: /\bhow long (?:should|do|can|must) (?:my|the|an?|interview) (?:interview )?answers?\b|\bhow long should i (?:speak|talk|answer)\b/i, when: (t) => t.task === 'interview' },
  { kind: 'interview-tip', pattern: /\b(?:my|the) (?:biggest |greatest |main )?weakness (?:is|would be)\b.*\b(?:perfectionis[tm]|work too (?:hard|much)|care too much|too honest|workaholic)\b/i },
  // The interviewer's question itself, sent to the interview coach ("Why should we hire you?", "Where do you see yourself in five years?"): how to answer it.
  // Not "Tell me about yourself.", which asks the teacher about himself as often.
  { kind: 'interview-tip', pattern: /^(?:so,? |and |but )?(?:why do you (?:want|wish) (?:to (?:work|join|be) (?:here|for us|with us|us|part of (?:this|the) team)|this (?:job|role|position))|why should we hire you|what are your (?:greatest |biggest |main )?(?:strengths|weaknesses)|what is your (?:greatest |biggest |main )?(?:strength|weakness)|where do you see yourself in (?:five|5|ten|10) years(?:' time)?|why (?:are you leaving|did you leave) your (?:current |last |previous )?job|what are your salary expectations|tell me about a time (?:when )?you [^?.!]{5,80})\s*[?.!]*$/i,
    when: (t) => t.task === 'interview' },
  { kind: 'interview-tip', pattern: /\bwhat (?:is|are|should be|could be) my (?:greatest |biggest |main )?(?:weakness(?:es)?|strengths?)\b/i },
  // The classic question named as a difficulty: "'Tell me about yourself' is always hard for me".
  { kind: 'interview-tip', pattern: /\b(?:tell me about yourself|(?:greatest |biggest )?(?:weakness(?:es)?|weak (?:points?|sides?|spots?)) question|why should we hire you)\b.*\b(?:difficult|hard|tricky|a problem|struggle|stuck|freeze|panic|don'?t know (?:what|how))\b|\b(?:difficult|hard|struggle|stuck|freeze|panic)\b.*\b(?:tell me about yourself|why should we hire you)\b/i },
  // What to do around the interview itself: a thank-you email, what to wear, an interview online.
  { kind: 'interview-tip', pattern: /\b(?:should i|do i need to|how (?:do|can|should) i) (?:send|write) (?:a |an )?(?:thank[- ]?you|follow[- ]?up) (?:e-?mail|note|letter|message)\b|\b(?:what|how) (?:should|do|can) i (?:wear|dress)\b.*\binterview\b|\b(?:what (?:should|do|can) i|should i|do i need to|what do i need to) (?:bring|take)\b.*\binterview\b|\b(?:tips?|advice) (?:for|on|about) (?:an? |my |the )?(?:online|video|zoom|teams|phone) interviews?\b/i },
  { kind: 'interview-tip', pattern: /\b(?:help me|how (?:do|can|should) i) (?:to )?(?:prepare|get ready) for (?:a |an |my |the )?(?:job )?interview\b/i },
  // Nerves before an interview, said or asked ("I am very nervous about my interview", "How can I stay calm in an interview?").
  { kind: 'interview-tip', pattern: /\b(?:i'?m|i am|i feel|i get|i always get) (?:very |so |really |quite |a bit |a little |always |super |too )?(?:nervous|anxious|stressed|scared|afraid|worried|panicking)\b|\bhow (?:do|can|should) i (?:stay calm|stop being nervous|not be nervous|be less nervous|calm down|control my nerves|deal with (?:my )?(?:nerves|stress|anxiety))\b/i,
    when: (t, _m, message) => /\binterview/i.test(message) || t.task === 'interview' },
  // An offer to answer with a higher figure ('They offered me 45.000 but I want 55.000. What can I say?').
  { kind: 'interview-tip', pattern: OFFER_TO_ANSWER, when: (t) => t.task === 'interview' || t.task === 'business' },
  // An interview that went badly or a job not got: what to do next.
  { kind: 'interview-tip', pattern: INTERVIEW_SETBACK,
    when: (t, _m, message) => /\b(?:interview|job)/i.test(message) || t.task === 'interview' },
  // Little or no experience: what to say instead.
  { kind: 'interview-tip', pattern: /\b(?:i (?:don'?t|do not|didn'?t|did not) have|i have (?:no|little|not much)|without|with (?:no|little)|not enough) (?:any |much |enough |work |real |professional )*experience\b/i,
    when: (t, _m, message) => /\b(?:interview|job|say|answer|cv|apply|hire)/i.test(message) || t.task === 'interview' },
  { kind: 'email-opening', pattern: /^(?!.*\be-?mail (?:account|address|app)s?\b).*?(?:\b(?:start|open|begin|end|close|finish|sign off|greet|address|salutations?|greetings?|openings?|closings?|sign-?offs?)\b.*\b(?:e-?mails?|letters?)\b|\b(?:starting|beginning|ending|finishing) (?:of )?(?:the |an? |my |your )?(?:e-?mails?|letters?)\b(?! (?:account|address|app))|\b(?:e-?mails?|letters?)\b.*\b(?:openings?|greetings?|closings?|sign-?offs?|salutations?|start|end)\b|dear sir or madam|\bdear (?:sir|madam)\b(?=.*\b(?:ok(?:ay)?|old-?fashioned|correct|right|fine|polite|formal)\b)|\b(?:use|write|start with|begin with) ["'‘“]?dear (?:sir|madam)\b|to whom it may concern|yours (?:sincerely|faithfully)|best regards|kind regards)/i,
    // A question about openings is short; a long message with 'Dear...' and 'Best regards' is an email to look at.
    when: (_, _match, message) => wordCount(message) <= 30 },
  // "Is 'Regards' too cold?", "Is 'Cheers' ok?": a sign-off we know, quoted and asked about.
  // 'And if I don't know the name of the person?', asked of the writing or business coach: how to greet an unknown reader.
  { kind: 'email-opening', pattern: /^(?:(?:and|but|so|ok(?:ay)?),?\s+)?(?:what |and )?if i (?:don'?t|do not) know (?:the|their|his|her) name(?: of the (?:person|reader|recipient|manager|company contact))?\s*\??\s*$/i, when: (t) => t.task === 'writing' || t.task === 'business' },
  { kind: 'email-opening', pattern: /^(?:is|can i (?:use|write|say)|should i (?:use|write)|what about|how about) ["'‘“][^"'’”]{2,50}["'’”]/i, when: (_, match) => !!findSignOff(match.input) },
  { kind: 'word-register', pattern: ASKS_REGISTER, when: (_, m) => !!findWordRegister(m[1] ?? m[2] ?? '') || isQuoted(m[0].replace(/^(?:(?:and|but|so)\s+)?(?:is|does)\s+/i, '')) },
  // After the email openings and sign-offs: 'Is 'Please find attached' old-fashioned?' is asked of that phrase.
  // A word the table knows, or any quoted one ('Is the meeting formal?' asks about the meeting, not a word).
  // "What should I say to an angry guest?": only for a situation we have phrases for (situation-phrases.ts); before
  // the meeting moves, which would give a meeting's disagreement for 'How do I say no politely?'.
  { kind: 'what-to-say', pattern: ASKS_WHAT_TO_SAY, when: (t, m) => !isSpanishTeacher(t) && !!findSituation(m.input) },
  // "I'm worried about small talk with a new client": a worry about one of the situations, met with its phrases and a role-play
  // (nerves about speaking itself, 'I'm nervous on the phone', are speaking-nerves.ts's).
  { kind: 'what-to-say', pattern: /\bi(?:'m| am) (?:a bit |a little |really |very |so |quite )?(?:worried|not (?:very )?(?:good|confident)) (?:about|at|with) (?!my (?:exam|test|ielts)\b)(.{3,60}?)\s*[.!]*$/i, when: (t, m) => !isSpanishTeacher(t) && !!findSituation(m[1]!) },
  // "How do I write a polite reminder email to a client who didn't pay?": the email is the situation's own.
  { kind: 'what-to-say', pattern: /\bhow (?:do|should|can|could|would) i (?:politely )?write (?:an? |the )?(?:[a-z]+ ){0,3}(?:e-?mail|message|letter)\b/i, when: (t, m) => !isSpanishTeacher(t) && findSituation(m.input)?.id === 'payment-reminder' },
  // "Can you teach me some words for cooking?" (answer-topic-words.ts); Lucía's words come from her glossary.
  { kind: 'topic-words', pattern: ASKS_TOPIC_WORDS, when: (t, m) => !isSpanishTeacher(t) && !!findTopicWords(m.input) },
  // "¿Me enseñas los números?", "Can you teach me some words for food?" asked of Lucía: her Spanish words (spanish-topic-words.ts).
  { kind: 'topic-words', pattern: /[\s\S]+/, when: (t, m) => isSpanishTeacher(t) && !!findSpanishTopicWords(m.input) },
  // "How can I remember new words?": only for a topic we have advice on (learning-advice.ts).
  { kind: 'advice', pattern: ASKS_ADVICE, when: (t, m) => !isSpanishTeacher(t) && !!findAdvice(m.input) },
  // "What false friends should I know?" asked of Lucía: her list (spanish-false-friends.ts).
  { kind: 'false-friends', pattern: ASKS_FALSE_FRIENDS, when: (t) => isSpanishTeacher(t) },
  // 'Does "embarazada" mean embarrassed?', '¿"Actual" significa actual?': one false friend asked about.
  { kind: 'false-friends', pattern: FALSE_FRIEND_MEANING, when: (t, m) => isSpanishTeacher(t) && !!findFalseFriend(m[1] ?? m[2] ?? m[3] ?? '') },
  { kind: 'false-friends', pattern: LOOKALIKE_ASKED, when: (t, m) => isSpanishTeacher(t) && !!findByLookalike(m[1]!) },
  // "Should I learn German or focus on English?": a choice in the learner's life, weighed with them (choice-between.ts).
  { kind: 'choice', pattern: ASKS_CHOICE, when: (t, m) => !isSpanishTeacher(t) && !!findChoice(m.input) },
  // "I want to speak like an American": a wish that asks for advice on the accent without asking.
  // "Is my accent a problem?", "Is my accent bad?": the learner's own accent, asked about as advice.
  { kind: 'advice', pattern: /^(?:is|will) my accent (?:a problem|bad|too strong|strong|ok(?:ay)?|a big problem|be a problem)\b/i, when: (t) => !isSpanishTeacher(t) },
  { kind: 'advice', pattern: /\bi (?:want|would like|'d like|wish|hope) (?:to )?(?:speak|sound|talk) like (?:an? )?(?:american|british|native(?: speaker)?|english person)\b/i, when: (t) => !isSpanishTeacher(t) },
  // Lucía: findAdvice tells a request for advice itself, asked in Spanish or in English.
  { kind: 'advice', pattern: /[\s\S]/, when: (t, m) => isSpanishTeacher(t) && !!findAdvice(m.input, true) },
  { kind: 'business-phrase', pattern: /\bhow (?:can|do|should|could) i (?:politely |diplomatically |professionally )?(interrupt|disagree|summari[sz]e|ask (?:for )?clarification|ask someone to repeat|move on|open a meeting|start a meeting|end a meeting|close a meeting|start (?:a|the|my) presentation|(?:end|finish|close|conclude|wrap up) (?:a|the|my) presentation|make small talk|say no|decline|follow up|introduce myself)\b/i, when: (t) => !isSpanishTeacher(t) },
  // The same asked as "What phrases can I use to open the meeting?": 'the meeting' is read as 'a meeting'.
  { kind: 'business-phrase', pattern: /\bwhat (?:phrases|words|expressions|can i say|should i say|do i say|could i say)\b.*?\b(?:to|when i|for)\s+(?:politely |diplomatically |professionally )?(interrupt|disagree|summari[sz]e|ask (?:for )?clarification|move on|(?:open|start|end|close) (?:a|the) meeting|(?:start|end) (?:a|the|my) presentation|make small talk|say no|decline|follow up|introduce myself)\b/i },
  // "What phrases can I use to show a graph?": the language of figures in a presentation.
  { kind: 'business-phrase', pattern: /\b(?:what|which|any) (?:phrases|words|expressions|language|verbs|can i say|should i say|do i say)\b.*?\b((?:describe|show|present|explain|talk about|talk through) (?:a |the |my |our |this )?(?:graphs?|charts?|figures|numbers|data|sales figures|results|trends?|slides?))\b|\bhow (?:can|do|should) i ((?:describe|present|talk about|explain) (?:a |the |my |our |this )?(?:graphs?|charts?|figures|numbers|data|trends?))\b/i },
  // "What should I not say in small talk?", "Which topics are safe for small talk?": the topics to keep to, and to avoid.
  { kind: 'business-phrase', pattern: /\b((?:what|which) (?:should i (?:not |never )?(?:say|talk about|avoid|ask)|shouldn'?t i (?:say|talk about|ask)|topics? (?:should i avoid|are (?:safe|ok|okay|good|bad)|to avoid)))\b.*\bsmall talk\b/i },
  // "What if someone asks a question I can't answer?", asked of the business coach: how to say you will come back to it.
  { kind: 'business-phrase', pattern: /\b(?:what (?:if|do i say if|should i say if|can i say if|do i do if|should i do if|(?:do|should|can) i (?:say|do) when)|how (?:do|should|can) i (?:answer|handle|deal with|respond to))\b.*?\b((?:a )?questions? (?:that )?(?:i|I) (?:can'?t|cannot|don'?t know how to) answer|(?:i )?don'?t know the answer|difficult questions?|tough questions?|hard questions?)\b/i, when: (t) => t.task === 'business' },
  // Ethan: a salary or a raise to negotiate ('Can you give me phrases for negotiating a salary?', 'How do I ask for a raise?').
  { kind: 'business-phrase', pattern: /\b(?:phrases?|words|expressions|language|tips|how (?:do|can|should|could) i|what (?:do|should|can) i say (?:to|when i|if i))\b.*?\b(negotiat\w* (?:a |my |the |for a |for my )?(?:higher |better |new )?(?:salary|pay|raise|pay rise)|ask(?:ing)? (?:for|about) (?:a |my )?(?:pay rise|raise|promotion|higher salary))\b/i, when: (t) => t.task === 'business' },
  // 'Can you give me 3 good questions to ask?' asked of Daniel: questions to ask the interviewer (said so: questions alone may be
  // questions to practise with).
  { kind: 'interview-tip', pattern: /\b(?:give me|suggest|tell me|do you have|any) (?:\d+|some|a few|two|three|four|five|more)? ?(?:good |smart |useful |great )?questions (?:to ask(?: (?:them|the interviewer|at the end))?|i can ask(?: (?:them|the interviewer|at the end))?|for (?:the interviewer|them))\s*[?.!]*$/i, when: (t, m) => t.task === 'interview' && !/\b(?:practi[cs]e|mock|ask me)\b/i.test(m.input) },
  // 'What kind of questions can I ask?', 'Is it bad to talk about a failure in an interview?', asked of Daniel: his tips.
  { kind: 'interview-tip', pattern: /^(?:(?:so|and|ok(?:ay)?|but),?\s+)?(?:what|which) (?:kinds? of |sorts? of |types? of )?questions (?:can|should|could|may) i ask(?! you\b)(?![^?]*\bpracti[cs]e)\b|\bis it (?:bad|ok(?:ay)?|wise|a good idea|a bad idea|dangerous|fine) to (?:talk|speak) about (?:a |my |your )?(?:failures?|mistakes?)\b/i, when: (t) => t.task === 'interview' },
  // Daniel: how to close the interview ('What should I say at the end of the interview?').
  { kind: 'interview-tip', pattern: /\bwhat (?:should|do|can|could) i say (?:at the end|to finish|to close|when it ends|before i leave)\b|\bhow (?:do|should|can) i (?:end|finish|close) (?:the|an|my) interview\b/i, when: (t) => t.task === 'interview' },
  // Ethan: meeting a client or a new team for the first time ('How can I make a good first impression?').
  { kind: 'business-phrase', pattern: /\b(?:how (?:can|do|should|could) i|tips (?:for|to|on)|what (?:should|can) i do to)\b.*?\b((?:make|give|making|giving) a (?:good |great |positive |strong )?first impression)\b/i, when: (t) => t.task === 'business' },
  // Ethan: someone at work turns the learner's idea down ('What if my boss says no to my idea?').
  { kind: 'business-phrase', pattern: /\bwhat (?:if|do i say if|should i say if|can i say if|do i do if|should i do if|happens if)\b.*?\b(?:boss|manager|client|customer|team|colleagues?|they|he|she)\b.*?\b(says? no|disagrees?|rejects?|doesn'?t (?:agree|like|accept)|don'?t (?:agree|like|accept)|turns? (?:it|my \w+) down)\b/i, when: (t) => t.task === 'business' },
  // "Can you give me some idioms?": Ethan's are business idioms, anyone else's everyday ones.
  { kind: 'business-idiom', pattern: ASKS_FOR_IDIOMS, when: (t) => t.task === 'business' },
  // "Can you give me other phrases like that?" just after one of his idioms: more of them.
  { kind: 'business-idiom', pattern: /\b(?:other|more|similar|some more) (?:phrases|expressions|idioms|ones)(?: like (?:that|this|these|those|it|them))\b/i, when: (t) => t.task === 'business' },
  { kind: 'everyday-idiom', pattern: ASKS_FOR_IDIOMS, when: (t) => !isSpanishTeacher(t) },
  { kind: 'business-idiom', pattern: /\b(?:business|office|meeting|work|corporate|professional)\s+(?:idioms?|expressions?|phrases?|jargon|slang)\b|\b(?:idioms?|expressions?|phrases?|jargon)\b.*\b(?:for|at|in|use in|used in) (?:a |the )?(?:work|office|meetings?|business|negotiations?|presentations?)\b/i },
  // "Can you help me with my essay?", after the persona answers that take their own help requests (an interview, IELTS).
  // "Can you help me with the word 'schedule'?", asked of the pronunciation coach: how it sounds.
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bhelp me (?:with|say|to say|pronounce|to pronounce) (?:how to say )?${NAMED_WORD}(?:,? please)?${END}`, 'iu'), when: (t) => t.task === 'pronunciation' },
  { kind: 'help-request', pattern: ASKS_FOR_HELP },
  { kind: 'help-request', pattern: NEEDS_TO_WRITE, when: (t) => !isSpanishTeacher(t) },
  { kind: 'help-request', pattern: WRITE_IT_FOR_ME, when: (t) => !isSpanishTeacher(t) },
  // Only a request with no text after it ('Can you check my essay?'): with the text there, the text is checked.
  // 'Could you correct this?' alone points at the learner's last message; with words after it, at those ('... 'She don't like it.'').
  { kind: 'help-request', pattern: ASKS_TO_READ, when: (_t, m, message) => {
    const help = findHelpRequest(m.input);
    const wordsAfter = wordCount(message) - wordCount(m.input);
    return help !== null && (POINTED_TEXT.test(help.about) ? wordsAfter === 0 : wordsAfter < TEXT_AFTER_REQUEST);
  } },
  // 'Can you correct my text? Yesterday I go...': the text after the request, checked.
  { kind: 'is-correct', pattern: new RegExp(String.raw`^(?:(?:can|could|would|will) you (?:please )?|please )?(?:check|correct|proofread)(?: (?:my|this|the) (?:text|essay|paragraph|sentences?|e-?mail|letter|writing|answer|homework|message|note|reply|post))?(?: (?:to|for) (?:my|the|a|our) [a-z]+)?(?: for me)?(?:,? please)?\s*[:?.]\s*(\S+(?:\s+\S+){${TEXT_AFTER_REQUEST - 1},})${END}`, 'i') },
  // Forms.
  { kind: 'participle', pattern: new RegExp(String.raw`\bpast participle (?:form )?of ${ANY}${END}`, 'i') },
  // Asked of Lucía about a Spanish verb ('What is the past tense of tener?'), it is her conjugation's (spanish-conjugations.ts).
  { kind: 'past-tense', pattern: new RegExp(String.raw`\b(?:past(?: simple| tense)?|simple past|preterite)(?: form)? (?:of|for) ${ANY}${END}`, 'i'), when: (t, m) => !isSpanishTeacher(t) || findVerbAsked(m.input) === undefined },
  { kind: 'past-tense', pattern: new RegExp(String.raw`\bhow do (?:i|you|we) (?:say|make|form|write) ${ANY} in the past${END}`, 'i') },
  { kind: 'plural', pattern: new RegExp(String.raw`\bplural(?: form)? (?:of|for) ${ANY}${END}`, 'i') },
  { kind: 'comparative', pattern: new RegExp(String.raw`\b(?:comparative|superlative)(?: form)? (?:of|for) ${ANY}${END}`, 'i') },
  // Checks of the learner's own sentence.
  { kind: 'is-correct', pattern: new RegExp(String.raw`(?:\b(?:is it|is this|would it be|it is)|^(?:so |and |but )?is) (?:grammatically )?(?:correct|right|ok|okay|fine|grammatical|good english|natural|wrong) (?:to say|if i say|saying|to write)[:,]?\s*${ANY}${END}`, 'i') },
  // 'I thinked about it yesterday. Is correct?', 'She said me that she is tired. Correct?': the sentence before the question.
  { kind: 'is-correct', pattern: /^(?:(?:ok|okay|so|well|and),?\s+)?(\S+(?:\s+\S+){2,}?)\s*[.,!?]\s+(?:(?:is|was) (?:it|this|that) (?:correct|right|ok|okay|grammatical|good english)|is correct|correct|grammatical)\s*\?\s*$/i },
  // "Thanks. One more question: it's correct to say "Let's discuss about the budget"?": 'it's' asks only about words quoted.
  // "Why do native people say 'wanna'? Is it correct?": the word quoted, asked whether it is right (an informal form is said so).
  { kind: 'is-correct', pattern: /^why (?:do |does )?(?:native speakers?|native people|natives|people|americans?|english people|they|everyone) (?:say|use|write) (["'‘“][^"'’”]+["'’”])\s*\?\s*(?:is (?:it|that)|it is|it's|that is|is this) (?:correct|right|ok(?:ay)?|good english)\s*\?*\s*$/i },
  { kind: 'is-correct', pattern: new RegExp(`\\bit'?s (?:grammatically )?(?:correct|right|ok|okay) (?:to say|if i say|saying|to write)[:,]?\\s*(["'‘“].+?["'’”])${END}`, 'i') },
  // 'Should it be "no compró nada"?', 'Shouldn't it be "she doesn't"?': a version the learner offers, to be checked.
  { kind: 'is-correct', pattern: new RegExp(`^(?:so |and |but |then |or )?(?:should(?:n'?t)?|would|could) it be (["'‘“].+?["'’”])(?: instead| then| here)?${END}`, 'i') },
  { kind: 'is-correct', pattern: new RegExp(`^(?:so |and |but |then )?(?:is|does) (["'‘“].+?["'’”]) (?:correct|right|ok|okay|grammatical|good english|natural|wrong|incorrect|a mistake|an error|sound (?:right|natural|ok|okay|correct|wrong))(?: english| grammar| to say| in english)?${END}`, 'i') },
  { kind: 'is-correct', pattern: new RegExp(`^(?:(?:ok(?:ay)?|so|and|but|then),?\\s+)*(["'‘“].+?["'’”])[,:]? (?:is (?:that|this|it) |is )?(?:not )?(?:correct|right|ok|okay|grammatical|wrong|incorrect|better)(?: (?:here|now|then))?${END}`, 'i') },
  // A phrase asked about in a follow-up: 'So I can say "I was in charge of the budget"?', 'And "near of"?', 'Entonces "íbamos"?',
  // '¿Es correcto "fuimos" aquí?' (a change the teacher showed, or words she did not mark, are answered before: why-after-correction.ts).
  { kind: 'is-correct', pattern: new RegExp(`^(?:(?:ok(?:ay)?|so|then),?\\s+)*i can (?:say|use|write) (["'‘“].+?["'’”])(?: (?:here|then|instead))?${END}`, 'i') },
  { kind: 'is-correct', pattern: /^¿?\s*(?:and|what about|how about|entonces|y|o)\s+(["'‘“«][^"'’”»]+["'’”»])\s*\?+\s*$/i },
  // 'And "responsible of"?' (its 'and' cleaned off): words quoted and asked about alone; one word alone may ask its meaning.
  { kind: 'is-correct', pattern: /^(["“][^"”]+\s[^"”]+["”])\s*\?+\s*$/ },
  { kind: 'is-correct', pattern: /^¿?\s*(?:es|est[aá]) (?:correct[oa]|bien) (["'‘“«][^"'’”»]+["'’”»])(?: aqu[ií]| as[ií])?\s*\?+\s*$/i },
  // '¿Entonces "soy cansada" está mal?', 'Ah ok. Entonces "soy cansada" es mal?': the quoted words judged, in Spanish.
  { kind: 'is-correct', pattern: /(?:^|[.!?]\s+)¿?\s*(?:(?:ah|ok|vale|y|pero|entonces),?\s+)*(["'‘“«][^"'’”»]+["'’”»])\s+(?:est[aá]|es)\s+(?:mal|bien|correct[oa]|incorrect[oa])\s*\?+\s*$/i },
  // 'Y "yo gusto el chocolate" es correcto?', '¿"Fuimos" está bien?': the quoted words first, the question after them.
  { kind: 'is-correct', pattern: /^¿?\s*(?:(?:y|entonces|pero|and|so),?\s+)?(["'‘“«][^"'’”»]+["'’”»])\s*,?\s*(?:es|est[aá]) (?:correct[oa]|bien)(?: aqu[ií]| as[ií])?\s*\?+\s*$/i },
  // 'Should I use "has become" instead of "became"?', 'Is "por mi trabajo" right or should it be "para"?': two forms weighed.
  { kind: 'is-correct', pattern: new RegExp(`^(?:so |and )?should i (?:use|say|write) (["'‘“][^"'’”]+["'’”]) (?:instead of|or|rather than) (["'‘“][^"'’”]+["'’”])${END}`, 'i') },
  // 'why we say "people are" and not "people is"?': two forms, the one said right told apart from the other.
  { kind: 'is-correct', pattern: new RegExp(`^(?:(?:but|and|so|ok(?:ay)?)[,!.]?\\s+)?why (?:do )?(?:we|you|people|english speakers) (?:say|use|write) (["'‘“][^"'’”]+["'’”]),? (?:and )?(?:not|instead of|rather than) (["'‘“][^"'’”]+["'’”])(?:,? (?:when|if|for) [^?]{1,80})?${END}`, 'i') },
  // 'why is "a accident" wrong?': the words quoted, judged (why-after-correction.ts answers first where the teacher showed the change).
  { kind: 'is-correct', pattern: new RegExp(`^(?:(?:but|and|so|ok(?:ay)?)[,!.]?\\s+)?why (?:is )?(["'‘“][^"'’”]+["'’”]) (?:is )?(?:wrong|incorrect|not correct|not right|a mistake)${END}`, 'i') },
  // 'is it correct now: My brother lost his passport.', 'Is this ok? I have worked here since 2019.': the sentence after it.
  { kind: 'is-correct', pattern: /^(?:(?:ok(?:ay)?|so|and|then)[,!.]?\s+)*(?:is (?:it|this|that) |is )?(?:correct|right|ok|okay|better|good)(?: now)?\s*[:?]\s*["'‘“]?(\p{L}[^"'’”]*?\p{L}[.!]?)["'’”]?\s*$/iu, when: (_t, m) => wordCount(m[1]!) >= 4 },
  // 'Is correct "in the night" or "at night"?', 'Which is right: "I am agree" or "I agree"?': two quoted forms, one to choose.
  { kind: 'is-correct', pattern: new RegExp(`^(?:so |and )?(?:is |which (?:one )?is |what is )?(?:it )?(?:more )?(?:correct|right|better)(?: to say)?[:,]? (["'‘“][^"'’”]+["'’”]),? or (["'‘“][^"'’”]+["'’”])${END}`, 'i') },
  // As learners ask it: 'is correct "she don't like coffee"?', 'Could you tell me if "I'm looking forward to it" is correct?'.
  // 'is it correct "I am boring" when I have nothing to do?': the words quoted, with what they are meant for after them.
  { kind: 'is-correct', pattern: new RegExp(`^(?:so |and |but |then )?is (?:it )?(?:correct|right|ok|okay)(?: to say| to write| in english)?[:,]? ("[^"]+"|“[^”]+”|'.+?'|‘[^’]+’)(?: in english)?(?:,? (?:when|if|for|to (?:mean|say)|meaning|about) [^?"“]{1,60})?${END}`, 'i') },
  { kind: 'is-correct', pattern: new RegExp(`\\b(?:tell me|let me know|know) (?:if|whether) (["'‘“].+?["'’”]) is (?:correct|right|ok|okay|good english|grammatical|wrong)${END}`, 'i') },
  // Two forms offered: 'Is "people is" or "people are"?', 'how to say correctly: "I am agree" or "I agree"?', 'what about "make a photo" or "take a photo"?'.
  { kind: 'is-correct', pattern: new RegExp(`^(?:so |and )?(?:is(?: it (?:ok|okay|correct|right|better)(?: to (?:say|write))?)?|do (?:we|you|i) say|should i say|(?:how|what) (?:to|do (?:i|you|we)|should i) say(?: it| this)?(?: correctly)?|what about|how about)[:,]? (["'‘“][^"'’”]+["'’”]),? or (["'‘“][^"'’”]+["'’”])${END}`, 'i') },
  // Spanish, two forms offered: 'entonces digo "soy cansada" o "estoy cansada"?', '¿se dice "la agua" o "el agua"?'.
  { kind: 'is-correct', pattern: /^(?:[^"'‘“«:]{3,60}:\s*)?¿?\s*(?:(?:entonces|y|pero),?\s+)?(?:digo|se dice|decimos|uso|escribo|es|est[aá] bien(?: decir)?)[:,]? (["'‘“«][^"'’”»]+["'’”»]) o (["'‘“«][^"'’”»]+["'’”»])\s*\?*\s*$/iu },
  { kind: 'is-correct', pattern: new RegExp(String.raw`^(?:can|could|may) (?:i|you|we) say[:,]?\s*${ANY}${END}`, 'i'), when: (_, m) => isQuoted(m[1]!) || wordCount(m[1]!) >= 3 },
  { kind: 'is-correct', pattern: new RegExp(String.raw`\b(?:is|was) (?:this|my) (?:sentence|phrase|grammar) (?:correct|right|ok|okay)[:,?]?\s*${ANY}${END}`, 'i') },
  { kind: 'is-correct', pattern: new RegExp(String.raw`\b(?:check|correct) (?:this|my) (?:sentence|phrase|grammar)[:,?]?\s*${ANY}${END}`, 'i') },
  // 'Here is my sentence: "In the meeting was decided..."': one sentence shown is one to check.
  { kind: 'is-correct', pattern: new RegExp(String.raw`^(?:(?:ok(?:ay)?|so|and),?\s+)?(?:here is|here's|this is) (?:my|the) (?:new )?sentence[:,]\s*${ANY}${END}`, 'i') },
  // "Can you check this: We was happy.", "Check this please: ...": the sentence after the request (a longer text is a text to check, text-to-check.ts).
  { kind: 'is-correct', pattern: new RegExp(String.raw`^(?:(?:can|could|would|will) you (?:please )?|please )?(?:check|correct)(?: this| it)?(?: for me)?(?:,? please)?[:?]\s*(["'‘“].+?["'’”]|\S.*\s\S.*)${END}`, 'i') },
  // "¿Puedes corregir mi frase? Ayer fui a la playa.", "¿Está bien esta frase? ...", "Corrige esto: ...": the sentence after the request.
  { kind: 'is-correct', pattern: new RegExp(String.raw`^¿?\s*(?:(?:me )?(?:puedes|podr[ií]as|puede) (?:corregir(?:me)?|revisar(?:me)?|mirar(?:me)?)|corr[ií]ge(?:me)?|revisa(?:me)?|(?:est[aá]|es) (?:bien|correct[ao])) (?:esta|mi|la|esto|lo siguiente)(?: (?:frase|oraci[oó]n))?(?:,? por favor)?\s*[:?]\s*(["'‘“«].+?["'’”»]|\S.*\s\S.*)${END}`, 'i') },
  // "Is this correct: 'I am agree with you.'": the sentence after the question.
  { kind: 'is-correct', pattern: new RegExp(String.raw`^(?:is|was) (?:this|it|that) (?:correct|right|ok|okay|grammatical)[:,?]\s*(["'‘“].+?["'’”]|\S.*\s\S.*)${END}`, 'i') },
  // Not '¿Está bien esta frase?' alone: that points at the sentence after it (the request above).
  // Asked, not told: 'El agua está bien bonita' says the water is very pretty ('bien' before an adjective is 'very').
  { kind: 'is-correct', pattern: new RegExp(String.raw`\b(?:est[aá] bien|es correcto) (?:decir )?(?!(?:esta|mi|la) (?:frase|oraci[oó]n)${END})(?!mi (?:español|inglés|nivel|pronunciación|gramática)${END})(?!(?:todo )?lo que (?:escrib|dije|he escrito))${ANY}${END}`, 'i'), when: (_, match, message) => /^\s*¿|\?\s*$/.test(message) || /(?:bien|correcto) decir /i.test(match[0]) },
  { kind: 'is-correct', pattern: new RegExp(String.raw`\b(?:which|what) (?:one )?(?:is|sounds) (?:correct|right|better|more natural)[:,?]?\s*${ANY} or ${ANY}${END}`, 'i') },
  // '¿Cuándo son las Fallas?', '¿A qué hora cenan en España?': what Lucía knows of Valencia and Spain (spain-questions.ts).
  { kind: 'spain-question', pattern: /[\s\S]+/, when: (t, m) => isSpanishTeacher(t) && /\?|^¿/.test(m.input) && !!findSpainQuestion(m.input) },
  // '¿"La mano" es femenino o masculino?', '¿Por qué "el problema" es masculino?', "What gender is 'agua'?": a noun's gender (Lucía's).
  { kind: 'noun-gender', pattern: /["'‘“«]((?:(?:el|la|un|una) )?\p{L}+)["'’”»][^"'‘“«]{0,20}?\b(?:es|is)\s+(?:(?:femenin[oa]|masculin[oa]|feminine|masculine)\s+(?:o|or)\s+(?:femenin[oa]|masculin[oa]|feminine|masculine)|(?:femenin[oa]|masculin[oa]|feminine|masculine)\b)/iu, when: (t, m) => isSpanishTeacher(t) && /\?|\bpor qu[eé]\b|\bwhy\b/i.test(m.input) },
  { kind: 'noun-gender', pattern: /\b(?:qu[eé] g[eé]nero (?:es|tiene)|what gender is|is it masculine or feminine:?|es (?:masculino|femenino) o (?:femenino|masculino))\s+["'‘“«]?((?:(?:el|la|un|una) )?\p{L}+)["'’”»]?\s*\?*\s*$/iu, when: (t) => isSpanishTeacher(t) },
  // "Is 'until friday' correct or I should say 'by friday'?": the learner's form, then the one they wonder about.
  { kind: 'is-correct', pattern: /^(?:(?:and|so|but),?\s+)?(?:is|are) (["'‘“][^"'’”]+["'’”]) (?:correct|right|ok|okay|good|fine)[,]? or (?:should i|i should|do i|can i|must i|is it better to) (?:say|use|write) (["'‘“][^"'’”]+["'’”])(?: instead)?\s*\?*\s*$/i },
  // '¿Por qué se dice "me gusta" y no "yo gusto"?': the form said and the one not, which one is right and why.
  { kind: 'is-correct', pattern: /^¿?\s*(?:(?:y|entonces|pero),?\s+)?por qu[eé] (?:se dice|decimos|se usa|usamos|es) (["'‘“«][^"'’”»]+["'’”»]) y no (["'‘“«][^"'’”»]+["'’”»])\s*\?*\s*$/iu },
  // '¿"es aburrido" o "está aburrido"?', "'its' or 'it's'?": two quoted forms and nothing else, which one is right.
  { kind: 'is-correct', pattern: /^¿?\s*(?:(?:y|entonces|pero|and|so|or),?\s+)?(["'‘“«][^"'’”»]+["'’”»])\s+(?:o|or)\s+(["'‘“«][^"'’”»]+["'’”»])\s*\?+\s*$/i },
  // '¿Se dice "la problema"?', '¿Es "el problema" o "la problema"?': Lucía asked whether it is said so.
  { kind: 'is-correct', pattern: new RegExp(String.raw`^¿?\s*(?:se (?:dice|escribe)|puedo decir|se puede decir|(?:y |entonces )?es|digo)[:,]?\s*(["'‘“«][^"'’”»]+["'’”»])(?:\s+o\s+(["'‘“«][^"'’”»]+["'’”»]))?${END}`, 'i') },
  { kind: 'is-correct', pattern: new RegExp(String.raw`^(?:is it|should i say|do i say|should i use) (["'‘“].+?["'’”]) or (["'‘“].+?["'’”])(?: (?:to|for|in|when|with|here|there)\b[^?]{0,40})?${END}`, 'i') },
  // 'Is it correct "I will revert you tomorrow"?', 'Is that wrong? "you are very sensible"': one quoted sentence, asked about.
  { kind: 'is-correct', pattern: /^(?:(?:and|so|but),?\s+)?(?:is (?:it|this|that) (?:correct|right|wrong|ok|okay|good english|natural)(?: to say)?|can i say)[:,?]?\s*["'‘“]([^"'’”]{3,120})["'’”]\s*\?*\s*$/iu },
  // Confusable pairs.
  // 'difference', and as learners spell it: 'what is the different between "cook" and "cooker"?'.
  { kind: 'difference', pattern: new RegExp(String.raw`\b(?:difference|differences|different|diference|diferent|difrence) between ${ANY} and ${ANY}${END}`, 'i') },
  // 'What is difference "I have been" and "I went"?': 'between' left out, as learners often do.
  { kind: 'difference', pattern: new RegExp(String.raw`\bwhat(?:'s| is| are)(?: the)? (?:difference|differences|diference|difrence) (?:of )?(?!(?:in|on|at|for|with|between) )${ANY} and ${ANY}${END}`, 'i') },
  // 'is por for reasons and para for goals?': a pair the table tells apart, each said with what the learner thinks it is for.
  { kind: 'difference', pattern: /^(?:(?:so|and|then|ok(?:ay)?),?\s+)?(?:is|do (?:we|you) use) ["'‘“]?(\p{L}+)["'’”]? (?:for|used for|when|with|to) [^?]{2,40}?,? and ["'‘“]?(\p{L}+)["'’”]? (?:is )?(?:for|used for|when|with|to) [^?]{2,40}\?\s*$/iu, when: (_, m) => !!findConfusable(m[1]!, m[2]!) },
  // Two near-alike words alone, typed to the pronunciation coach ('very and wery', 'sink, think, same for me :('): the pair
  // to drill. Only words a sound or two apart: 'work and home' answers her question.
  { kind: 'difference', pattern: /^["'‘“]?(\p{L}{2,})["'’”]?\s*(?:and|or|vs\.?|versus|,|\/)\s*["'‘“]?(\p{L}{2,})["'’”]?(?:\s*[,.]?\s*(?:(?:are |sound |is )?(?:the )?same(?: for me| to me)?|i can'?t hear the difference))?[\s!?.:()]*$/iu, when: (t, m) => t.task === 'pronunciation' && m[1]!.toLowerCase() !== m[2]!.toLowerCase() && slipDistance(m[1]!.toLowerCase(), m[2]!.toLowerCase()) <= 2 },
  // Told to the pronunciation coach: "'rice' and 'lice' sound the same for me", "'three' sounds like 'tree'", "I say 'sink' when I want to say 'think'".
  { kind: 'difference', pattern: /["'‘“](\p{L}+)["'’”] and ["'‘“](\p{L}+)["'’”] sound (?:the )?(?:same|alike|similar)\b/iu, when: (t) => t.task === 'pronunciation' },
  { kind: 'difference', pattern: /["'‘“](\p{L}+)["'’”] sounds? (?:like|the same as) ["'‘“](\p{L}+)["'’”]/iu, when: (t) => t.task === 'pronunciation' },
  { kind: 'difference', pattern: /\bi (?:say|pronounce) ["'‘“](\p{L}+)["'’”] (?:when|but|if) i (?:want|mean|try|need) to say ["'‘“](\p{L}+)["'’”]/iu, when: (t) => t.task === 'pronunciation' },
  // Words named as hard to say, told to the pronunciation coach: 'ship and sheep is very difficult for me', 'people don't
  // understand me when I say "work" and "walk"' (the pair told apart); 'my colleagues laugh when I say "sheet"' (how to say it).
  { kind: 'difference', pattern: /^(?:the words? )?["'‘“]?(\p{L}{2,})["'’”]? and ["'‘“]?(\p{L}{2,})["'’”]? (?:is|are) (?:(?:very|so|really|quite|a bit|always) )?(?:difficult|hard|confusing|a problem|a big problem|impossible)\b/iu, when: (t, m) => t.task === 'pronunciation' && m[1]!.toLowerCase() !== m[2]!.toLowerCase() && slipDistance(m[1]!.toLowerCase(), m[2]!.toLowerCase()) <= 2 },
  { kind: 'difference', pattern: HARD_TO_SAY_TWO, when: (t, m) => t.task === 'pronunciation' && m[1]!.toLowerCase() !== m[2]!.toLowerCase() },
  { kind: 'pronunciation', pattern: HARD_TO_SAY_ONE, when: (t, m) => t.task === 'pronunciation' && (m.input.match(/["'‘“]\p{L}{2,}["'’”]/gu) ?? []).length === 1 },
  { kind: 'difference', pattern: new RegExp(String.raw`\bdiferencia (?:hay |existe )?entre ${ANY} y ${ANY}${END}`, 'i') },
  // 'Es lo mismo "tengo que" y "debo"?', 'Is "make" the same as "do"?', 'Are bring and take the same?': a difference asked.
  { kind: 'difference', pattern: new RegExp(String.raw`^¿?\s*(?:es|son) (?:lo mismo|igual(?:es)?) ${ANY} (?:y|que) ${ANY}${END}`, 'i'), when: (_, m) => wordCount(m[1]!) <= 3 && wordCount(m[2]!) <= 3 },
  { kind: 'difference', pattern: new RegExp(String.raw`^(?:so |and )?is ${ANY} the same as ${ANY}${END}`, 'i'), when: (_, m) => areWordsAsked(m[1]!, m[2]!) },
  { kind: 'difference', pattern: new RegExp(String.raw`^(?:so |and )?are ${ANY} and ${ANY} the same(?: thing)?${END}`, 'i'), when: (_, m) => areWordsAsked(m[1]!, m[2]!) },
  // 'Hace o desde?', 'make or do?': two words alone, asked between, where the table tells them apart ('¿café o té?' asks a taste).
  { kind: 'difference', pattern: /^¿?\s*["'‘“«]?(\p{L}+(?: \p{L}+)?)["'’”»]? (?:o|or) ["'‘“«]?(\p{L}+(?: \p{L}+)?)["'’”»]?\s*\?+(?:\s*¿?\s*(?:cu[aá]l es la diferencia|qu[eé] diferencia hay|what(?:'s| is) the difference)\s*\?+)?\s*$/iu, when: (_, m) => findConfusable(m[1]!, m[2]!) !== null || spanishFormsApart(m[1]!, m[2]!) !== null },
  // '¿Cuándo uso el pretérito y cuándo el imperfecto?', '¿Cuándo se usa por o para?': two words or forms, each used when.
  { kind: 'difference', pattern: new RegExp(String.raw`\bcu[aá]ndo (?:uso|se usa|usamos|debo usar|tengo que usar) ${ANY} (?:y cu[aá]ndo(?: (?:uso|se usa|usamos))?|o|y) ${ANY}${END}`, 'i'), when: (_, m) => wordCount(m[1]!) <= 3 && wordCount(m[2]!) <= 3 },
  { kind: 'difference', pattern: new RegExp(String.raw`\bwhen (?:do|should|can|must) (?:i|you|we) use ${ANY} (?:and when(?: do i use| should i use| to use)?|or|instead of|vs\.?|versus|and not) ${ANY}${END}`, 'i') },
  { kind: 'difference', pattern: new RegExp(String.raw`\b(?:should|do|can) i (?:say|use) ${ANY} or ${ANY}${END}`, 'i') },
  // 'I never know when use "which" and "that"', 'I don't know when to use since or for': a difference, said as a doubt.
  { kind: 'difference', pattern: new RegExp(String.raw`\b(?:never|don'?t|do not|can'?t|cannot) (?:know|understand|remember) when (?:to |i |we )?(?:use|say) ${ANY} (?:and|or) ${ANY}${END}`, 'i'), when: (_, m) => areWordsAsked(m[1]!, m[2]!) },
  // "Why do you say 'went' and not 'have been'?": two forms the learner quotes, the one said and the one expected.
  { kind: 'difference', pattern: new RegExp(String.raw`\bwhy (?:do |did |does )?(?:you|we|people|it) (?:say|use|said|used|write|wrote|say it with) (["'‘“][^"'’”]+["'’”]) (?:and not|not|instead of|rather than) (["'‘“][^"'’”]+["'’”])${END}`, 'i') },
  // "Why is it 'me gustan' and not 'me gusta' with los libros?": the same, with what it is said of after it.
  { kind: 'difference', pattern: /\bwhy is it (["'‘“][^"'’”]+["'’”]) (?:and not|not|instead of|rather than) (["'‘“][^"'’”]+["'’”])(?: (?:with|for|in|after|before) [^?"'“”]{1,40})?\s*\?*\s*$/iu },
  // "When do I use 'a' and 'the'?": two short words or phrases, each used when.
  { kind: 'difference', pattern: new RegExp(String.raw`\bwhen (?:do|should|can|must) (?:i|you|we) use ${ANY} and ${ANY}${END}`, 'i'), when: (_, m) => wordCount(m[1]!) <= 2 && wordCount(m[2]!) <= 2 },
  // 'Can you explain me when I use 'make' and when 'do'?': the same asked without its 'do'.
  { kind: 'difference', pattern: new RegExp(String.raw`\bwhen (?:i|you|we) use ${ANY} and when(?: (?:i|you|we) use)? ${ANY}${END}`, 'i'), when: (_, m) => wordCount(m[1]!) <= 2 && wordCount(m[2]!) <= 2 },
  { kind: 'difference', pattern: new RegExp(String.raw`^${ANY} (?:vs\.?|versus) ${ANY}${END}`, 'i') },
  { kind: 'difference', pattern: new RegExp(String.raw`\b(?:explain|confused about|mix up|confuse) ${ANY} and ${ANY}${END}`, 'i'), when: (_, m) => wordCount(m[1]!) <= 2 && wordCount(m[2]!) <= 2 },
  // Two sounds the learner mixes up, named by their letters: "I have problems with l and r", "I find the b and v
  // sounds difficult", "What's the difference between the l and r sounds?" (answer-difference.ts, sound-pairs.ts).
  { kind: 'difference', pattern: new RegExp(String.raw`\b(?:i (?:have|'ve got|got) (?:a |some )?(?:problems?|trouble|difficulty|difficulties) (?:with|saying|pronouncing|hearing)|i (?:always |often |still )?(?:confuse|mix up|mix)|i (?:can'?t|cannot|can not) (?:hear|say|pronounce)(?: the difference between)?|difference between|i find) (?:the )?${SOUND} (?:sound )?(?:and|or|from|with) (?:the )?${SOUND}(?: sounds?)?(?=[\s.,!?]|$)`, 'i'), when: (_, m) => !!findSoundFamilyByLetters(m[1]!, m[2]!) },
  { kind: 'difference', pattern: new RegExp(String.raw`^(?:the )?${SOUND} and (?:the )?${SOUND}(?: sounds?)? (?:are|is) (?:very |really |so |quite |a bit )?(?:hard|difficult|tricky|confusing)\b`, 'i'), when: (_, m) => !!findSoundFamilyByLetters(m[1]!, m[2]!) },
  // A slip the learner knows they make: "I always say 'sink' instead of 'think'" (the word meant first), and asked how to
  // mend it after ("I say 'sink' instead 'think'. How can I fix it?").
  { kind: 'difference', pattern: new RegExp(`^i (?:always |often |usually |sometimes |still )?(?:say|pronounce|write) ${ANY} (?:instead(?: of)?|when i mean|when i (?:want|try|wanted|tried|am trying|'m trying) to say) ${ANY}(?:[.,!]\\s*(?:how (?:can|do|should) i (?:fix|change|stop|correct|improve) (?:it|this|that)|what (?:can|should) i do|can you help(?: me)?)(?: please)?)?${END}`, 'i'), when: (_, m) => wordCount(m[1]!) <= 2 && wordCount(m[2]!) <= 2, swap: true },
  // A confusion the learner hears in their own voice, between two words of a known minimal pair (the word meant
  // first): "When I say 'think' it sounds like 'sink'", "My 'three' sounds like 'tree'", "People hear 'sink' when I say 'think'".
  { kind: 'difference', pattern: new RegExp(`^(?:when i (?:say|pronounce)|my) ${ANY},? (?:it )?sounds like(?: an?)? ${ANY}(?: to (?:people|everyone|them|others))?${END}`, 'i'), when: (_, m) => !!findSoundPair(unquote(m[1]!), unquote(m[2]!)) },
  { kind: 'difference', pattern: new RegExp(`^(?:people|they|everyone|my (?:teacher|friends?|colleagues?)) (?:always |often |sometimes )?(?:hears?|understands?|thinks? i say) ${ANY} when i (?:say|mean|pronounce) ${ANY}${END}`, 'i'), when: (_, m) => !!findSoundPair(unquote(m[1]!), unquote(m[2]!)), swap: true },
  // Another pair after a first one: "What about 'three' and 'tree'?", "And 'ship' and 'sheep'?" (known minimal pairs only).
  // Asked of the pronunciation coach, any two quoted words: she tells them apart by their sounds (answer-sound-difference.ts).
  // Any teacher: two quoted words of a pair the confusables table explains ("And what about 'advice' and 'advise'?").
  { kind: 'difference', pattern: new RegExp(String.raw`^(?:and |so )?(?:what about |how about )?${ANY} (?:and|or|vs\.?) ${ANY}${END}`, 'i'), when: (t, m) => !!findSoundPair(unquote(m[1]!), unquote(m[2]!)) || (isQuoted(m[1]!) && isQuoted(m[2]!) && wordCount(m[1]!) === 1 && wordCount(m[2]!) === 1 && (t.task === 'pronunciation' || !!findConfusable(unquote(m[1]!), unquote(m[2]!)))) },
  // "Why 'scary' and not 'scared'?": why one word and not the other is the difference between them.
  { kind: 'difference', pattern: new RegExp(`^(?:but |and |so )?why (?:is it |do (?:we|you) (?:say|use) |did you (?:say|use|write) )?${ANY},? (?:and not|not|instead of|rather than) ${ANY}${END}`, 'i'), when: (_, m) => wordCount(m[1]!) <= 2 && wordCount(m[2]!) <= 2 && ((isQuoted(m[1]!) && isQuoted(m[2]!)) || !!findConfusable(m[1]!, m[2]!)) },
  // "How do I say 'rice' and 'lice'?", "how to pronounce ship and sheep": a pair to say, told apart by its sounds.
  { kind: 'difference', pattern: new RegExp(String.raw`^how (?:to|do (?:i|you)|can i|should i|would you) (?:say|pronounce) ${ANY} (?:and|or|vs\.?) ${ANY}${END}`, 'i'), when: (t, m) => wordCount(unquote(m[1]!)) === 1 && wordCount(unquote(m[2]!)) === 1 && (!!findSoundPair(unquote(m[1]!), unquote(m[2]!)) || !!teenAndTy(unquote(m[1]!), unquote(m[2]!)) || (t.task === 'pronunciation' && isQuoted(m[1]!) && isQuoted(m[2]!))) },
  // "Make or do?", "in time or on time?": two words of a pair the table explains, set side by side alone.
  { kind: 'difference', pattern: /^(?:is it |should i (?:say|use) )?["'‘“]?(\p{L}[\p{L}' ]{0,20}?)["'’”]?,? or ["'‘“]?(\p{L}[\p{L}' ]{0,20}?)["'’”]?\s*\?+$/iu, when: (_, m) => !!findConfusable(m[1]!, m[2]!) },
  // Asked as a statement: "I don't understand when to use 'since' and 'for'".
  { kind: 'difference', pattern: new RegExp(String.raw`\b(?:when|how) to use ${ANY} (?:and|or|vs\.?|versus|instead of) ${ANY}${END}`, 'i'), when: (_, m) => wordCount(m[1]!) <= 2 && wordCount(m[2]!) <= 2 },
  // "How about the 'r' sound?", "And th?", asked of the pronunciation coach after another sound: how to make it.
  // 'Where do I put my tongue exactly?' with no sound named, asked of the pronunciation coach: the sound just talked about
  // (answer-pronunciation.ts finds it in the conversation).
  { kind: 'pronunciation', pattern: /^(?:ok(?:ay)?,? |and |so |but |sorry,? )?(?:where|how) (?:do|should|can|must) i (?:put|place|hold|keep|move|open|use) my (?:tongue|lips|teeth|mouth|jaw)(?: exactly| for (?:it|this|that))?\s*\??\s*$/i, when: (t) => t.task === 'pronunciation', pointsAt: SOUND_TALKED_ABOUT },
  // 'What about v and w?', asked of the pronunciation coach: two sounds told apart, before the first is taken alone.
  { kind: 'difference', pattern: new RegExp(String.raw`^(?:and |so |ok(?:ay)?,? )?(?:what|how) about (?:the )?["'‘“]?(${SOUND_LETTERS})["'’”]?(?: sound)? and (?:the )?["'‘“]?(${SOUND_LETTERS})["'’”]?(?: sounds?)?\s*\?`, 'i'), when: (t) => t.task === 'pronunciation' },
  { kind: 'pronunciation', pattern: new RegExp(String.raw`^(?:and |so |ok(?:ay)?,? )?(?:(?:what|how) about )?(?:the )?["'‘“]?(${SOUND_LETTERS})["'’”]?(?: sound)?(?:,? (?:and|or) (?:the )?["'‘“]?(?:${SOUND_LETTERS})["'’”]?(?: sounds?)?)?\s*[?.!]*$`, 'i'), when: (t, m) => t.task === 'pronunciation' && (/\b(?:about|sounds?)\b/i.test(m[0]) || /\?\s*$/.test(m[0])) },
  // "Can you give me some phrasal verbs with 'get'?": that verb's own (phrasal-verbs-by-verb.ts), before the general guide.
  // "...phrasal verbs for work meetings?": those of that part of life (phrasal-verbs-by-topic.ts), before a verb's own ('work').
  { kind: 'phrasal-verbs-for', pattern: ASKS_PHRASAL_VERBS_FOR, when: (t, m) => !isSpanishTeacher(t) && !!findPhrasalVerbsFor(m.input) },
  { kind: 'phrasal-verbs-of', pattern: ASKS_PHRASAL_VERBS_OF, when: (t, m) => !isSpanishTeacher(t) && !!findPhrasalVerbsOf(m.input) },
  // "Why is the 'b' silent in 'doubt'?": the letter English spells and does not say (silent-letters.ts).
  { kind: 'silent-letter', pattern: /[\s\S]+/, when: (t, m) => !isSpanishTeacher(t) && !!findSilentLetter(m.input) },
  // "Is 'read' pronounced the same in past and present?": a word said two ways, both told (words-said-two-ways.ts).
  { kind: 'word-said-two-ways', pattern: NAMED_WORD_SAID_TWO_WAYS, when: (t, m) => !isSpanishTeacher(t) && !!findWordSaidTwoWays(m.input, { soundImplied: t.task === 'pronunciation' }) },
  // Pronunciation, before "how do I say".
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bhow (?:do|should|can|would|to) (?:i |you |we |one )?(?:correctly |properly )?pronounce ${ANY}${END}`, 'i') },
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bhow (?:is|are) ${ANY} pronounced${END}`, 'i') },
  // "the word stress in 'photograph' and 'photographer'", "Which syllable is stressed in 'comfortable'?": each word's
  // stressed syllable (one word asked "Where is the stress in...?" is a pronunciation question, which gives it too).
  { kind: 'word-stress', pattern: /\b(?:(?:the |word )stress|stressed syllable) (?:in|of|on|for) (?:the words? )?["'‘“]?(\p{L}+)["'’”]?,? and (?:in |of |for )?["'‘“]?(\p{L}+)["'’”]?/iu },
  { kind: 'word-stress', pattern: /\bwhich syllable (?:is stressed|do i stress|has the stress) in ["'‘“]?(\p{L}+)["'’”]?/iu },
  // A sound named by its letters: "how to say th", "How do I say r?" (a word would be a phrase to translate).
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bhow (?:(?:do|should|can|could) (?:i|you) |to )(?:say|make|produce|practi[cs]e|improve|work on|get better at|fix|correct|learn|master|get right) (?:the |an? |my )?["'‘“]?(${SOUND_LETTERS})["'’”]?(?: sound)?${END}`, 'i') },
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\b(?:pronunciation|pronounciation) of ${ANY}${END}`, 'i') },
  // 'How do I make the th sound?', 'how to make the short i sound?' (a vowel named by how it is long or short).
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bhow (?:(?:do|should|can|could) (?:i|you) |to )(?:make|say|produce) (?:the |an? )?((?:short |long )?\S+ sound)${END}`, 'i') },
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bc[oó]mo se pronuncia ${ANY}${END}`, 'i') },
  // "People don't understand me when I say 'beach'": how that word is said, not how the learner feels about it.
  { kind: 'pronunciation', pattern: /\b(?:(?:people|they|natives?|native speakers|others|my (?:colleagues|boss|clients|customers|friends|teacher)) (?:don'?t|do not|can'?t|cannot|doesn'?t|never|didn'?t|(?:always |often )?think i)|nobody|no one) (?:always |really |often )?(?:understands? (?:me |what i say )?|hear (?:me )?|say (?:another|a different) word )?when i (?:say|pronounce) (?:the word )?["'‘“]?(\p{L}[\p{L}'’-]{1,20})["'’”]?\s*[?.!]*\s*$/iu, when: (t) => !isSpanishTeacher(t) },
  // Asked why: "Why do people not understand me when I say 'world'?", "Why don't people understand me when I say 'beach'?".
  { kind: 'pronunciation', pattern: /^why (?:do|don'?t|does|doesn'?t|can'?t) (?:people|they|natives?|native speakers|others|my (?:colleagues|boss|clients|customers|friends|teacher)|nobody|no one) (?:not )?(?:understand|hear) (?:me|what i say) when i (?:say|pronounce) (?:the word )?["'‘“]?(\p{L}[\p{L}'’-]{1,20})["'’”]?\s*[?.!]*\s*$/iu, when: (t) => !isSpanishTeacher(t) },
  // A sound the learner says they struggle with: "I have problem with the 'th' sound", "I can't say 'r'".
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\b(?:i (?:have|'ve got|got) (?:a |some )?(?:problems?|trouble|difficulty|difficulties) (?:with|saying|pronouncing)|i (?:can'?t|cannot|can not) (?:say|pronounce|make)|i find it (?:hard|difficult) to (?:say|pronounce)) (?:the |my )?["'‘“]?(${SOUND_LETTERS})["'’”]?(?: sounds?)?(?=[\s.,!?]|$)`, 'i') },
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bi find (?:the |my )?["'‘“]?(${SOUND_LETTERS})["'’”]? sound (?:very |really |so |quite |a bit )?(?:hard|difficult|tricky)\b`, 'i') },
  // A word the learner says they struggle with, quoted or named as a word: "I can't say the word 'world' correctly".
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\b(?:i (?:have|'ve got|got) (?:a |some )?(?:problems?|trouble|difficulty|difficulties) (?:with|saying|pronouncing)|i (?:can'?t|cannot|can not|never) (?:say|pronounce)|i find it (?:hard|difficult) to (?:say|pronounce)|i (?:always )?mispronounce) ${NAMED_WORD}(?: (?:correctly|properly|well|right|clearly))?${END}`, 'iu') },
  // "I always say 'hospital' wrong": the word said badly, asked about as a word to pronounce.
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bi (?:always |often |usually |still )?(?:say|pronounce) ${NAMED_WORD} (?:wrong(?:ly)?|badly|incorrectly|the wrong way)${END}`, 'iu') },
  { kind: 'pronunciation', pattern: new RegExp(`^${NAMED_WORD} is (?:very |so |really |quite )?(?:hard|difficult|tricky) (?:for me )?to (?:say|pronounce)(?: for me)?${END}`, 'iu') },
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bwhere is the stress in ${ANY}${END}`, 'i') },
  // The answer about a word's sounds says its syllables and stress: "How many syllables does 'comfortable' have?"
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bhow many syllables (?:does|do) ${ANY} have${END}`, 'i') },
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bhow many syllables (?:are )?(?:there )?in ${ANY}${END}`, 'i') },
  // "Is 'comfortable' 3 or 4 syllables?", "Does vegetable have three or four syllables?": the count asked as a choice.
  { kind: 'pronunciation', pattern: new RegExp(String.raw`^(?:is|does) ["'‘“]?(\p{L}+)["'’”]? (?:have )?(?:\d|one|two|three|four|five|six) or (?:\d|one|two|three|four|five|six) syllables${END}`, 'iu') },
  { kind: 'pronunciation', pattern: new RegExp(String.raw`^["'‘“]?(\p{L}+)["'’”]? (?:has|is) (?:\d|one|two|three|four|five|six) or (?:\d|one|two|three|four|five|six) syllables${END}`, 'iu') },
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bwhich syllable (?:is stressed|has the stress|do i stress) in ${ANY}${END}`, 'i') },
  { kind: 'pronunciation', pattern: new RegExp(String.raw`\bhow (?:(?:do|should|can) (?:i|you)|to|i (?:can|should)) say ${ANY}${END}`, 'i'),
    when: (t, m) => t.task === 'pronunciation' && wordCount(unquote(m[1]!)) <= 2 && !/\b(?:in|en) (?:spanish|english|español|inglés)\b/i.test(m[1]!) && !IN_ANOTHER_LANGUAGE.test(m.input) },
  // "Which sounds are difficult for Chinese speakers?" (sounds-by-first-language.ts).
  // "Can you tell me a joke?": one whose fun is in the language, with why (jokes.ts).
  { kind: 'joke', pattern: ASKS_FOR_A_JOKE, when: (t) => !isSpanishTeacher(t) },
  // "What's the most common mistake Spanish speakers make?": their grammar and word slips (the sounds are asked of the line below).
  { kind: 'first-language-mistakes', pattern: /[\s\S]+/, when: (t, m) => !isSpanishTeacher(t) && t.task !== 'pronunciation' && !!findFirstLanguageMistakes(m.input) },
  { kind: 'first-language-sounds', pattern: ASKS_FIRST_LANGUAGE_SOUNDS, when: (t, m) => !isSpanishTeacher(t) && findFirstLanguage(m.input) !== undefined },
  // Lucía asked how a verb goes: "How do I conjugate 'ir'?", "¿Cómo se conjuga tener?" (spanish-conjugations.ts).
  { kind: 'conjugation', pattern: ASKS_CONJUGATION, when: (t, m) => isSpanishTeacher(t) && findVerbAsked(m.input) !== undefined },
  // A book, a film, a series, a song or a recipe of the teacher's own: "Can you recommend a good book?" (teacher-recommends.ts).
  { kind: 'recommendation', pattern: ASKS_FOR_A_RECOMMENDATION, when: (_t, m) => recommendationAsked(m.input) !== null },
  // Lucía asked what to eat or see on a trip (lucia-recommends.ts; the place may be in an earlier message).
  { kind: 'recommendation', pattern: ASKS_RECOMMENDATION, when: (t) => isSpanishTeacher(t) },
  // Asked of Lucía in Spanish how to ask for something: "¿Cómo pido un café?" (spanish-requests.ts).
  { kind: 'spanish-request', pattern: /[\s\S]+/, when: (t, m) => isSpanishTeacher(t) && findSpanishRequest(m.input) !== null },
  // A phrase in a language other than the one taught: "How do you say 'thank you' in Japanese?" (answer-other-language.ts).
  { kind: 'other-language', pattern: OTHER_LANGUAGE_PHRASE, when: (t) => !isSpanishTeacher(t) },
  // Spanish phrases.
  // 'What is the word for cousin?', asked of Lucía: the Spanish word.
  { kind: 'spanish-phrase', pattern: new RegExp(String.raw`\bwhat(?:'s| is) the (?:spanish )?(?:word|phrase) for ${ANY}(?: in spanish)?${END}`, 'i'), when: (t) => isSpanishTeacher(t) },
  { kind: 'spanish-phrase', pattern: new RegExp(String.raw`\bhow (?:do|would|can|should|could) (?:i|you|we|one) (?:say|ask|tell someone|write) ${ANY} in spanish${END}`, 'i') },
  { kind: 'spanish-phrase', pattern: new RegExp(String.raw`\bwhat(?:'s| is| are) ${ANY} in spanish${END}`, 'i') },
  { kind: 'spanish-phrase', pattern: new RegExp(String.raw`\bhow to (?:say|ask) ${ANY} in spanish${END}`, 'i') },
  { kind: 'spanish-phrase', pattern: new RegExp(String.raw`\bwhat(?:'s| is) the spanish (?:word |phrase )?for ${ANY}${END}`, 'i') },
  { kind: 'spanish-phrase', pattern: new RegExp(String.raw`\btranslate ${ANY} (?:in)?to spanish${END}`, 'i') },
  { kind: 'spanish-phrase', pattern: new RegExp(String.raw`\bc[oó]mo se dice ${ANY}(?: en español)?${END}`, 'i'), when: (_, m) => !/[áéíóúñ¿¡]/.test(m[1]!) },
  // '¿Cómo digo embarrassed?', 'Entonces, ¿cómo puedo decir "I miss you"?': English words asked for in Spanish (spanish-phrasebook.ts).
  { kind: 'spanish-phrase', pattern: ASKS_HOW_TO_SAY_ES, when: (t, m) => isSpanishTeacher(t) && isEnglishAsked(m[1]!) },
  { kind: 'spanish-phrase', pattern: new RegExp(String.raw`\bhow (?:do|would|can|should|could) (?:i|you|we) (?:say|ask) ${ANY}${END}`, 'i'),
    when: (t, m) => isSpanishTeacher(t) && !/\bin english\b/i.test(m[1]!) },
  // Meaning, examples.
  // "What do you call my brother's son?", 'How do you say the sister of your mother?': the word for a family relation (family-words.ts).
  { kind: 'family-word', pattern: /\b(?:what (?:do|would) (?:you|we|people|i) call|what(?:'s| is) the (?:english )?(?:word|name) for|how (?:do|should|can|would) (?:i|you|we) (?:call|say)|what (?:is|are) (?:he|she|they|him|her|them) (?:to|for) me|what is (?:my|your|his|her) [\p{L}'’ ]{3,30} (?:to|for) me)\b/iu, when: (t, m) => !isSpanishTeacher(t) && !!familyWordFor(m.input) },
  { kind: 'meaning', pattern: new RegExp(String.raw`\bwhat (?:does|do) ${ANY} (?:really |actually |exactly )?mean(?: in ${ANY})?(?:,? (?:exactly|here|please))?${END}`, 'i') },
  { kind: 'meaning', pattern: new RegExp(String.raw`\bwhat(?:'s| is) the (?:meaning|definition) of ${ANY}${END}`, 'i') },
  // 'how to say 累 in English', 'How do I say ありがとう in English?': a word in another script, whose English is asked for.
  { kind: 'meaning', pattern: /^(?:(?:and|so|ok(?:ay)?)[,]?\s+)?how (?:to|do (?:you|i|we)|can i|should i) say ["'‘“「]?([^\p{Script=Latin}\s"'’”」?]{1,20})["'’”」]? in english(?:,?\s+(?:when|if|after|because|for|like)\b[^?.!]{0,60})?\s*[?.!]*\s*$/iu },
  // "What do you mean by 'touch base'?": a phrase quoted, asked as its meaning (only quoted: 'what do you mean by that' asks of the teacher's words).
  { kind: 'meaning', pattern: new RegExp(`^what do (?:you|they|people) mean by (["'‘“][^"'’”]+["'’”])${END}`, 'i') },
  // "What does it mean to be under the weather?", "What does it mean when someone says 'break a leg'?".
  { kind: 'meaning', pattern: new RegExp(`^what does it mean (?:to (?:be )?|when (?:someone|somebody|people|you) (?:says?|tells? you) |if (?:someone|somebody|you) (?:is|are|says?) )${ANY}${END}`, 'i') },
  // Two spoken short forms asked together ('what is "wanna" and "gonna"?'): each told (answer-meaning.ts).
  { kind: 'meaning', pattern: /^what (?:is|are|does|do|'s) ["'‘“]?(wanna|gonna|gotta|kinda|sorta|dunno|lemme|gimme|ain't|y'all|outta|lotta|hafta)["'’”]? and ["'‘“]?(?:wanna|gonna|gotta|kinda|sorta|dunno|lemme|gimme|ain't|y'all|outta|lotta|hafta)["'’”]?(?: mean)?\s*\?*$/i },
  // Not across a question mark: 'what means burn out? my coworker say it to me' asks about 'burn out'.
  { kind: 'meaning', pattern: new RegExp(String.raw`^what means? ([^?]+?)${END}`, 'i') },
  // "I don't understand 'look forward to'. Can you explain?": the words quoted are what to explain.
  { kind: 'meaning', pattern: /^(?:sorry,? )?i (?:don'?t|do not|didn'?t|did not) (?:understand|get|know) (?:the (?:word|phrase|expression) )?["'‘“]([^"'’”]{2,40})["'’”](?:[.,!]?\s*(?:(?:can|could) you (?:please )?explain(?: it)?(?: to me)?|what does it mean|please explain)?)?\s*[?.!]*\s*$/i },
  // Asked of Lucía whether a Spanish word means what the learner thinks ('carpeta is folder? I thought it was carpet',
  // '¿"Éxito" es exit?'): the word's meaning, from her lists, says yes or no.
  { kind: 'meaning', pattern: /^¿?\s*["'‘“]?(\p{L}+)["'’”]? (?:is|means|=) ["'‘“]?(?:an? |the |to )?(\p{L}+(?: \p{L}+)?)["'’”]?\s*\?/iu, when: (t, m) => isSpanishTeacher(t) && !!findEnglishFor(m[1]!) && !findEnglishFor(m[2]!) && !/[áéíóúñ]/i.test(m[2]!) },
  // The same after a request to explain: "Could you explain me what means 'coherence'?", 'Can you tell me what means "hectic"?'.
  { kind: 'meaning', pattern: new RegExp(String.raw`^(?:(?:can|could|would) you (?:please )?)?(?:explain|tell)(?: to)?(?: me)? what(?:'s| is| does)? means? ${ANY}${END}`, 'i') },
  // The learner's order of the words: "What does mean 'awkward'?", "What is mean 'awkward'?", "What 'awkward' means?".
  { kind: 'meaning', pattern: new RegExp(`^what(?:'s| is| does| do) means? ${ANY}${END}`, 'i') },
  { kind: 'meaning', pattern: new RegExp(`^what (["'‘“].+?["'’”]) means?${END}`, 'i') },
  { kind: 'meaning', pattern: new RegExp(String.raw`^(?:the )?(?:meaning|definition) of ${ANY}${END}`, 'i') },
  { kind: 'meaning', pattern: new RegExp(String.raw`^(?:please )?define ${ANY}${END}`, 'i') },
  { kind: 'meaning', pattern: new RegExp(String.raw`\b(?:can|could) you (?:explain|define|tell me) (?:what )?(?:the (?:word|phrase|expression|idiom) )?(["'‘“].+?["'’”])(?: means)?(?: to me)?${END}`, 'i') },
  { kind: 'meaning', pattern: new RegExp(String.raw`\bi don'?t (?:understand|know) (?:the (?:word|phrase|expression) |what )?(["'‘“].+?["'’”])(?: means)?${END}`, 'i') },
  { kind: 'meaning', pattern: new RegExp(String.raw`\bwhat(?:'s| is) (?:an? |the )?(["'‘“][^"'’”]+["'’”])${END}`, 'i') },
  { kind: 'meaning', pattern: new RegExp(String.raw`\bqu[eé] (?:significa|quiere decir) ${ANY}${END}`, 'i') },
  // "¿Qué es un cortado?", "¿Qué es 'madrugar'?": one word asked of Lucía (not '¿Qué es eso?' nor '¿Qué es lo que...?').
  // 'Qué es el Día de Muertos?': a name of several words, when Lucía's word lists hold it.
  { kind: 'meaning', pattern: /^¿?\s*(?:y\s+)?qu[eé] (?:es|son) (?:(?:el|la|los|las) )?["'‘“«]?(\p{L}{3,20}(?:\s+\p{L}{2,20}){1,2})["'’”»]?\s*\?*\s*$/iu, when: (t, m) => isSpanishTeacher(t) && describeSpanishCulture(m[1]!) !== null },
  { kind: 'meaning', pattern: /^¿?\s*(?:y\s+)?qu[eé] (?:es|son) (?:(?:un|una|el|la|los|las|unos|unas) )?["'‘“«]?(\p{L}{3,20})["'’”»]?\s*\?*\s*$/iu, when: (t, m) => isSpanishTeacher(t) && !/^(?:eso|esto|aquello|esa|ese|esta|este)$/i.test(m[1]!) },
  // An abbreviation in capitals that Ethan's table explains, quoted or not: "What is a KPI?", "What does FYI stand for?"
  // (a dictionary's sense of one is seldom the one meant: its 'AI' is an army agency).
  { kind: 'meaning', pattern: /^[Ww]hat(?:'s| is| are| does| do) (?:an? |the )?["'‘“]?([A-Z][A-Z0-9]{1,4})s?["'’”]?(?: (?:stand for|mean))?\s*[?.!]*$/, when: (_t, m) => !!findIdiom(m[1]!) },
  { kind: 'meaning', pattern: new RegExp(String.raw`\bhow do (?:you|i) say ${ANY} in english${END}`, 'i') },
  { kind: 'example', pattern: new RegExp(String.raw`\b(?:give|show|tell|write) me (?:an |one |some |a few |a |another )?(?:example|sentence)s?(?: sentences?)? (?:with|using|for|of|containing|that uses) ${ANY}${END}`, 'i') },
  { kind: 'example', pattern: new RegExp(String.raw`\b(?:use|put) ${ANY} in an? (?:sentence|example)${END}`, 'i') },
  { kind: 'example', pattern: new RegExp(String.raw`\b(?:an )?example (?:sentence )?(?:with|of|for|using) ${ANY}${END}`, 'i') },
  { kind: 'example', pattern: new RegExp(String.raw`\bhow (?:do|can|should) (?:i|you|we) use ${ANY}(?: in a sentence)?${END}`, 'i'), when: (_, m) => wordCount(unquote(m[1]!)) <= 3 },
  // Lucía's learners ask in Spanish: "¿Me das un ejemplo con 'aunque'?", "Un ejemplo con 'divertido', por favor".
  { kind: 'example', pattern: new RegExp(String.raw`\b(?:(?:me )?(?:das|da|puedes dar|podrías dar)(?:me)?|dame|quiero|necesito)? ?(?:un|otro|algún) ejemplo (?:con|de|usando) ${ANY}(?:,? por favor)?${END}`, 'i') },
  { kind: 'example', pattern: new RegExp(String.raw`\bc[oó]mo (?:se usa|uso|usas|puedo usar) ${ANY}(?: en una frase)?${END}`, 'i'), when: (_, m) => wordCount(unquote(m[1]!)) <= 3 },
  // Questions about the teacher herself.
  // 'What do you think about Dublin?': her view of a place (WordNet knows it as one), not of 'Brexit'.
  // The teacher's view on a topic for discussion ("What do you think about social media?"), or on the one the learner
  // just gave a view on ("What is your opinion?"): answer-discussion.ts.
  { kind: 'discussion', pattern: ASKS_VIEW, when: (t, m) => !isSpanishTeacher(t) && !!findDiscussionTopic(m.input) },
  { kind: 'discussion', pattern: /^(?:(?:and|so|ok(?:ay)?)[,]?\s+)?(?:what(?:'s| is) your (?:opinion|view)|what do you think)(?: about (?:it|that|this))?\s*\?*$/i, when: (t) => !isSpanishTeacher(t) },
  { kind: 'about-teacher', pattern: THINK_OF_PLACE, when: (_t, m) => isPlaceName(m[2]!) },
  // "Tell me about yourself.", "Can you introduce yourself?": who she is (Daniel then asks it back as the interview's first question).
  { kind: 'about-teacher', pattern: /^(?:(?:so|ok(?:ay)?|now|first|and)[,!.]?\s+)?(?:(?:can|could) you (?:please )?|please )?(?:tell me (?:a (?:little|bit) |more )?about (?:yourself|you)|introduce yourself)(?:,? please)?\s*[?.!]*$/i,
    // The interview question quoted, then the learner unsure how to answer it: an interview tip, not Daniel's own story;
    // quoted to the interview coach and then answered ('Tell me about yourself? Ok. My name is Ana...'): an answer.
    when: (t, _m, message) => !UNSURE_HOW_TO_ANSWER.test(message) && !(t.task === 'interview' && QUOTED_THEN_ANSWERED.test(message.trim())) },
  // "What do you think, is it a good job?": her view of the job the learner told.
  { kind: 'about-teacher', pattern: /^(?:so,? |and )?(?:what do you think,? )?is (?:it|this|that|mine|my job) a good (?:job|one|career|profession)\s*\?*$|^what do you think (?:about|of) my (?:job|work)\s*\?*$/i },
  { kind: 'about-teacher', pattern: /^(?:and |so )?why (?:are you an? (?:teacher|tutor|coach)|do you (?:teach|like teaching)|did you (?:become an? (?:teacher|tutor|coach)|start teaching))\b[^?]*\?*\s*$/i },
  { kind: 'about-teacher', pattern: new RegExp(String.raw`^(?:and )?(?:what(?:'s| is) your name|(?:can i|may i) (?:ask|know) your name|where are you from|where do you live|where do you work|where do you come from|who are you|are you (?:a )?(?:robot|bot|real(?: person)?|human(?: being)?|an ai|ai|a computer|a machine|a person)(?: or (?:a |an )?(?:robot|bot|real(?: person)?|human(?: being)?|ai|computer|machine|person|program|chatbot))?|(?:what|how) about you|and you|how old are you|(?:do you have|have you got) (?:a )?(?:boyfriend|girlfriend|partner)|how long have you been (?:a teacher|teaching(?: \w+)?)|do you have (?:any )?(?:pets|kids|children|a family|brothers(?: (?:or|and) sisters)?|sisters(?: (?:or|and) brothers)?|siblings)|what do you (?:like|do|enjoy)(?: doing)?(?: in your free time| for fun)?|what do you (?:usually |normally |often |like to |love to |enjoy )?(?:do|doing) (?:in your (?:free|spare) time|for fun|on (?:the )?weekends?|at (?:the )?weekends?|on your days? off)|what are your hobbies|do you have (?:any )?(?:hobbies|a hobby)|(?:do you have|have you got) (?:any )?plans? (?:for|this|at) (?:the |this )?weekend|what are you doing (?:this|at the|on the) weekend|what(?:'s| is| are) your plans? for (?:the |this )?weekend|what(?:'s| is) your (?:favou?rite (?:kind of |type of |sort of )?\w+(?: \w+)?|hobby|job)|(?:do you have|have you got) (?:a |any )?favou?rite (?:kind of |type of |sort of )?\w+s?|(?:who|which) (?:is|are) your favou?rite \w+|(?:what|which) (?:(?:kind|kinds|sort|type) of )?(?:food|music|films?|movies?|books?|sports?|dishes|songs|weather) do you (?:like|love|enjoy|listen to|watch|read|eat|cook|play|do)(?: most| best| the most)?(?: (?:at|on) (?:the )?weekends?| in your free time| at home| every day)?|(?:what|which) (?:football |basketball |baseball |cricket |rugby )?teams? do you (?:support|follow|like|cheer for)|what do you like to (?:eat|cook|watch|read|listen to)(?: (?:at|on) (?:the )?weekends?| in your free time| at home)?|do you (?:like|love|enjoy) (?!my\b|me\b|it\b|that\b|this\b|when\b|how\b|what\b)[^?]{1,40}|do you (?:cook|sing|dance|travel|read|swim|run|draw|paint)(?: (?:a lot|much|often|well|at all|every day|in your free time))?|(?:can|could) you (?:cook|sing|dance|swim|draw|paint)(?: (?:well|at all))?|do you (?:do (?:any |much |a lot of )?(?:sports?|exercise|yoga|pilates)|go to the gym|work out|exercise)(?: (?:a lot|much|often|at all|every day|regularly))?|do you (?:play|watch) (?!it\b|that\b|this\b|with\b)[^?]{1,30}|are you (?:a fan of|into) [^?]{1,40}|have you (?:ever )?(?:been to|been in|tried|watched|seen|read|played|visited) [^?]{1,40}|why do you (?:always |keep |)?(?:ask(?:ing)?|have) (?:me )?(?:so many |a lot of |all these |these |many )?questions|(?:(?:what|how) about you,? )?what (?:will|are) you (?:do|doing|going to do)(?: tomorrow| this weekend| at the weekend| tonight| later| today)|(?:(?:what|how) about you,? )?what did you do (?:yesterday|last weekend|at the weekend|today|last night)|how was your (?:day|weekend|morning))(?:,? ${TEACHER_FIRST_NAME})?\s*[?.!]*$`, 'i') },
  // What she does when she is tired or stressed, or to relax (teacher-tastes.ts): 'What do you do when you're tired?', 'What do you do to relax?'.
  { kind: 'about-teacher', pattern: /^(?:and |so |but )?(?:(?:what do you (?:usually |normally )?do|what helps you|how do you (?:feel better|cope|relax))(?: when you(?:'re| are| feel| get) (?:very |so |really |a bit |a little )?(?:tired|stressed(?: out)?|sad|nervous|bored|down|exhausted|anxious|worried|upset|angry))(?: after (?:a )?(?:long|hard|busy) (?:day|week))?|how do you (?:deal with|manage|handle) stress|what do you (?:usually |normally |like to )?do to (?:relax|unwind))\s*[?.!]*$/i },
  { kind: 'about-teacher', pattern: /^¿?\s*(?:y )?(?:(?:t[uú] )?qu[eé] haces|c[oó]mo te relajas) cuando (?:est[aá]s|te sientes) (?:muy |un poco )?(?:cansad[ao]|estresad[ao]|triste|aburrid[ao]|nervios[ao])\s*\?*$/i },
  // Her favourite place where she lives: 'What is your favourite place in Portland?', '¿Cuál es tu lugar favorito en Valencia?'.
  { kind: 'about-teacher', pattern: /^(?:and |so )?(?:what(?:'s| is)|which is) your favou?rite (?:place|spot|park|neighbou?rhood) (?:in|near|around) ((?:the |your )?\p{L}+(?: \p{L}+)?)\s*\?*$/iu, when: (t, m) => /^(?:the |your )?(?:city|town)$/i.test(m[1]!) || !!TEACHER_HOMES[t.slug]?.test(m[1]!) },
  { kind: 'about-teacher', pattern: /^¿?\s*(?:y )?cu[aá]l es tu (?:lugar|sitio|rinc[oó]n) favorito(?: (?:en|de) (\p{L}+(?: \p{L}+)?))?\s*\?*$/iu, when: (t, m) => isSpanishTeacher(t) && (!m[1] || /^(?:la |tu )?ciudad$/i.test(m[1]) || !!TEACHER_HOMES[t.slug]?.test(m[1])) },
  // Her favourite in a domain of her tastes, asked after another ('And your favourite drink?', 'What about your favourite film?');
  // what she drinks ('Do you drink coffee?'). 'And your favourite colour?' names no taste of hers: left to the rest.
  { kind: 'about-teacher', pattern: /^(?:(?:and|so|(?:what|how) about) )?your favou?rite ((?:kind of |type of )?\p{L}+(?: \p{L}+)?)\s*\?*$/iu, when: (_t, m) => !!tasteDomainOf(m[1]!) },
  { kind: 'about-teacher', pattern: /^(?:and |so )?do you (?:ever |often |usually )?drink (?!it\b|that\b|this\b)[\p{L} ]{1,30}\s*\?+$/iu },
  // The time where she lives: 'What time is it in Portland?', 'What time is it there?', '¿Qué hora es en Valencia?'.
  { kind: 'about-teacher', pattern: ASKS_HER_TIME, when: (t, m) => asksHerTime(m.input, t) },
  // When she works: 'Do you work every day?', '¿Trabajas los fines de semana?'.
  { kind: 'about-teacher', pattern: WHEN_SHE_WORKS },
  // The languages she speaks: 'Do you speak Chinese?', 'Can you speak other languages?', 'How many languages do you speak?'.
  // The weather where she lives ('What's the weather like in Portland?', 'How is the weather where you live?'); another
  // place's weather is no question about her.
  { kind: 'about-teacher', pattern: /^(?:and |so )?(?:what(?:'s| is) the weather (?:usually |normally |really )?like|how(?:'s| is) the weather)(?: (?:where you live|where you are|in your (?:city|town|country|part of the world)|in (\p{L}+(?: \p{L}+)?)))?(?: (?:at the moment|now|today|these days|in (?:the )?(?:summer|winter|spring|autumn|fall)|at this time of (?:the )?year))?\s*[?.!]*$/iu,
    when: (t, m) => !m[1] || !!TEACHER_HOMES[t.slug]?.test(m[1]) },
  { kind: 'about-teacher', pattern: /^(?:and )?(?:(?:can|do) you (?:also )?speak (?:any )?(?:other languages?|another language|\p{L}+(?: language)?)|how many languages (?:do|can) you speak)\s*[?.!]*$/iu },
  // Last, so no other kind's question is taken for one about a trip; answered only where the question or the
  // learner's last messages name a city (city-guides.ts), else the conversation goes on as before.
  { kind: 'city-guide', pattern: ASKS_ABOUT_A_CITY, when: (t) => !isSpanishTeacher(t) },
];

/** Kinds whose patterns name the word in one of several alternative groups. */
const ONE_OF_SEVERAL_GROUPS: ReadonlySet<QuestionKind> = new Set(['synonym', 'opposite', 'word-tone', 'word-register', 'spelling', 'word-said-two-ways']);

/** The question the learner asked the teacher, if the message is one (or ends with one). */
/** Kinds answered from the whole question (or, for the meeting moves, the move named), not from a word it quotes. */
/** The move a business phrase is asked for ('introduce myself'); an introduction asked for formally ('in a formal way', 'to a new client') is 'introduce myself formally'. */
function businessMove(match: RegExpExecArray, text: string): string {
  const move = (match[1] ?? match[2] ?? '').toLowerCase();
  return move === 'introduce myself' && /\bformal(?:ly)?\b|\b(?:clients?|customers?|directors?)\b/i.test(text) ? `${move} formally` : move;
}

const WHOLE_QUESTION_KINDS: ReadonlySet<QuestionKind> = new Set(['family-word', 'phrasal-verbs-of', 'phrasal-verbs-for', 'choice', 'false-friends', 'silent-letter', 'first-language-mistakes', 'joke', 'discussion', 'everyday-idiom', 'answer-feedback', 'register', 'no-microphone', 'tongue-twister', 'practice-words', 'topic-words', 'spanish-request', 'recommendation', 'conjugation', 'first-language-sounds', 'know-how', 'help-request', 'city-guide', 'other-language', 'band-score', 'ielts-format', 'star', 'interview-tip', 'email-opening', 'business-phrase', 'business-idiom', 'what-to-say', 'advice', 'about-teacher', 'spain-question', 'ielts-practice', 'politer-of-two', 'a-or-an']);

/** What a difference is asked in, after its second word: 'ship and sheep in pronunciation', '...when I say them'. */
const ASKED_IN = /\s+(?:in (?:pronunciation|sound|meaning|english|spanish|speaking|writing|use)|when (?:i|you|we) (?:say|pronounce|use|write) (?:it|them|these words)|(?:in|with|for) (?:the|my|your) (?:mouth|tongue|lips))\s*$/i;

/** A question that asks nothing by itself: 'What can I do?', 'Any tips?', 'What should I do about it?'. */
const POINTS_BACK = /^(?:so |and |but )?(?:what (?:can|should|could) i do(?: about (?:it|this|that))?(?: then)?|(?:(?:can|could) you )?(?:please )?explain(?: (?:it|this|that|them))?(?: to me)?(?: please)?|(?:do you have |have you got )?any (?:tips|advice|ideas)(?: for me)?|(?:can|could) you help me(?: with (?:it|this|that))?|how can i (?:fix|change|improve) (?:it|this|that)|how (?:can|could|do|should|would) i (?:say|write|put|tell (?:him|her|them)) (?:it|this|that)(?: (?:more )?(?:politely|nicely|kindly|diplomatically|formally|professionally))?(?: (?:in an? (?:e-?mail|message|letter)|to (?:him|her|them|my [a-z]+)))?)\s*[?!.]*$/i;

/** "Is it correct?" after a quoted phrase in the same message asks about that phrase, not the learner's last answer. */
const IS_IT_CORRECT_WORDS = 'is (?:it|this|that) (?:correct|right|ok(?:ay)?|good english|natural)';
const IS_IT_CORRECT = new RegExp(String.raw`^(?:and |but )?${IS_IT_CORRECT_WORDS}\s*\?*$`, 'i');
const ASKS_IF_CORRECT = new RegExp(String.raw`\b${IS_IT_CORRECT_WORDS}\b`, 'i');
/** Whether a message asks, anywhere in it, if something is right ('What does X mean? Is it correct?'). */
export const asksIfCorrect = (message: string): boolean => ASKS_IF_CORRECT.test(message);
const QUOTES_A_PHRASE = /["'‘“][^"'’”]{2,}["'’”]/;

/** Feedback asked on an answer given with the request ('Can you give me feedback on this: I always plan every week...'). */
const FEEDBACK_ON_GIVEN = /^(?:(?:can|could) (?:you |i )?(?:please )?(?:give me|have|get) (?:some |any |your )?feedback|what (?:do you think|is your feedback)) (?:on|about|of) (?:this|my answer|my sentence|my paragraph|it)\s*:\s*\S/i;

/** 'Give me a band', 'Tell me my score', 'What band is that?': a band asked for in so many words. */
const ASKS_FOR_A_BAND = /\b(?:give|tell) me (?:a |my |the |your )?(?:band|score)(?: score)?\b|\bwhat (?:band|score) (?:is|was|would be) (?:that|this|it)\b/i;

/** A situation told, then a question that points back at it ('... the project will be late. How can I say it politely?'). */
function namesItsSituation(message: string): boolean {
  const sentences = message.trim().split(/(?<=[.!?])\s+/);
  return sentences.length > 1 && POINTS_BACK.test(sentences.at(-1)!) && !!findSituation(message);
}

/** '¿"fui" o "iba" a la playa cada verano?': two quoted forms, then the words they share, asked as two whole sentences. */
const TWO_SPANISH_FORMS_ASKED = /^¿?\s*(?:(?:so|and|y|pero),?\s+)?(?:is it|should i say|do you say|do i say|se dice|digo)\s+["'‘“«]?(\p{L}+(?: \p{L}+){1,3})["'’”»]?,? or?\s+["'‘“«]?(\p{L}+(?: \p{L}+){1,3})["'’”»]?\s*\?+\s*$/iu;
/** 'Is "On one hand" correct or "On the one hand"?': the first form asked about, the second set beside it. */
const QUOTED_FORM_OR_ANOTHER = /^(?:(?:so|and|ok(?:ay)?),?\s+)?is (["'‘“][^"'’”]+["'’”]) (?:correct|right|ok(?:ay)?|better|more natural|fine),? or (?:is it )?(["'‘“][^"'’”]+["'’”])\s*\?*\s*$/i;
/** Words of an email's greeting or sign-off. */
const EMAIL_FORMULA = /\b(?:dear|regards|sincerely|faithfully|best wishes|cheers|to whom it may concern|hi|hello)\b/i;
const TWO_QUOTED_FORMS_ASKED = /^(?:(?:so|and|ok(?:ay)?),?\s+)?(?:is it |which (?:one )?is |what is |is )?(?:more )?(?:correct|right|better|more natural)(?: to (?:say|write|use))?[:,]?\s*(["'‘“][^"'’”]+["'’”]),? or (["'‘“][^"'’”]+["'’”])\s*\?*\s*$/i;
const QUOTED_PAIR_THEN_WORDS = /^¿?\s*["'‘“«]([^"'’”»]{1,30})["'’”»]\s+(?:o|or)\s+["'‘“«]([^"'’”»]{1,30})["'’”»]\s+([^"'‘“«»”?]{3,60}?)\s*\?+\s*$/iu;

/** 'Why does "está" have an accent?', '¿Por qué "tú" lleva tilde?': the accented word asked against itself without it. */
const ACCENT_ASKED = /^¿?\s*(?:(?:and|so|but|y|entonces|pero),?\s+)?(?:why (?:does|do|has|is) ["'‘“«](\p{L}+)["'’”»] (?:have|take|need|get|got|written with) (?:an?|the|a written) (?:accent|tilde)|why is there an accent on ["'‘“«](\p{L}+)["'’”»]|por qu[eé] ["'‘“«](\p{L}+)["'’”»] (?:lleva|tiene) (?:tilde|acento))\s*\?*\s*$/iu;

/**
 * 'Can you check "quedé en casa"? Is it right?', '"Soy en casa ahora", ¿es correcto?', 'And "soy en casa ahora"?': a quoted
 * phrase of three words or more to be checked (two words or one are a change's words, why-after-correction.ts).
 */
/** A question about a text written, or IELTS writing, not about the speaking test. */
const ABOUT_WRITING = /\b(?:writing|essays?|task (?:1|2|one|two)|letter|e-?mail|(?:would|will|could) (?:this|it|my (?:text|essay|answer|paragraph)) get)\b/i;
/** The question first, then the sentence it asks about: 'Is this correct? "I am agree"', '¿Está bien? Yo fui a la playa'. */
// Only 'this' and 'the following' point forward: 'Is that ok? I can only come at six' and '¿Está bien?' ask for agreement.
const ASKED_THEN_TEXT = /^(?:is (?:this|the following) (?:sentence )?(?:correct|right|ok(?:ay)?|good english|natural|wrong)|¿?(?:es|está) (?:correcto|bien) esto|¿?esto (?:es|está) (?:correcto|bien))\s*[?:]+\s*(["'‘“«])?(\p{L}.*?)[.!]*["'’”»]?[.!]*\s*$/iu;
/** 'Is that correct? "He go to school."', '¿Es correcto? «Yo fui...»': after 'that', 'it' or a bare '¿Es correcto?', only a quoted sentence. */
const ASKED_THEN_QUOTED = /^(?:is (?:that|it) (?:correct|right|ok(?:ay)?|good english|natural|wrong)|¿?(?:es|está) (?:correcto|bien))\s*[?:]+\s*(["'‘“«])(\p{L}[^"'’”»]*?)[.!]*["'’”»][.!]*\s*$/iu;
/** A hedge or thanks after the question ('Is this correct? I'm not sure.'): no sentence to check. */
const HEDGE_OR_THANKS = /^(?:i(?:'m| am) not (?:sure|certain)|not sure|please|thanks?|thank you|no estoy segur[oa]|gracias|por favor)\b/i;
/** 'Is this correct? I mean my last answer': what follows says which text, it is not the text. */
const POINTS_TO_AN_ANSWER = /^(?:i mean|(?:my|the) (?:last |previous |first )?(?:answer|sentence|text|e-?mail|paragraph|message)\b)/i;
const QUOTED_TO_CHECK = /^(?:(?:and|y|what about|how about)\s+|(?:(?:can|could) you (?:please )?(?:check|correct)|¿?(?:puedes|podrías) (?:revisar|corregir))\s*:?\s*)?¿?\s*["'‘“«]([^"'’”»]+)["'’”»]\s*[.?!,]*\s*(?:(?:is|was) (?:it|that|this) (?:right|correct|ok|okay|wrong)|¿?\s*(?:es|está) (?:correcto|bien|mal))?\s*[?.!]*\s*$/iu;

/**
 * A word said in syllables with the stress in capitals, asked about ('I say com-for-TA-ble, is it correct?', 'is it
 * DE-ve-lop or de-VE-lop?'): how the word is said, its stress among it, not a sentence to check for grammar.
 */
const SYLLABLES_SAID = /(?<![\p{L}-])(\p{L}+(?:-\p{L}+){1,5})(?![\p{L}-])/gu;
function wordSaidInSyllables(message: string): string | null {
  // Asked ('...?', 'is it right?'), or told of ('I always say DE-ve-lop') to be weighed.
  if (!/\?\s*$|\b(?:correct|right|ok(?:ay)?|wrong)\b|\bi (?:always |usually |often |normally )?(?:say|pronounce)\b/i.test(message)) return null;
  for (const [, syllables] of message.matchAll(SYLLABLES_SAID)) {
    const parts = syllables!.split('-');
    const stressed = parts.filter((part) => part.length >= 2 && part === part.toUpperCase() && /\p{Lu}/u.test(part));
    if (stressed.length === 1 && parts.some((part) => part === part.toLowerCase())) return parts.join('').toLowerCase();
  }
  return null;
}

/** 'Ok: "Estudio para aprobar" y "Paseo por el parque". ¿Están bien?': quoted sentences, then asked whether they are right. */
const QUOTED_THEN_ASKED = /(?:^|[.!?:]\s*)¿?\s*(?:(?:y|and|so|entonces|pero|ok)[,.]?\s+)?(?:(?:est[aá]n|son|es|est[aá])\s+(?:bien|correct[oa]s?)|(?:are|is)\s+(?:they|these|those|both|it|this|that)\s+(?:correct|right|ok|okay|fine)|(?:are|is) (?:correct|right))\s*\?+\s*$/iu;
const QUOTED_SENTENCE = /["“«]([^"”»]+\s[^"”»]+)["”»]/gu;

function quotedThenAsked(message: string): string | null {
  if (!QUOTED_THEN_ASKED.test(message)) return null;
  const quoted = [...message.matchAll(QUOTED_SENTENCE)].map((m) => m[1]!.trim());
  if (quoted.length < 2) return null;
  return quoted.map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`)).join(' ');
}

/** 'here is my first sentence: "I am writing to apply..."': a sentence of the learner's own shown to be looked at. */
const SENTENCE_SHOWN = /^(?:(?:ok(?:ay)?|so|and)[,!.]?\s+)?(?:here is|here's|this is|these are) my (?:(?:first|opening|last|closing|new|next|second|third|final) )?sentences?\s*(?::\s*["“‘']?|[,-]?\s*["“‘'])(\p{L}[^"”]*?\p{L})[.!?]?["”’']?\s*$/iu;

/** A word typed with its stress in capitals ('REcord', 'phoTOgraphy'): two capitals or more and a small letter. */
const STRESS_IN_CAPITALS = /\b(?=\p{L}*\p{Ll})(?=(?:\p{L}*\p{Lu}){2})(\p{L}{4,})\b/u;
/** Asked whether it is right, or simply asked. */
const ASKS_IF_RIGHT = /\?\s*$|\b(?:is (?:that|it|this) (?:right|correct|ok(?:ay)?)|right\?|correct\?)/i;
/** One word named as hard to say, or asked about alone ('What about "clothes"?'). */
const ONE_WORD_HARD = /^(?:(?:and|so|ok(?:ay)?),?\s+)?(?:(?:what|how) about ["'‘“](\p{L}{2,})["'’”]\s*\?|["'‘“](\p{L}{2,})["'’”] is (?:a |so |very |really )?(?:difficult|hard|dangerous|impossible|tricky|scary|terrible|a nightmare)(?: word)?(?: for me)?\b)/iu;

/** The word a learner asks the pronunciation coach about: its stress typed in capitals, or one word named as hard. */
function wordAskedOfTheCoach(message: string): LearnerQuestion | null {
  const text = message.trim();
  const hard = ONE_WORD_HARD.exec(text);
  if (hard) return { kind: 'pronunciation', subject: (hard[1] ?? hard[2])!.toLowerCase() };
  const stressed = STRESS_IN_CAPITALS.exec(text)?.[1];
  if (!stressed || !ASKS_IF_RIGHT.test(text) || /^[\p{Lu}]+$/u.test(stressed)) return null;
  const word = stressed.toLowerCase();
  // A word said two ways ('record', 'present'): both, each with its stress.
  const twoWays = WORDS_SAID_TWO_WAYS.find((entry) => entry.word === word);
  return twoWays ? { kind: 'word-said-two-ways', subject: word } : { kind: 'pronunciation', subject: word };
}

export function detectQuestion(message: string, teacher: TutorTeacher): LearnerQuestion | null {
  // "What about 'develop'? I always say DE-ve-lop.": a word spelt out by its syllables is asked of how it is said, before
  // the word quoted is taken for a sentence to check.
  const inSyllables = isSpanishTeacher(teacher) ? null : wordSaidInSyllables(message);
  if (inSyllables) return { kind: 'pronunciation', subject: inSyllables };
  // Asked of the pronunciation coach: a word's stress typed in capitals ('I REcord the music. Is that right?'), or one word
  // named as hard ("What about 'clothes'?", "'beach' is a dangerous word for me"): how it is said, not its grammar.
  const soundAsked = teacher.task === 'pronunciation' ? wordAskedOfTheCoach(message) : null;
  if (soundAsked) return soundAsked;
  const sentencesQuoted = quotedThenAsked(message.trim());
  if (sentencesQuoted) return { kind: 'is-correct', subject: sentencesQuoted };
  const shown = SENTENCE_SHOWN.exec(message.trim())?.[1];
  if (shown && shown.split(/\s+/).length >= 3) return { kind: 'is-correct', subject: shown };
  const toCheck = QUOTED_TO_CHECK.exec(message.trim())?.[1];
  // Asked, not merely quoted: a request before it, or a question after it.
  const isAsked = /\?\s*$|^(?:and|y|what about|how about|can|could|¿?puedes|¿?podrías)\b|\b(?:es|está) (?:correcto|bien|mal)\s*$/iu.test(message.trim());
  if (toCheck && isAsked && toCheck.trim().split(/\s+/).length >= 3) return { kind: 'is-correct', subject: toCheck.trim() };
  // 'Is this correct? "I am agree with you"', 'Is this right? Yo fui a la playa': the question first, then what it asks about.
  const after = ASKED_THEN_TEXT.exec(message.trim()) ?? ASKED_THEN_QUOTED.exec(message.trim());
  const textAfter = after?.[2]?.trim();
  const isQuoted = !!after?.[1];
  // Quoted, two words are a sentence to check; unquoted, three, and not a hedge or thanks (fewer is a remark: 'Please tell me').
  const isSentenceAfter = !!textAfter && textAfter.split(/\s+/).length >= (isQuoted ? 2 : 3) && !/\?\s*$/.test(textAfter) && !POINTS_TO_AN_ANSWER.test(textAfter) && (isQuoted || !HEDGE_OR_THANKS.test(textAfter));
  if (isSentenceAfter) return { kind: 'is-correct', subject: textAfter! };
  const accented = ACCENT_ASKED.exec(message.trim())?.slice(1).find((group) => group !== undefined);
  if (accented && stripAccents(accented) !== accented) return { kind: 'difference', subject: accented, other: stripAccents(accented) };
  // 'Is it better to say "I am writing to apply" or "I would like to apply"?': two quoted forms to choose between, before any
  // word in them is taken for a topic ('writing', 'apply').
  // A greeting or a sign-off set beside another ('Is "Regards" ok, or "Best regards"?') is the email answer's.
  const twoForms = TWO_QUOTED_FORMS_ASKED.exec(message.trim()) ?? (EMAIL_FORMULA.test(message) ? null : QUOTED_FORM_OR_ANOTHER.exec(message.trim()));
  if (twoForms) return { kind: 'is-correct', subject: unquote(twoForms[1]!), other: unquote(twoForms[2]!) };
  // 'is it el agua or la agua?', '¿se dice en bici o con bici?': two short Spanish forms set side by side, asked of Lucía.
  const twoSpanishForms = isSpanishTeacher(teacher) ? TWO_SPANISH_FORMS_ASKED.exec(message.trim()) : null;
  // The two forms share a word ('el agua', 'la agua'): two ways of saying one thing, not two things to choose between.
  const sharesAWord = (a: string, b: string) => a.toLowerCase().split(' ').some((word) => b.toLowerCase().split(' ').includes(word));
  if (twoSpanishForms && sharesAWord(twoSpanishForms[1]!, twoSpanishForms[2]!)) return { kind: 'is-correct', subject: twoSpanishForms[1]!, other: twoSpanishForms[2]! };
  const pairWithWords = QUOTED_PAIR_THEN_WORDS.exec(message.trim());
  if (pairWithWords) {
    const [, first, second, rest] = pairWithWords;
    return { kind: 'is-correct', subject: `${first} ${rest}`, other: `${second} ${rest}` };
  }
  // First, so nothing in the answer itself ('plan every week') is taken for the question (answer-feedback.ts).
  if (FEEDBACK_ON_GIVEN.test(message.trim())) return { kind: 'answer-feedback', subject: message.trim() };
  // 'Was that good? Give me a band.': asked of the examiner anywhere in the message, a band is what is wanted.
  if (teacher.task === 'ielts' && ASKS_FOR_A_BAND.test(message)) return { kind: 'band-score', subject: message.trim() };
  // Asked about Lucía in Spanish: answered as the same question in English would be.
  const aboutLucia = isSpanishTeacher(teacher) ? spanishAboutTeacher(message.split(/(?<=[.!?])\s+(?=[¿¡]?\p{Lu})/u).at(-1) ?? message) : null;
  if (aboutLucia) return { kind: 'about-teacher', subject: aboutLucia };
  // "No entiendo el subjuntivo": a Spanish structure Lucía explains (spanish-grammar-guides.ts).
  const spanishGrammar = isSpanishTeacher(teacher) ? spanishGrammarAsked(message) : null;
  if (spanishGrammar) return { kind: 'grammar-use', subject: spanishGrammar };
  // "I'm Ana. What does 'reluctant' mean?": the question is the last sentence; in "How do I pronounce
  // 'thought'? I always say 'sought'." it is the last one that asks.
  const sentences = message.trim().split(/(?<=[.!?])\s+(?=[¿¡"'‘“]?\p{Lu})/u);
  const lastQuestion = sentences.findLast((sentence) => /\?\s*$/.test(sentence)) ?? '';
  // Last, the words after the last full stop even when the learner wrote on in lower case ("i like it too. do you cook?").
  const afterLastStop = message.trim().split(/(?<=[.!?])\s+/).at(-1) ?? '';
  // 'I want improve my speaking', said alone: the 'to' learners leave out, put back (after an introduction it is news).
  const asMeant = (text: string) => (sentences.length === 1 ? text.replace(MISSING_TO, '$1 to $2') : text);
  // "I'm very shy when I speak. What can I do?": a last question that only points back is read with what it points at.
  const pointsBack = sentences.length > 1 && POINTS_BACK.test(sentences.at(-1) ?? '');
  // 'Thank you! What about "makes me"? Is it correct?': the words before the question, and their last sentence alone.
  const beforeIsItCorrect = sentences.length > 1 && IS_IT_CORRECT.test(sentences.at(-1) ?? '') && QUOTES_A_PHRASE.test(sentences.slice(0, -1).join(' ')) ? [...new Set([sentences.slice(0, -1).join(' '), sentences.at(-2)!])] : [];
  // Last, each earlier question, the latest first: "What does 'on the fence' mean? Is it OK at work?" answers the one it can.
  // Only when the message ends on a question: 'Tell me about yourself? Ok. My name is Ana...' quotes one, then answers it.
  const earlierQuestions = /\?\s*$/.test(message) ? sentences.slice(0, -1).filter((sentence) => /\?\s*$/.test(sentence)).reverse() : [];
  // 'why is "a exam" wrong? exam is a normal word': a question, then a remark on why it was asked, in lower case.
  const questionThenRemark = !/\?\s*$/.test(message) ? (message.trim().split(/(?<=\?)\s+/).slice(0, -1).findLast((part) => /\?\s*$/.test(part)) ?? '') : '';
  // 'I never know when to use fui and era. Can you explain?': what the pointing-back question points at, said alone.
  const pointedAt = pointsBack ? sentences.slice(0, -1).join(' ') : '';
  const candidates = [...beforeIsItCorrect, ...(pointsBack ? [message, sentences.at(-1) ?? '', afterLastStop, pointedAt] : [sentences.at(-1) ?? '', lastQuestion, message, afterLastStop]), ...earlierQuestions, ...(questionThenRemark ? [questionThenRemark] : [])].map((text) => clean(asMeant(text)));
  for (const text of candidates) {
    const aboutLearning = detectConversationQuestion(text);
    if (aboutLearning) return aboutLearning;
    for (const rule of RULES) {
      const match = rule.pattern.exec(text);
      if (!match || (rule.when && !rule.when(teacher, match, message))) continue;
      const [first, second] = rule.swap ? [match[2], match[1]] : ONE_OF_SEVERAL_GROUPS.has(rule.kind) ? [match.slice(1).find((group) => group !== undefined), undefined] : [match[1], match[2]];
      // 'And the opposite?' points at the word just talked about without naming it.
      const subject = first === undefined && rule.pointsAt ? rule.pointsAt : unquote(first ?? '');
      if (!WHOLE_QUESTION_KINDS.has(rule.kind) && !subject) continue;
      // 'ship and sheep in pronunciation': the second word without what the difference is asked in.
      const other = rule.kind === 'difference' || rule.kind === 'is-correct' || rule.kind === 'word-stress' ? unquote((second ?? '').replace(rule.kind === 'difference' ? ASKED_IN : /(?!)/, '')) : undefined;
      const context = rule.kind === 'meaning' && match[2] ? unquote(match[2]) : rule.register;
      return {
        kind: rule.kind,
        // A move asked for formally ('How do I introduce myself in a formal way?', '...to a new client') keeps that word.
        subject: rule.kind === 'business-phrase' ? businessMove(match, text) : WHOLE_QUESTION_KINDS.has(rule.kind) ? text : subject,
        ...(other ? { other } : {}),
        ...(context ? { context } : {}),
      };
    }
  }
  return null;
}


/**
 * A message that asks the teacher something rather than answers her: a question the answers know, or one ending on a
 * question mark that is short ('was my answer good?', 'what should I say instead?'). An answer of an interview may ask
 * a question of its own ('... and that is why I applied. Does that make sense?'): a long message is an answer.
 */
export function isQuestionToTeacher(message: string | undefined, teacher: TutorTeacher): boolean {
  const text = message?.trim() ?? '';
  if (!text || text.split(/\s+/).length > QUESTION_TO_TEACHER_WORDS) return false;
  return detectQuestion(text, teacher) !== null || /\?\s*$/.test(text) || THANKS_TO_TEACHER.test(text);
}
/** 'thanks daniel', 'ok thank you!', 'thx': thanks, which a thank-you for the answer would answer with thanks. */
const THANKS_TO_TEACHER = /^(?:ok(?:ay)?[,!.]?\s+)?(?:thanks?|thank you|thx|cheers)(?: (?:so much|a lot|very much))?(?:,? \p{L}+)?\s*[.!]*$/iu;
const QUESTION_TO_TEACHER_WORDS = 14;
