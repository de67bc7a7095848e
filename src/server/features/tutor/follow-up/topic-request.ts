/**
 * The learner asks to talk about something ('Can we talk about football?', 'I'd like to chat about my job',
 * '¿Podemos hablar de música?'): the teacher agrees and opens the topic with a question about it, instead of
 * taking the request for a question she cannot answer.
 */
import type { Chooser } from '../choose-variant';
import { fillTemplate } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import { turnRound, turnRoundSpanish } from './turn-round';
import { topicQuestions } from '../question-banks/topic-questions';
import { luciaQuestions } from '../question-banks/lucia-questions';

const ENGLISH = /^(?:(?:ok(?:ay)?|so|well|hmm|alright|all right|and)[,.!]?\s+)?(?:(?:can|could|shall|may) we (?:please )?(?:talk|chat|speak) about|(?:i want|i'd like|i would like) to (?:talk|chat|speak) about|let'?s (?:talk|chat|speak) about) (?<topic>[^.!?]+?)(?:,? (?:today|now|please|instead|for a (?:bit|while|change)|for a little|a (?:bit|little)))*[.!?]*$/i;
const SPANISH = /^(?:(?:vale|bueno|ok|pues)[,.!]?\s+)?¿?(?:podemos|puedo|quiero|me gustaría|vamos a) hablar (?:de|sobre) (?<topic>[^.!?]+?)[.!?]*$/i;
const MAX_TOPIC_WORDS = 5;

const OPENERS = ["Sure, let's talk about {topic}.", 'Of course, {topic} it is.'];
const QUESTIONS = ['What do you like most about {topic}?', 'What comes to mind first when you think of {topic}?', 'What would you like to tell me about {topic}?'];
const OPENERS_ES = ['¡Claro, hablemos de {topic}! (Sure, let’s talk about it!)'];
const QUESTIONS_ES = ['¿Qué es lo que más te gusta de {topic}? (What do you like most about it?)', '¿Qué me puedes contar de {topic}? (What can you tell me about it?)'];

/**
 * A topic asked for that an everyday bank covers ('food', 'travel', 'music'): the bank's questions that name it, so the
 * topic opens with a real question ('What is a dish you really enjoy cooking?'), not 'What do you like most about food?'.
 */
const BANK_TOPICS: ReadonlyArray<readonly [topic: RegExp, category: string, asks: RegExp]> = [
  [/^(?:food|cooking|cuisine|eating|restaurants|recipes|(?:my )?(?:favourite|favorite) food)$/i, 'Food and Cooking', /./],
  [/^(?:travel|travelling|traveling|trips|holidays|vacations?|tourism)$/i, 'Travel and Holidays', /./],
  [/^(?:music|songs|singers)$/i, 'Movies, Music and Books', /\b(?:music|singer|band)\b/i],
  [/^(?:films|movies|cinema|series|tv|television)$/i, 'Movies, Music and Books', /\b(?:film|films|series|cinema)\b/i],
  [/^(?:books|reading|literature)$/i, 'Movies, Music and Books', /\b(?:book|reading)\b/i],
  [/^(?:hobbies|free time|my free time|sports?)$/i, 'Hobbies and Free Time', /./],
  [/^(?:work|my work|my job|jobs|studies|my studies|school|university)$/i, 'Work and Study', /./],
];

/** The same for Lucía, from her bank ('¿Podemos hablar de comida?' opens with '¿Cuál es tu comida favorita?'). */
const BANK_TOPICS_ES: ReadonlyArray<readonly [topic: RegExp, category: string, asks: RegExp]> = [
  [/^(?:la )?comida$|^(?:la )?cocina$|^(?:los )?restaurantes$/iu, 'Ordering Food', /(?<![\p{L}])(?:comer|comida|carne|pescado|desayunar)(?![\p{L}])/iu],
  [/^(?:los )?viajes$|^viajar$|^(?:las )?vacaciones$/iu, 'Travel and Directions', /(?<![\p{L}])(?:viajar|visitar)(?![\p{L}])/iu],
  [/^(?:mi |la )?familia$/iu, 'Family and Friends', /(?<![\p{L}])tu familia(?![\p{L}])/iu],
  [/^(?:mis |los )?amigos$/iu, 'Family and Friends', /(?<![\p{L}])(?:amigo|amigos)(?![\p{L}])/iu],
  [/^(?:las )?compras$|^ir de compras$/iu, 'Shopping', /(?<![\p{L}])(?:compras|comprar|compraste)(?![\p{L}])/iu],
  [/^(?:la )?música$/iu, 'General Conversation', /(?<![\p{L}])música(?![\p{L}])/iu],
];

function bankQuestionsOn(topic: string, isSpanish: boolean): string[] {
  const found = (isSpanish ? BANK_TOPICS_ES : BANK_TOPICS).find(([said]) => said.test(topic));
  const bank = isSpanish ? luciaQuestions : topicQuestions;
  return found ? (bank[found[1]] ?? []).filter((q) => found[2].test(q)) : [];
}

/**
 * 'Something happy', 'something different', 'algo alegre': a kind of talk, not a topic; the teacher opens one of that kind.
 * Each kind with her opening question in both languages.
 */
const KINDS_OF_TALK: ReadonlyArray<{ said: RegExp; en: string; es: string }> = [
  { said: /^(?:something|anything) (?:happy|happier|positive|nice|fun|funny|cheerful|light|good)$|^algo (?:alegre|bonito|positivo|divertido|feliz)$/i, en: "Of course, let's talk about something happy! What's the best thing that happened to you this week, even a small one?", es: '¡Claro, hablemos de algo alegre! ¿Qué es lo mejor que te ha pasado esta semana, aunque sea pequeño? (Of course, let us talk about something happy! What is the best thing that happened to you this week?)' },
  { said: /^(?:something|anything) (?:else|different|new|other)$|^(?:another|a different|a new) (?:topic|subject|thing)$|^algo (?:diferente|distinto|nuevo)$|^otra cosa$|^otro tema$/i, en: "Sure, let's change the subject! If you could travel anywhere next month, where would you go, and why?", es: '¡Claro, cambiemos de tema! Si pudieras viajar a cualquier sitio el mes que viene, ¿adónde irías y por qué? (Sure, let us change the subject! If you could travel anywhere next month, where would you go, and why?)' },
];

/**
 * A topic refused ('no quiero hablar de eso', 'I don't want to talk about it', 'can we change the subject?'): understood,
 * never taken for a plan, and a light topic of the teacher's instead.
 */
const REFUSES_TOPIC = /^(?:(?:no|sorry|ok(?:ay)?|lo siento|perdón|perdona|vale)[,.!]?\s+)*(?:i (?:don'?t|do not|dont) (?:want|wanna) to (?:talk|speak) about (?:it|that|this|him|her)(?: now| anymore)?|i'?d rather not (?:talk|speak) about (?:it|that|this)|(?:can|could) we (?:please )?(?:change the (?:subject|topic)|talk about something else)|(?:yo )?no quiero hablar (?:de|sobre) (?:eso|esto|ello|él|ella)(?: ahora)?|prefiero no hablar (?:de|sobre) (?:eso|esto|ello)|¿?(?:podemos )?cambiar de tema|cambiemos de tema)\s*[.!?]*$/iu;

export const REFUSAL_EXAMPLES = {
  refuses: ['no quiero hablar de eso', 'Prefiero no hablar de eso.', "I don't want to talk about it.", 'sorry, i dont want to talk about that', 'Can we change the subject?', '¿Podemos cambiar de tema?'],
  notRefusing: ['Quiero hablar de música.', "Let's talk about my new job.", "I don't want to talk about work all day, I like music too."],
} as const;

const AFTER_REFUSAL = {
  en: ["Of course, that's fine. Let's talk about something lighter: if you could travel anywhere next month, where would you go, and why?", "Of course, no problem. Let's change the subject: what's something you're looking forward to this month?"],
  es: ['Claro, lo entiendo. Hablemos de otra cosa: si pudieras viajar a cualquier sitio el mes que viene, ¿adónde irías y por qué? (Of course, I understand. Let us talk about something else: if you could travel anywhere next month, where would you go, and why?)', 'Claro, no pasa nada. Cambiemos de tema: ¿qué te hace ilusión este mes? (Of course, no problem. Let us change the subject: what are you looking forward to this month?)'],
} as const;

/** A topic refused, then another asked for in the same message ('no quiero hablar más de esto, ¿podemos hablar de comida?'): the second. */
const REFUSED_THEN = /^(?:(?:no|sorry|lo siento|perdón|perdona)[,.!]?\s+)*(?:i (?:don'?t|do not|dont) (?:want|wanna) to (?:talk|speak) (?:any ?more )?about (?:it|that|this)(?: any ?more)?|(?:yo )?no quiero hablar (?:m[aá]s )?(?:de|sobre) (?:eso|esto)(?: m[aá]s)?)\s*[,.;!]\s*(.+)$/iu;

export function answerTopicRequest(written: string, isSpanish: boolean, assistantMessages: readonly string[], chooser: Chooser): string | null {
  const message = REFUSED_THEN.exec(written.trim())?.[1] ?? written;
  if (REFUSES_TOPIC.test(message.trim())) {
    const options = AFTER_REFUSAL[isSpanish ? 'es' : 'en'].filter((reply) => !wasAlreadyAsked(reply.replace(/^[^:]*:\s*/, ''), assistantMessages));
    return chooser.pick('after-refusal', options.length > 0 ? options : AFTER_REFUSAL[isSpanish ? 'es' : 'en']);
  }
  const match = (isSpanish ? SPANISH : ENGLISH).exec(message.trim());
  const raw = match?.groups?.topic?.trim();
  const kind = raw ? KINDS_OF_TALK.find((k) => k.said.test(raw)) : undefined;
  if (kind) return isSpanish ? kind.es : kind.en;
  if (!raw || raw.split(/\s+/).length > MAX_TOPIC_WORDS || /^(?:it|that|this|something|anything|you|yourself|ti)$/i.test(raw)) return null;
  const topic = isSpanish ? turnRoundSpanish(raw) : turnRound(raw);
  const fromBank = bankQuestionsOn(raw, isSpanish).filter((q) => !wasAlreadyAsked(q, assistantMessages));
  if (fromBank.length > 0) return `${fillTemplate(chooser.pick('topic-opener', isSpanish ? OPENERS_ES : OPENERS), { topic })} ${chooser.pick('topic-question', fromBank)}`;
  const questions = (isSpanish ? QUESTIONS_ES : QUESTIONS).map((q) => fillTemplate(q, { topic })).filter((q) => !wasAlreadyAsked(q, assistantMessages));
  if (questions.length === 0) return null;
  return `${fillTemplate(chooser.pick('topic-opener', isSpanish ? OPENERS_ES : OPENERS), { topic })} ${chooser.pick('topic-question', questions)}`;
}
