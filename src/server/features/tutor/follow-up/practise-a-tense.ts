/**
 * 'I want to practise the past tense', 'Quiero practicar el subjuntivo': the teacher starts at once with a question
 * that needs that tense, and says which form to use; not '¡Qué interesante, the past tense!' and a question about music.
 * Each tense with the requests it answers and those it leaves (practise-a-tense.test.ts).
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { findConfusable } from '../answers/confusables';
import { isSpanishTeacher } from '../answers/teacher-voice';

type TensePractice = { names: RegExp; en: string; es: string; examples: readonly string[]; counterExamples: readonly string[] };

/** A request to practise (or work on, or use) something now. */
const ASKS_TO_PRACTISE = /^(?:(?:hi|hello|hola|ok(?:ay)?|so|vale)[\p{L} ,!.]{0,20}?[,!.]?\s+)?(?:(?:can|could|shall) we |let'?s |i (?:want|would like|'d like|need) to |(?:can|could) you help me |¿?(?:podemos|puedo|quiero|me gustaría|necesito|vamos a) )(?:practi[sc]e|work on|use|revise|review|practicar|repasar|trabajar|usar)\b/iu;

export const TENSE_PRACTICE: readonly TensePractice[] = [
  {
    names: /\b(?:past simple|simple past|past tense|the past|preterite|pretérito(?! imperfecto| perfecto)(?: indefinido)?|pasado)\b/iu,
    en: "Let's practise the past simple. Tell me about last weekend: where did you go, and what did you do? Use the past for each thing, like 'I went' or 'I watched'.",
    es: '¡Vamos a practicar el pretérito! Cuéntame: ¿qué hiciste el fin de semana pasado? Usa el pretérito, como «fui», «comí» o «vi». (Let’s practise the preterite! Tell me: what did you do last weekend? Use the preterite, like fui, comí or vi.)',
    examples: ['I want to practice the past tense', 'Can we practise the past simple?', 'Quiero practicar el pretérito.', '¿Podemos practicar el pasado?'],
    counterExamples: ['I studied the past tense yesterday.', 'What is the past tense of go?'],
  },
  {
    names: /\b(?:imperfect|imperfecto|pretérito imperfecto)\b/iu,
    en: "Let's practise the past continuous. What were you doing at eight o'clock last night? Use 'I was' and an -ing verb.",
    es: '¡Vamos con el imperfecto! ¿Cómo era tu vida cuando eras niño o niña? ¿Dónde vivías y qué hacías los domingos? Usa «vivía», «jugaba», «era». (Let’s do the imperfect! What was your life like as a child? Where did you live and what did you do on Sundays?)',
    examples: ['Quiero practicar el imperfecto.', 'Can we practise the imperfect?'],
    counterExamples: ['No entiendo el imperfecto.'],
  },
  {
    names: /\b(?:present perfect|pretérito perfecto)\b/iu,
    en: "Let's practise the present perfect. What have you done this week that you are proud of? Use 'I have' and a past participle, like 'I have finished' or 'I have learnt'.",
    es: '¡Vamos con el pretérito perfecto! ¿Qué has hecho hoy? Usa «he» y el participio, como «he comido» o «he trabajado». (Let’s do the present perfect! What have you done today? Use he and the participle, like he comido or he trabajado.)',
    examples: ["Let's practise the present perfect.", 'Quiero practicar el pretérito perfecto.'],
    counterExamples: ['I always confuse the present perfect.'],
  },
  {
    // 'will' and 'going to' only as what is to be practised ('Can we practise will?'), not a plan said after ('I will say my introduction').
    names: /\b(?:future|futuro)\b|\bpracti[sc]e (?:using |with |the )?["'‘“]?(?:going to|will)["'’”]?(?: and ["'‘“]?(?:going to|will)["'’”]?)?\s*[?.!]*$/iu,
    en: "Let's practise the future. What are you going to do next weekend, and what do you think you will do in five years? Use 'going to' for plans and 'will' for predictions.",
    es: '¡Vamos con el futuro! ¿Qué harás el próximo verano? Usa el futuro, como «viajaré» o «iré». (Let’s do the future! What will you do next summer? Use the future, like viajaré or iré.)',
    examples: ['Can we practise the future?', 'Quiero practicar el futuro.', "Can we practise 'will' and 'going to'?"],
    counterExamples: ['I will practise tomorrow.', 'What will you do in the future?', 'Can we practise? I will be free after six.'],
  },
  {
    names: /\b(?:subjunctive|subjuntivo)\b/iu,
    en: "Let's practise the subjunctive. Finish this sentence: 'I suggest that he...'.",
    es: '¡Vamos con el subjuntivo! Termina esta frase: «Espero que este año...». Después, otra con «Quiero que...». (Let’s do the subjunctive! Finish this sentence: I hope that this year... Then another with I want (someone) to...)',
    examples: ['Quiero practicar el subjuntivo.', 'Can we practise the subjunctive?'],
    counterExamples: ['El subjuntivo es difícil.'],
  },
];

/**
 * 'Can you give me an exercise about the present perfect?', 'give me a small exercise with articles', '¿Me puedes dar un
 * ejercicio de por y para?': an exercise asked for, and what it is on (never 'I do some exercise every morning').
 */
const ASKS_FOR_EXERCISE = /^(?:(?:hi|hello|hola|ok(?:ay)?|so|vale)[\p{L} ,!.]{0,20}?[,!.]?\s+)?(?:(?:can|could|would) you (?:please )?|please )?(?:give|send|make|prepare|write) me (?:an?|some|one|another|a few|\d+|two|three) (?:(?:small|short|little|quick|easy|simple|new) )?(?:exercises?|drills?|tasks?|practice activit(?:y|ies)) (?:about|on|with|for|to practi[sc]e|of) (?<on>[^?.!]+)|^¿?(?:me )?(?:puedes|podrías|quieres) (?:dar(?:me)?|hacer(?:me)?|poner(?:me)?) (?:un|unos|algún) (?:(?:pequeño|corto) )?ejercicios? (?:de|sobre|con|para practicar) (?<es>[^?.!]+)/iu;

/** What an exercise on the language is about: a part of grammar, in English or in Spanish, named as learners name it. */
const LANGUAGE_POINT = /^(?:(?:the|using|with)\s+)?(?:articles?|a and an|a\/an|prepositions?(?: of (?:time|place))?|phrasal verbs?|modal verbs?|modals|conditionals?|(?:first|second|third|zero) conditional|passive(?: voice)?|reported speech|relative clauses?|comparatives?(?: and superlatives)?|superlatives?|plurals?|countable and uncountable(?: nouns)?|uncountable nouns|pronouns?|adjectives?|adverbs?|question(?:s| forms| tags)|gerunds?(?: and infinitives)?|irregular verbs|verbs? tenses?|tenses|linking words|connectors|por y para|por and para|ser y estar|ser and estar|subjuntivo|el subjuntivo|pronombres|art[ií]culos|preposiciones|g[eé]nero|verbos irregulares|reflexivos|verbos reflexivos)$/i;

/** Homework asked for with nothing named ('give me homework please', '¿Me pones deberes?'): a task to take away. */
const ASKS_FOR_HOMEWORK = /^(?:(?:ok(?:ay)?|so|and|vale)[,!.]?\s+)?(?:(?:can|could|would) you (?:please )?|please )?(?:give|set|send) me (?:some |a little |an? )?homework(?: for (?:next time|tomorrow|this week))?(?:,? please)?\s*[?.!]*$|^¿?\s*(?:me (?:das|puedes dar|pones|mandas)|puedes (?:darme|ponerme)|dame|ponme) (?:unos |algunos |los )?deberes(?:,? por favor)?\s*[?.!]*$|^(?:any )?homework(?:,? please)?\s*\?+$/i;
/**
 * The learner offers to go first and asks to be corrected ('I will say my introduction and you tell me the mistakes', 'Let me
 * write a paragraph and you correct it'): the floor is theirs.
 */
const GOES_FIRST_TO_BE_CORRECTED = /\b(?:i will|i'll|let me|i want to|can i|i can) (?:say|tell you|give you|write|read|try|do|present)\b[^.?!]*?\b(?:and )?(?:you|please) (?:tell me|correct|check|fix|find)(?: me| it)?(?: (?:the|my|all the|any))? ?(?:mistakes|errors|it)?\b/i;
const GO_AHEAD = {
  en: "Of course, go ahead: I'm listening, and I'll point out what to fix when you've finished.",
  es: '¡Claro, adelante! Te escucho, y cuando termines te digo qué corregir. (Of course, go ahead! I am listening, and when you finish I will tell you what to fix.)',
};

/** Each teacher's homework, by her task; Lucía's in Spanish. */
const HOMEWORK: Readonly<Record<TutorTeacher['task'] | 'spanish', string>> = {
  conversation: "Here's your homework: write five sentences about your last weekend, in the past simple (I went, I saw, I ate...). Send them to me next time, or now if you like, and I'll check each one.",
  pronunciation: "Here's your homework: say these five words aloud every day, slowly and then at normal speed: think, three, very, world, comfortable. Next time, tell me which one still feels hardest and we'll work on it.",
  interview: "Here's your homework: write your answer to 'Tell me about yourself' in about a hundred words: who you are now, what you've done, and why this job. Send it to me and we'll practise it aloud.",
  ielts: "Here's your homework: take the card 'Describe a place you like to visit', make notes for one minute, then speak for two minutes and write down the words you were missing. Bring them next time and we'll practise Part 2 together.",
  writing: "Here's your homework: write an email of about eighty words to a colleague, asking to move a meeting, with a clear first sentence and a polite close. Send it to me and I'll give you feedback.",
  business: "Here's your homework: write three sentences you could use to open your next meeting, one to greet, one to give the aim, one to hand over. Send them to me and we'll make them sound natural.",
  spanish: '¡Claro! Tus deberes: escribe cinco frases sobre tu último fin de semana, en pretérito (fui, comí, vi...). Mándamelas cuando quieras y te las corrijo una a una. (Your homework: write five sentences about your last weekend, in the preterite. Send them whenever you like and I will check each one.)',
};

/**
 * The teacher's first practice question for a tense the learner asked to practise (or asked an exercise on), the
 * homework asked for, or the floor for a learner who offers to go first; null for anything else.
 */
export function startTensePractice(message: string, teacher: TutorTeacher): string | null {
  if (ASKS_FOR_HOMEWORK.test(message.trim())) return HOMEWORK[isSpanishTeacher(teacher) ? 'spanish' : teacher.task] ?? HOMEWORK.conversation;
  if (GOES_FIRST_TO_BE_CORRECTED.test(message)) return isSpanishTeacher(teacher) ? GO_AHEAD.es : GO_AHEAD.en;
  const exercise = ASKS_FOR_EXERCISE.exec(message.trim());
  if (!ASKS_TO_PRACTISE.test(message.trim()) && !exercise) return null;
  const practice = TENSE_PRACTICE.find((p) => p.names.test(message));
  const isSpanish = teacher.language.startsWith('es');
  if (practice) return isSpanish ? practice.es : practice.en;
  // A point of the language asked for ('articles', 'phrasal verbs', 'por y para'): sentences of the learner's own, each checked.
  // An exercise for the body or for an event ('for my back pain', 'about my interview tomorrow') is no such point.
  const on = (exercise?.groups?.on ?? exercise?.groups?.es)?.trim().replace(/^(?:the|el|la|los|las)\s+/i, '');
  // Or two words learners mix up, from the confusables table ('since and for', 'make or do').
  const pair = on ? /^["'‘“]?(\p{L}+)["'’”]?,? (?:and|or|vs\.?) ["'‘“]?(\p{L}+)["'’”]?$/iu.exec(on) : null;
  if (!on || (!LANGUAGE_POINT.test(on) && !(pair && findConfusable(pair[1]!, pair[2]!)))) return null;
  return isSpanish
    ? `¡Claro! Un ejercicio: escríbeme tres frases sobre tu semana que usen ${on}, una por mensaje si quieres, y te las corrijo una a una. (Sure! An exercise: write me three sentences about your week that use ${on}, and I will check each one.)`
    : `Sure, here's an exercise: write me three sentences about your week that use ${on}, and I'll check each one. Take your time, and send them one by one if you like.`;
}
