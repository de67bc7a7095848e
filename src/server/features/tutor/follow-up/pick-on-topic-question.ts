/**
 * A follow-up that continues the learner's own topic: first a question from the banks that shares a word
 * with what they said, then a template around their key noun or activity. Never one already asked.
 */
import nlp from 'compromise';
import type { TutorTeacher } from '../../../lib/language-model';
import { fillTemplate, type Chooser } from '../choose-variant';
import { findKeyPhrase, withoutWhereSomethingIs } from '../find-key-phrase';
import { findLemma, likelyPartOfSpeech } from '../wordnet/find-lemma';
import { questionSources, teacherQuestionBanks } from '../pick-follow-up-question';
import { topicQuestions } from '../question-banks/topic-questions';
import { detectMood, moodClause, moodSentence, tellsPastEvent } from '../detect-mood';
import { wasAlreadyAsked } from '../read-conversation';
import DONE_ALONE from '../packs/en/words/pastimes-done-alone.json';
import { findSpanishKeyPhrase } from './find-spanish-key-phrase';
import { ACTIVITY_TEMPLATES, COMING_THING_TEMPLATES, EVENT_TEMPLATES, HARD_TIME_TEMPLATES, isEnglishPersonPhrase, PERSON_HARD_TIME_TEMPLATES, PAST_THING_TEMPLATES, PLAIN_DISLIKE_TEMPLATES, SPANISH_PLAIN_DISLIKE_TEMPLATES, SPANISH_DISLIKE_TEMPLATES, SPANISH_HARD_TIME_TEMPLATES, SPANISH_NAME_TEMPLATES, SPANISH_PERSON_HARD_TIME_TEMPLATES, SPANISH_PERSON_TEMPLATES, SPANISH_TEMPLATES, SPANISH_THEIR_TEMPLATES, spanishNumberOf, spanishPersonOf, THING_TEMPLATES } from './follow-up-templates';
import { findSpanishName } from './find-spanish-name';
import { placeInEnglish } from './spanish-place-names';
import { isTaskLed } from '../is-task-led';
import { asksAboutTopic } from './is-on-topic';
import { quotablePhrase } from './quotable-phrase';
import { WORK_FIELDS } from './told-fact-words';
import { ORDERED_SECTIONS } from '../question-banks/question-bank';
import { asksForKnownFact, type LearnerFacts } from './learner-facts';
import { questionsOnOpinion } from './general-opinion';



/**
 * Named once, a thing is 'la película' when asked about ('¿Qué te gusta más de la película?', not 'de una película'), and
 * what the learner has ('Tengo un perro', 'Tengo una hermana') is theirs: 'tu perro', 'tu hermana'.
 */
function asAlreadyNamed(phrase: string, message: string): string {
  const [article, ...rest] = phrase.split(' ');
  if (article !== 'un' && article !== 'una') return phrase;
  const isTheirs = new RegExp(String.raw`(?<![\p{L}])tengo ${article} ${rest[0]}(?![\p{L}])`, 'iu').test(message);
  return `${isTheirs ? 'tu' : article === 'una' ? 'la' : 'el'} ${rest.join(' ')}`;
}

/**
 * The learner's English without the words that only describe ('new', 'big', 'lovely'): a bank question must share
 * what they talked about, not how it was ('I bought a new bike' is not asked 'What is something new you would like
 * to learn?').
 */
function withoutDescribingWords(text: string): string {
  return text.replace(/\p{L}[\p{L}'’]*/gu, (word) => (likelyPartOfSpeech(word.toLowerCase()) === 'adjective' ? '' : word));
}

/**
 * 'learning English', 'estudiar español': the language is the topic, not the verb, which would reach any question that
 * says it ('I think learning English is important' is not asked 'Who taught you to cook, or are you still learning?').
 */
const LEARNING_A_LANGUAGE = /(?<![\p{L}])(?:learn|learns|learning|learnt|learned|study|studies|studying|studied|aprender|aprendo|aprendiendo|estudiar|estudio|estudiando)\s+(?=(?:my\s+|mi\s+)?(?:English|Spanish|inglés|español)(?![\p{L}]))/giu;
const withoutLearningVerb = (text: string): string => text.replace(LEARNING_A_LANGUAGE, '');

/** A word WordNet has as a noun or a verb ('hold' in 'household'). */
const isEnglishWord = (word: string) => !!findLemma(word, 'noun') || !!findLemma(word, 'verb');

function allBankQuestions(teacher: TutorTeacher, topic: string): string[] {
  // The writing teacher keeps to the piece under way: an email is not asked for 'the strongest reason that supports
  // your opinion' because its words said 'support', nor a story for the reader of an email.
  const section = teacher.task === 'writing' ? teacherQuestionBanks[teacher.slug]?.[topic] : undefined;
  if (section && section.length > 0) return section.filter((q) => q.trim().endsWith('?'));
  // Only the teacher's own topics: a conversation with Sophia does not jump into interview questions.
  const topics = teacher.language.startsWith('en') ? teacher.conversationCategories.flatMap((category) => topicQuestions[category] ?? []) : [];
  return [...new Set([...questionSources(teacher, topic).flat(), ...topics])].filter((q) => q.trim().endsWith('?'));
}

/** Pastimes done alone (packs/en/words/pastimes-done-alone.json): 'Who do you usually spend time drawing with?' is no question for them. */
const SOLITARY_PASTIMES = new RegExp(String.raw`^(?:${DONE_ALONE.pastimes.join('|')})\b`, 'i');

/** A time still to come: what the message tells is ahead, not over. */
const STILL_TO_COME = /\b(?:tonight|tomorrow|later today|this (?:evening|afternoon|weekend)|next (?:week|weekend|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:i|we)(?:'ll| will| am going to|'m going to| are going to|'re going to))\b/i;

/** The phrase is what the learner has on ('I have a date tonight', 'we've got a party'), not a word beside it ('my friends'). */
function isHadOccasion(phrase: string, message: string): boolean {
  const noun = phrase.split(' ').at(-1)!;
  return new RegExp(String.raw`\b(?:have|has|'ve got|have got|got) (?:a|an|the|my|our|a big|a little) (?:\p{L}+ )?${noun}\b`, 'iu').test(message);
}

/**
 * The hard time is theirs: the clause after the person's noun tells it ('mi perro está enfermo', 'mi jefe me grita', 'mi
 * abuela no duerme'), not one where they did something and the learner is sad ('Mi amiga olvidó mi cumpleaños y estoy triste').
 */
function isHardForThem(phrase: string, message: string): boolean {
  const noun = phrase.split(' ').at(-1)!;
  const after = new RegExp(String.raw`(?<![\p{L}])${noun}(?![\p{L}])([^,.;!?]*?)(?:[,.;!?]|\s(?:y|pero|porque)\s|$)`, 'iu').exec(message)?.[1] ?? '';
  // A state, not one thing that happened ('Ayer mi vecino me gritó'): 'está así' asks about a state.
  if (/(?<![\p{L}])\p{L}+(?:ó|aron|ieron)(?![\p{L}])/u.test(after)) return false;
  return /^\s*no\s/i.test(after) || detectMood(after) === 'negative';
}

/** Lucía after a hard time: about the one person or pet it is about ('mi perro está enfermo'), else about how it is for the learner. */
function spanishHardTime(message: string): readonly string[] {
  const phrase = findSpanishKeyPhrase(message);
  // Someone of the learner's own ('tu perro', 'tu jefe'), not 'la señora' who shouted once.
  const person = phrase && /^tus? /i.test(phrase) && isHardForThem(phrase, message) ? spanishPersonOf(phrase) : null;
  if (!phrase || !person) return SPANISH_HARD_TIME_TEMPLATES;
  return SPANISH_PERSON_HARD_TIME_TEMPLATES.map((t) => fillTemplate(t, { phrase: asAlreadyNamed(phrase, message), object: person }));
}

/** A taste against told of someone else ('She doesn't like coffee', 'My husband hates football'), and one of the learner's own. */
const OTHERS_TASTE = /\b(?:he|she|they|my \p{L}+(?: \p{L}+)?|his \p{L}+|her \p{L}+|their \p{L}+) (?:really )?(?:(?:don't|doesn't|do not|does not|didn't|did not|never) (?:really )?(?:like|love|enjoy)|hates?|hated|can't stand)\b/iu;
const OWN_TASTE = /\bI (?:really )?(?:(?:don't|do not|didn't|did not|never) (?:really )?(?:like|love|enjoy)|hate|hated|can't stand)\b/i;

/** A reason given ('because it is dark at four', 'porque es muy caro'). */
const REASON_TOLD = /\b(?:because|'cause)\b|(?<![\p{L}])porque(?![\p{L}])/iu;
/** A question that asks what the learner dislikes about it ('What is it about winter that you do not like?', '¿Qué es lo que menos te gusta?'). */
const ASKS_WHAT_DISLIKED = /\b(?:do not|don't) like\b[^?]*\?|^What is it that you do not like|¿Qué es lo que (?:menos|no) te gusta/u;

/**
 * Of Lucía's questions about a thing named, '¿Qué te gusta más de...?' only where the learner says they like something, and
 * '¿Por qué es importante... para ti?' only where they say it matters: 'Mi vuelo sale el 5 de junio', 'La tienda estaba
 * cerrada', 'el examen es el lunes' are told, not liked, and get '¿Me cuentas algo más...?'.
 */
function fittingSpanishTemplates(templates: readonly string[], message: string): readonly string[] {
  const likes = /(?<![\p{L}])(?:me|nos) (?:gusta|gustan|encanta|encantan|chifla|chiflan)|(?<![\p{L}])(?:favorit[oa]s?|prefiero|adoro)(?![\p{L}])/iu.test(message);
  const matters = /(?<![\p{L}])(?:importante|importa|significa|especial)(?![\p{L}])/iu.test(message);
  // Nor '¿Qué piensas de tu vuelo?' of a thing only told: a view is asked of what the learner already weighs.
  return templates.filter((t) => (likes || !/te gusta más|qué piensas/i.test(t)) && (matters || !/importantes? .* para ti/.test(t)));
}

/** Verbs in -ing that never name a pastime on their own: how something seems, thinking, saying, getting, trying ('making pottery', 'sending postcards' may). */
const NO_PASTIME_ING = /^(?:sounding|seeming|feeling|thinking|knowing|saying|telling|asking|getting|having|coming|trying|wanting|needing|waiting|deciding|understanding|explaining|becoming|starting|stopping|finishing|losing|missing|paying|answering)\b/i;

export function pickOnTopicQuestion(input: {
  teacher: TutorTeacher;
  topic: string;
  /** What the learner said, already corrected, so a template never repeats their mistake. */
  message: string;
  assistantMessages: readonly string[];
  chooser: Chooser;
  facts?: LearnerFacts;
}): string | null {
  const { teacher, topic, message, assistantMessages, chooser, facts } = input;
  if (ORDERED_SECTIONS.has(topic) || isTaskLed(teacher)) return null;
  // A dislike with its reason told ('I don't like social media because...') is not asked what it is that they do not like.
  const saysWhy = REASON_TOLD.test(message);
  const notAsked = (questions: readonly string[]) => questions.filter((q) => !wasAlreadyAsked(q, assistantMessages) && !(saysWhy && ASKS_WHAT_DISLIKED.test(q)));
  const fresh = (questions: readonly string[]) => notAsked(questions).filter((q) => !(facts && asksForKnownFact(q, facts)));
  // A hard time or a dislike is followed up on itself, not with a chat question that shares a word with it
  // ('the guests are rude' is not asked 'Which household chore do you enjoy the least?').
  // Someone else's taste against ('She doesn't like the coffee') is no dislike of the learner's: not 'What is it about the
  // coffee that you do not like?'.
  const heard = detectMood(message);
  const mood = heard === 'dislike' && OTHERS_TASTE.test(moodClause(message)) && !OWN_TASTE.test(moodClause(message)) ? 'neutral' : heard;
  const isFeeling = mood === 'negative' || mood === 'dislike';
  const isSpanish = teacher.language.startsWith('es');
  // 'near my house' says where, so it is no topic to match ('Which household chore...?').
  const place = withoutLearningVerb(withoutWhereSomethingIs(message));
  const topicWords = isSpanish ? place : withoutDescribingWords(place);
  const matching = isFeeling ? [] : fresh(allBankQuestions(teacher, topic).filter((q) => asksAboutTopic(q, topicWords, isEnglishWord, { isEnglish: !isSpanish })));
  // A question on the learner's main topic ('the cinema') before one sharing a side word ('my friends').
  const keyPhrase = isSpanish || isFeeling ? null : findKeyPhrase(message);
  const onKey = keyPhrase ? matching.filter((q) => asksAboutTopic(q, withoutDescribingWords(keyPhrase), isEnglishWord, { isEnglish: true })) : [];
  if (onKey.length > 0) return chooser.pick('on-topic-question', onKey);
  // A view about people in general, with no bank question on its main topic: why, not a question sharing a side word
  // ('How do you like to spend your evenings?') nor a template around 'la gente'.
  const onOpinion = fresh(questionsOnOpinion(message, isSpanish));
  if (onOpinion.length > 0) return chooser.pick('on-topic-opinion', onOpinion);
  const quotable = keyPhrase && quotablePhrase(keyPhrase, message);
  if (matching.length > 0 && !quotable) return chooser.pick('on-topic-question', matching);

  const hardTime = mood !== 'negative' ? [] : isSpanish ? spanishHardTime(message) : tellsPastEvent(moodClause(message)) ? EVENT_TEMPLATES : [];
  const afterHardTime = fresh(hardTime);
  if (afterHardTime.length > 0) return chooser.pick('on-topic-event', afterHardTime);
  const found = isSpanish ? findSpanishKeyPhrase(message) : findKeyPhrase(isFeeling ? moodSentence(message) : message);
  const phrase = found && (isSpanish ? found : quotablePhrase(found, message));
  const sideTopic = matching.length > 0 ? chooser.pick('on-topic-question', matching) : null;
  // A dislike with no thing to name ('Odio los lunes'): why, and what they would rather; not a question on another subject.
  const aboutIt = mood === 'negative' ? fresh(HARD_TIME_TEMPLATES) : mood === 'dislike' ? fresh(isSpanish ? SPANISH_PLAIN_DISLIKE_TEMPLATES : PLAIN_DISLIKE_TEMPLATES) : [];
  // A name ('Hablé con Jimena', 'Daddy Yankee canta muy bien'), where no thing with its article was found: asked about by name in both languages.
  const name = !isSpanish || mood === 'dislike' ? null : phrase ? (/^\p{Lu}/u.test(phrase) ? phrase : null) : findSpanishName(message);
  const aboutName = name ? notAsked(SPANISH_NAME_TEMPLATES.map((t) => fillTemplate(t, { phrase: name, phraseEn: placeInEnglish(name) }))) : [];
  if (aboutName.length > 0) return chooser.pick('on-topic-name', aboutName);
  if (!phrase) return sideTopic ?? (aboutIt.length > 0 ? chooser.pick('on-topic-hard-time', aboutIt) : null);
  // 'marketing', 'nursing': a field of work, not something the learner spends time doing with friends.
  // 'living in the countryside', 'working with children': a way of life, asked about as a thing ('What do you like most
  // about living in the countryside?'), never 'How often do you find time for...?'.
  // 'sounding like I make excuses', 'getting a visa': a verb in -ing that names no pastime.
  const isActivity = !isSpanish && /^\p{L}+ing\b/u.test(phrase) && !WORK_FIELDS.has(phrase.toLowerCase()) && !/^(?:living|working|studying|staying|being)\b/i.test(phrase) && !NO_PASTIME_ING.test(phrase);
  const person = isSpanish ? spanishPersonOf(phrase) : null;
  const isTheirs = isSpanish && /^sus? /i.test(phrase);
  const spanishTemplates = isTheirs ? SPANISH_THEIR_TEMPLATES : person ? SPANISH_PERSON_TEMPLATES : fittingSpanishTemplates(SPANISH_TEMPLATES[spanishNumberOf(phrase)], message);
  const object = person ?? (spanishNumberOf(phrase) === 'many' ? 'them' : 'it');
  // A good occasion told in the past ('the wedding was lovely') is asked about as it was, not as part of their life.
  // One still to come ('I have a date tonight with a girl I met online') is no past occasion, whatever else is past.
  const isPastOccasion = mood === 'positive' && !isActivity && tellsPastEvent(message) && !STILL_TO_COME.test(message);
  // A good thing still to come ('I have a date tonight'): what they look forward to, not how it became part of their life.
  const isComingOccasion = mood === 'positive' && !isActivity && STILL_TO_COME.test(message) && isHadOccasion(phrase, message);
  // A pastime done alone ('drawing animals') is never asked who with, nor one whose company was just told ('hiking with your colleagues').
  const isCompanyKnown = SOLITARY_PASTIMES.test(phrase) || /\bwith (?!it\b|them\b|that\b)\p{L}+/iu.test(phrase);
  const activityTemplates = isCompanyKnown ? ACTIVITY_TEMPLATES.filter((t) => !/\bwith\?$/.test(t)) : ACTIVITY_TEMPLATES;
  const isPersonHardTime = !isSpanish && mood === 'negative' && isEnglishPersonPhrase(phrase);
  const templates = isSpanish ? (mood === 'dislike' ? SPANISH_DISLIKE_TEMPLATES : spanishTemplates) : isActivity ? activityTemplates : isPersonHardTime ? PERSON_HARD_TIME_TEMPLATES : isPastOccasion ? PAST_THING_TEMPLATES : isComingOccasion ? COMING_THING_TEMPLATES : THING_TEMPLATES[mood];
  // Built on what the learner just said, so never a known fact asked for again ('Mi familia es muy grande' -> '¿Qué te gusta más de tu familia?').
  // The first noun phrase's number ('the dinner with my parents' is one dinner).
  const was = !isSpanish && nlp(nlp(phrase).nouns().eq(0).text()).nouns().isPlural().found ? 'were' : 'was';
  const options = notAsked(templates.map((t) => fillTemplate(t, { phrase: isSpanish ? asAlreadyNamed(phrase, message) : phrase, object, was })));
  return options.length > 0 ? chooser.pick('on-topic-template', options) : sideTopic;
}
