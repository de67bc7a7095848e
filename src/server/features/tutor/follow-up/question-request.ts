/**
 * The learner names a question to practise ("Can we practise the question 'Why should we hire you'?", "Ask
 * me 'What are your strengths?'"): the teacher agrees and asks it, in the bank's words where it is one of the
 * teacher's own, instead of taking the request for a question to the teacher. Named by what it is about ("Can we
 * practise the question about conflict?"), the teacher's own question on that is asked.
 */
import { GENERAL_CONVERSATION_TOPIC } from '#/shared/constants';
import type { TutorTeacher } from '../../../lib/language-model';
import { agree, isSpanishTeacher } from '../answers/teacher-voice';
import { teacherQuestionBanks } from '../pick-follow-up-question';
import { normalizeForComparison } from '../read-conversation';
import { lastQuestionOf } from '../repeat-request';

/** 'practise the question X', 'answer this interview question: X', 'ask me: X' or 'ask me "X"' — with the question said after it. */
const REQUEST = /\b(?:practi[cs]e|try|do|answer|rehearse)\s+(?:the|this|that|a|an)?\s*(?:(?:common|typical|classic|famous|difficult|hard|interview|exam|speaking)\s+)*question\s*:?\s*(?<asked>.+)$|(?:^|(?:can|could|would|will) you (?:please )?|please |now |then )ask me\s*(?::\s*(?<quoted>.+)|(?<single>["‘“][^"’”]+["’”]|'[^']+'))\s*(?:,? please)?\s*[?.!]*$/i;
const QUOTES = /^["'‘“]+|["'’”]+$/g;
/** What is left must read as a question of its own: a question word or an inverted verb first. */
const QUESTION_START = /^(?:what|why|how|where|when|who|which|whose|tell me|describe|can|could|do|does|did|are|is|have|would|will|should)\b/i;
const MOST_WORDS = 25;

/** The question the learner named, tidied: its quotes and trailing marks off, a capital first and a question mark last. */
export function namedQuestion(message: string): string | null {
  const match = REQUEST.exec(message.trim());
  const said = (match?.groups?.asked ?? match?.groups?.quoted ?? match?.groups?.single)?.trim().replace(/[?.!]+$/, '').trim().replace(QUOTES, '').replace(/[?.!]+$/, '').trim();
  if (!said || !QUESTION_START.test(said) || said.split(/\s+/).length > MOST_WORDS) return null;
  const imperative = /^(?:tell me|describe)\b/i.test(said);
  return `${said[0]!.toUpperCase()}${said.slice(1)}${imperative ? '.' : '?'}`;
}

/** 'the question about conflict', 'the weakness question', 'a question on deadlines': a question named by what it is about. */
const ABOUT_REQUEST = /\b(?:practi[cs]e|try|do|answer|rehearse|ask me|work on|prepare)\s+(?:the|a|an|that|one)\s+(?:(?:interview|common|typical|classic|difficult|hard)\s+)*(?:question\s+(?:about|on)\s+(?:a\s+|an\s+|the\s+|my\s+)?(?<about>\p{L}[\p{L}-]{2,20})|(?<before>\p{L}[\p{L}-]{2,20})\s+question)\b(?:\s+(?:again|now|please|together))*\s*[?.!]*$/iu;

/** 'How do I answer...?', and in a statement's word order as learners write it ('How I can answer...?', 'How I should say...?'). */
const ASKS_HOW = /^(?:(?:so|and|ok(?:ay)?)[,!.]?\s+)?how (?:(?:i|we) )?(?:do|should|can|could|would|to|must)\b/i;

/** The teacher's own question about what the learner named ('conflict' -> 'Tell me about a time you handled a conflict...'). */
export function bankQuestionAbout(message: string, teacher: TutorTeacher): string | null {
  // 'How do I answer the salary question?' asks how, which the tips answer (answer-interview.ts): it is no request to be asked it.
  if (ASKS_HOW.test(message.trim())) return null;
  const match = ABOUT_REQUEST.exec(message.trim());
  const named = (match?.groups?.about ?? match?.groups?.before)?.toLowerCase();
  if (!named || ['this', 'that', 'next', 'first', 'last', 'same', 'other', 'another'].includes(named)) return null;
  // 'weaknesses' is asked about as 'weakness', 'deadlines' as 'deadline'.
  const stem = named.replace(/(?:es|s)$/, (ending) => (named.length > 5 ? '' : ending));
  const pattern = new RegExp(`(?<![\\p{L}])${stem}`, 'iu');
  return Object.values(teacherQuestionBanks[teacher.slug] ?? {}).flat().find((question) => pattern.test(question)) ?? null;
}

export function answerQuestionRequest(message: string, teacher: TutorTeacher): string | null {
  if (isSpanishTeacher(teacher)) return null;
  const asked = namedQuestion(message);
  if (!asked) {
    const aboutNamed = bankQuestionAbout(message, teacher);
    return aboutNamed ? `${agree(teacher)} ${aboutNamed}` : null;
  }
  const wanted = normalizeForComparison(asked);
  const banked = Object.values(teacherQuestionBanks[teacher.slug] ?? {}).flat().find((question) => normalizeForComparison(question) === wanted);
  return `${agree(teacher)} ${banked ?? asked}`;
}

/**
 * "Can you ask me a question?", "Ask me something", "Quiz me!", "¿Me haces una pregunta?": a request for the teacher's
 * next question, whatever it is (not one the learner names, above, nor a question to the teacher).
 */
const ANY_QUESTION = /^(?:(?:ok(?:ay)?|so|now|please|then)[,!.]?\s+)*(?:(?:can|could|would|will) you (?:please )?|please |now )?(?:ask me (?:(?:a|an|one|another|some|more|a few|any|new|other|different|interview|exam|speaking|easy|simple|more difficult|harder|a harder|an easier|an? (?:new|easy|simple|different|interview|exam|speaking))\s+)*(?:questions?|something(?: else)?|anything)|give me (?:(?:a|an|one|another|some|more|a few|new|other|different|harder|easier|more difficult|more challenging|interview|exam|speaking)\s+)*questions?|quiz me|test me|give me (?:a|an|one|another|some|a new|a different|an easy|a harder) topics?(?: to (?:talk|speak|practi[cs]e) (?:about|on))?|(?:give me|(?:can|could|may) i (?:have|get)) (?:a|another|one more|a new|a different) (?:cue )?card|(?:choose|pick|suggest) (?:a|another|one|a new) topic(?: for (?:me|us))?(?: to (?:talk|speak) about)?)(?:,? (?:please|now|again|about anything|(?:just )?(?:like|as)(?: in)? (?:(?:a|an|the) )?(?:real |proper |actual )?(?:interview|exam|test|interviewer|examiner)(?: (?:would|does))?))*\s*[?.!]*$|^(?:(?:can|could|would|will) you (?:please )?)?interview me(?: for (?:a|an|the|my) [a-z -]{1,40}?)?(?:,? please)?(?: like (?:a|an) (?:real )?(?:interviewer|employer))?(?:,? please)?\s*[?.!]*$|^(?:(?:can|could|would|will) you (?:please )?)?(?:play|be|act as) (?:the|an?|my) (?:recruiter|interviewer|hiring manager|employer|examiner)(?: and (?:i (?:will )?(?:practi[cs]e|answer)|ask me))?(?:,? please)?\s*[?.!]*$|^(?:(?:ok(?:ay)?|so|and|right)[,!.]?\s+)*(?:what(?:'s| is) (?:the|your) )?next (?:question|one)(?:,? please)?\s*[?.!]*$|^¿?(?:me (?:haces|puedes hacer|podrías hacer) (?:una|otra|alguna|más) preguntas?|hazme (?:una|otra|alguna|más) preguntas?|pregúntame (?:algo|otra cosa))(?:,? por favor)?\s*[?.!]*$/i;

/** The request is the message's last sentence ("Can we start? Ask me a question."). */
const lastSentence = (message: string) => message.trim().split(/(?<=[.!?])\s+/).at(-1) ?? '';

/**
 * "Can we practise?", "Let's practise my English", "I want to practice speaking", "¿Podemos practicar?", "Can you give me
 * an exercise?", "¿Me das un ejercicio?": practice asked
 * for with nothing named to practise (a part, a sound or a situation named is taken by the rules before this one), which
 * the teacher's next question starts. Homework is a task to take away (practise-a-tense.ts).
 */
const BARE_PRACTICE = /^(?:(?:ok(?:ay)?|so|hi|hello|now|please|then)[,!.]?\s+)*(?:(?:can|could|shall|may) (?:we|i) (?:please )?(?:practi[cs]e|start(?: practi[cs]ing)?|begin)|let'?s (?:practi[cs]e|start|begin)|let us (?:practi[cs]e|start|begin)|i (?:want|would like|'d like|need) to practi[cs]e|(?:can|could|would) you (?:please )?give me (?:(?:an?|some|one|another|more) )?(?:exercises?|practice|tasks?|activit(?:y|ies))|(?:i (?:want|would like|'d like|need) |any |more )(?:an? |some |more )?(?:exercises?|practice tasks?))(?: (?:my |some )?(?:english|speaking|conversation|spanish))?(?: (?:now|together|a (?:bit|little)|with you|today|again))*(?:,? please)?\s*[?.!]*$|^¿?(?:podemos|puedo|quiero|vamos a) (?:practicar|empezar)(?: (?:mi )?español| un poco| ahora| contigo)*(?:,? por favor)?\s*[?.!]*$|^¿?(?:me das|me puedes dar|puedes darme|podr[ií]as darme) (?:un|otro|algunos|m[aá]s) ejercicios?(?:,? por favor)?\s*[?.!]*$/i;

/** A topic asked for ('Can you give me a topic?', 'Give me another card'): to an examiner, a Part 2 cue card. */
export const asksForATopic = (message: string): boolean => asksForAnyQuestion(message) && /\btopics?\b|\btalk about\b|\bcards?\b/i.test(message);

/** "Now ask me.", "Go ahead.", "Fire away.", "Pregúntame.": the learner waits for the teacher's question. */
const ASK_AWAY =
  /^(?:(?:ok(?:ay)?|yes|yeah|so|now|alright|all right|right|sure|then|vale|bueno)[,!.]?\s+)*(?:(?:now |then |so )?ask me(?: now| then| first)?|(?:please )?go ahead(?: and ask(?: me)?(?: now)?)?|fire away|(?:let'?s|let us) go|start the (?:interview|test|exam|practice)|you (?:ask|go) first|pregúntame(?: tú| ahora)?|adelante|empecemos|empieza tú)(?:,? please|,? por favor)?\s*[?.!]*$/iu;
/** "I'm ready.", "Ready!", "Estoy lista.": the same, unless it answers a question of the teacher's other than whether they are. */
const READY =
  /^(?:(?:ok(?:ay)?|yes|yeah|so|alright|all right|right|sure|vale|sí)[,!.]?\s+)*(?:i(?:'m| am) ready(?: now| to (?:start|begin|go|answer)| for (?:the|your) (?:first |next )?(?:questions?|interview|test|practice)| for (?:a|another) question)?|ready|(?:ya )?estoy list[oa])(?:,? please|,? por favor)?\s*[?.!]*$/iu;
const ASKS_IF_READY = /\b(?:ready|shall we (?:start|begin)|(?:start|begin) when|let me know when)\b|(?<!\p{L})(?:list[oa]|empezamos)(?!\p{L})/iu;

/** "Go ahead." just after the teacher asked something (not whether they were ready): that question, put again. */
export function questionStillWaiting(message: string, teacherSaid: string | undefined): string | null {
  const herQuestion = teacherSaid ? lastQuestionOf(teacherSaid) : null;
  return herQuestion && ASK_AWAY.test(lastSentence(message)) && !ASKS_IF_READY.test(herQuestion) ? herQuestion : null;
}

/** "Go ahead.", "I'm ready.": waiting for the teacher to start. `teacherSaid`: her last message, which "I'm ready." may answer. */
export function waitsToBeAsked(message: string, teacherSaid?: string): boolean {
  const said = lastSentence(message);
  if (ASK_AWAY.test(said)) return true;
  const herQuestion = teacherSaid ? lastQuestionOf(teacherSaid) : null;
  return READY.test(said) && (!herQuestion || ASKS_IF_READY.test(herQuestion));
}

export function asksForAnyQuestion(message: string): boolean {
  return ANY_QUESTION.test(lastSentence(message));
}

export function asksToPractise(message: string): boolean {
  return BARE_PRACTICE.test(lastSentence(message));
}

/**
 * The section an interview coach or an examiner asks from when asked for a question outside one: their first
 * (behavioural questions, Part 1), not small talk; asked to practise, any teacher with a task of their own. Null for
 * the other teachers and inside a section.
 */
export function practiceSectionFor(teacher: TutorTeacher, topic: string, { toPractise = false } = {}): string | null {
  // Practice asked for starts any teacher's own first section (Maya's first drill, Claire's first email), not small talk.
  const startsSection = toPractise ? teacher.task !== 'conversation' : teacher.task === 'interview' || teacher.task === 'ielts';
  if (!startsSection || topic !== GENERAL_CONVERSATION_TOPIC) return null;
  return Object.keys(teacherQuestionBanks[teacher.slug] ?? {})[0] ?? null;
}

/** "Can I ask you a question?" alone: yes, and the learner goes ahead (it is no question to answer yet). */
const MAY_I_ASK = /^(?:(?:hi|hello|sorry|excuse me)[,!.]?\s+)?(?:can|could|may) i ask (?:you )?(?:a|one|another|some|a quick|a small|a personal) ?(?:quick |small |personal )?(?:question|thing)s?(?:,? please)?\s*[?.!]*$|^(?:(?:hi|hello|sorry|excuse me|ok(?:ay)?)[,!.]?\s+)?i(?: have|'ve got| have got| got) (?:a|one|another|a quick|a small) ?(?:quick |small )?question(?: for you)?\s*[.!]*$|^¿?(?:puedo|podría) (?:hacerte|preguntarte) (?:una|otra|algo)(?: pregunta| cosa)?\s*[?.!]*$/i;

export function answerMayIAsk(message: string, teacher: TutorTeacher): string | null {
  if (!MAY_I_ASK.test(message.trim())) return null;
  return isSpanishTeacher(teacher) ? '¡Claro! Dime. (Of course! Go ahead.)' : `${agree(teacher)} Go ahead, what would you like to know?`;
}

/** "Can you ask me about my day?": the teacher asks about what the learner named. */
const ASK_ME_ABOUT = /(?:^|[.!?]\s+)(?:(?:can|could|would|will) you (?:please )?|please )?ask me (?:some )?(?:questions? )?about (?:my |our )?(day|weekend|job|work|family|hobbies|free time|city|town|home ?town|country|studies|holiday|trip|plans)(?:,? please)?\s*[?.!]*$/i;
const ASKED_ABOUT: Readonly<Record<string, string>> = {
  day: 'How was your day, and what was the best part of it?',
  weekend: 'How was your weekend? What did you get up to?',
  job: 'What do you do, and what do you like most about it?',
  work: 'What do you do, and what do you like most about it?',
  family: 'Tell me about your family: who do you live with?',
  hobbies: 'What do you like doing in your free time?',
  'free time': 'What do you like doing in your free time?',
  city: 'Where do you live, and what do you like most about it?',
  town: 'Where do you live, and what do you like most about it?',
  hometown: 'Where are you from, and what is it like there?',
  'home town': 'Where are you from, and what is it like there?',
  country: 'Where are you from, and what is it like there?',
  studies: 'What are you studying, and how is it going?',
  holiday: 'Where did you go on your last holiday, and what was the best part?',
  trip: 'Where are you going, or where did you go, and what are you most looking forward to?',
  plans: 'What are your plans for the next few weeks?',
};

export function answerAskMeAbout(message: string, teacher: TutorTeacher): string | null {
  const named = isSpanishTeacher(teacher) ? null : ASK_ME_ABOUT.exec(message.trim())?.[1]?.toLowerCase();
  return named ? `${agree(teacher)} ${ASKED_ABOUT[named]}` : null;
}
