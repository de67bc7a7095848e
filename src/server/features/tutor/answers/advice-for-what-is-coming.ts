/**
 * "Do you have any advice for me?", "¿Tienes algún consejo para mí?" asked just after telling of something coming up
 * (an interview, an exam, a presentation, a first day at work): three tips for that, and an offer to practise, not
 * "I'm not sure" or a question about the word 'advice'. Each kind with its tips in both languages; the asking and
 * the news each carry examples and counter-examples, run as tests (advice-for-what-is-coming.test.ts).
 */
import { isSpanishTeacher } from './teacher-voice';
import type { TutorTeacher } from '../../../lib/language-model';

type Coming = 'interview' | 'spanish-exam' | 'exam' | 'presentation' | 'first-day';
type Language = 'en' | 'es';

export const ASKS_FOR_ADVICE: Readonly<Record<Language, { asked: RegExp; examples: readonly string[]; counterExamples: readonly string[] }>> = {
  en: {
    asked: /^(?:(?:so|and|ok(?:ay)?|well),? )?(?:(?:do you have|have you got|can you give me|could you give me|would you give me) )?(?:any |some )?(?:advice|tips?|suggestions?)(?: for me| for it| for that| for (?:(?:the|my) )?(?:first day|interview|exams?|tests?|presentation|new job))?(?:,? please)?\s*[?.!]*$|^what (?:should|can) i do\s*\?+$/i,
    examples: ['Do you have any advice for me?', 'Any tips?', 'Can you give me some advice?', 'What should I do?', 'do you have some tips for the first day?', 'Do you have any tips for exams?'],
    counterExamples: ['I gave him some advice.', 'Do you have any advice about grammar?', 'What should I do this weekend?'],
  },
  es: {
    asked: /^¿?\s*(?:y |bueno,? )?(?:(?:tienes|me das|me puedes dar|puedes darme|me podrías dar) )?(?:algún |algunos |un |unos )?(?:consejos?|recomendaci[oó]n(?:es)?)(?: para mí| (?:para|sobre|de cara a) (?:el|la|los|las|mi|mis) (?:ex[aá]men(?:es)?(?: de \p{L}+)?|entrevistas?(?: de trabajo)?|presentaci[oó]n(?:es)?|primer día))?(?:,? por favor)?\s*[?.!]*$|^¿?\s*qu[eé] (?:debo|puedo) hacer\s*\?+$/iu,
    examples: ['¿Tienes algún consejo para mí?', '¿Me das un consejo?', '¿Algún consejo?', '¿Qué debo hacer?', '¿Tienes consejos para los exámenes?', '¿Algún consejo para mi entrevista de trabajo?'],
    counterExamples: ['Mi madre me dio un consejo.', '¿Tienes algún consejo sobre la gramática?', '¿Qué debo hacer el sábado?'],
  },
};

/** What is coming up, as told in the learner's last messages; each kind's words in both languages. */
export const COMING_UP: Readonly<Record<Coming, { said: RegExp; examples: readonly string[] }>> = {
  interview: { said: /(?<![\p{L}])(?:(?:job )?interview|entrevista)(?![\p{L}])/iu, examples: ['I have a job interview on Monday.', 'Tengo una entrevista el lunes.'] },
  // Before 'exam': a Spanish exam told, or exams asked of Lucía with no other subject named ('¿Tienes consejos para los exámenes?').
  'spanish-exam': {
    said: /(?<![\p{L}])(?:spanish (?:exams?|tests?)|ex[aá]men(?:es)? (?:de|del) (?:español|castellano)|dele|siele|(?:para|sobre|de cara a) (?:el|los|mi|mis) ex[aá]men(?:es)?(?! de (?!español|castellano)\p{L}))(?![\p{L}])/iu,
    examples: ['Tengo el examen de español el viernes.', 'I have my Spanish exam next week.', '¿Tienes consejos para los exámenes?', 'En mayo hago el DELE.'],
  },
  exam: { said: /(?<![\p{L}])(?:exams?|tests?|ielts|ex[aá]men(?:es)?|prueba)(?![\p{L}])/iu, examples: ['I have an exam tomorrow.', 'Mañana tengo un examen de matemáticas.', '¿Tienes consejos para los exámenes de historia?'] },
  presentation: { said: /(?<![\p{L}])(?:presentation|speech|presentación|exposición)(?![\p{L}])/iu, examples: ['I have to give a presentation at work on Friday.', 'El viernes hago una presentación en clase.'] },
  'first-day': { said: /(?<![\p{L}])(?:new job|first day|trabajo nuevo|nuevo trabajo|primer día)(?![\p{L}])/iu, examples: ['I start my new job next week.', 'El lunes es mi primer día en el trabajo.'] },
};

const TIPS: Readonly<Record<Coming, Readonly<Record<Language, string>>>> = {
  interview: {
    en: 'Three things help most: prepare two or three short stories from your experience (what happened, what you did, how it ended), practise saying them out loud, and have one question ready to ask them.',
    es: 'Tres cosas ayudan mucho: prepara dos o tres ejemplos cortos de tu experiencia, practícalos en voz alta y lleva una pregunta para ellos. (Three things help a lot: prepare two or three short examples from your experience, practise them out loud, and take a question to ask them.)',
  },
  'spanish-exam': {
    en: 'Three tips: go over the most common verbs in the present and the past, prepare a few sentences about yourself, your family and your routine for the speaking part, and read each question twice before you answer.',
    es: 'Tres consejos: repasa los verbos más comunes en presente y en pasado, prepara unas frases sobre ti, tu familia y tu rutina para la parte oral, y lee cada pregunta dos veces antes de contestar. (Three tips: go over the most common verbs in the present and the past, prepare a few sentences about yourself, your family and your routine for the speaking part, and read each question twice before answering.)',
  },
  exam: {
    en: 'Sleep well the night before, go over the main points rather than everything, and read each question twice before you answer.',
    es: 'Duerme bien la noche anterior, repasa lo más importante y lee cada pregunta dos veces antes de contestar. (Sleep well the night before, go over the most important points and read each question twice before answering.)',
  },
  presentation: {
    en: 'Practise it out loud two or three times, know your first sentence by heart, and speak a little slower than feels natural.',
    es: 'Practícala en voz alta dos o tres veces, apréndete bien la primera frase y habla un poco más despacio de lo normal. (Practise it out loud two or three times, learn your first sentence well and speak a little slower than usual.)',
  },
  'first-day': {
    en: 'Arrive a little early, learn two or three names on the first morning, and ask questions: nobody expects you to know everything yet.',
    es: 'Llega un poco antes, apréndete dos o tres nombres la primera mañana y pregunta mucho: nadie espera que lo sepas todo todavía. (Arrive a little early, learn two or three names on the first morning and ask lots of questions: nobody expects you to know everything yet.)',
  },
};
const OFFER: Readonly<Record<Language, string>> = {
  en: 'Would you like to practise a little of it with me now?',
  es: '¿Quieres practicar un poco conmigo ahora? (Would you like to practise a little with me now?)',
};

/** Said yes to the offer to practise, the practice begins: the teacher's first line for it. */
const PRACTICE: Readonly<Record<Coming, Readonly<Record<Language, string>>>> = {
  interview: {
    en: "Great! I'll be the interviewer. Tell me about a time you solved a difficult problem at work: what happened, what you did, and how it ended.",
    es: '¡Genial! Yo soy la entrevistadora. Háblame de una vez que resolviste un problema difícil: qué pasó, qué hiciste y cómo terminó. (Great! I am the interviewer. Tell me about a time you solved a difficult problem: what happened, what you did and how it ended.)',
  },
  'spanish-exam': {
    en: 'Great! As in the speaking part of an exam: introduce yourself in three or four sentences, and tell me about your daily routine.',
    es: '¡Genial! Como en la parte oral del examen: preséntate en tres o cuatro frases y háblame de tu rutina. (Great! As in the speaking part of the exam: introduce yourself in three or four sentences and tell me about your routine.)',
  },
  exam: {
    en: 'Great! Explain the hardest topic on your exam to me in two or three sentences, as if I were a classmate.',
    es: '¡Genial! Explícame el tema más difícil de tu examen en dos o tres frases, como si yo fuera tu compañera de clase. (Great! Explain the hardest topic of your exam to me in two or three sentences, as if I were your classmate.)',
  },
  presentation: {
    en: 'Great! Say your first two sentences to me, just as you will on the day.',
    es: '¡Genial! Dime las dos primeras frases de tu presentación, como las vas a decir ese día. (Great! Tell me the first two sentences of your presentation, as you will say them on the day.)',
  },
  'first-day': {
    en: "Great! Imagine I'm your new colleague: introduce yourself to me.",
    es: '¡Genial! Imagina que soy tu nueva compañera de trabajo: preséntate. (Great! Imagine I am your new colleague: introduce yourself.)',
  },
};
/** Yes, and nothing more: 'Yes, please.', 'Sure!', 'Sí, vale.', 'Claro'. */
export const SAYS_YES = /^(?:yes|yeah|yep|sure|ok(?:ay)?|of course|why not|let's do it|sí|si|vale|claro|venga|de acuerdo|por supuesto|bueno)(?:[,!. ]+(?:please|let's|sure|ok(?:ay)?|vale|claro|por favor|venga))*[.!]*$/i;

/** The teacher's first line of the practice she offered with her tips, when the learner says yes to it; null otherwise. */
export function answerYesToPractise(message: string, previousTurn: string | undefined, teacher: TutorTeacher): string | null {
  const language: Language = isSpanishTeacher(teacher) ? 'es' : 'en';
  if (!previousTurn?.trim().endsWith(OFFER[language]) || !SAYS_YES.test(message.trim())) return null;
  const coming = (Object.keys(TIPS) as Coming[]).find((kind) => previousTurn.includes(TIPS[kind][language]));
  return coming ? PRACTICE[coming][language] : null;
}

/** Tips for what the learner told of in their last three messages, where this one asks for advice; null otherwise. */
export function answerAdviceForWhatIsComing(message: string, earlierMessages: readonly string[], teacher: TutorTeacher): string | null {
  const language: Language = isSpanishTeacher(teacher) ? 'es' : 'en';
  if (!ASKS_FOR_ADVICE[language].asked.test(message.trim())) return null;
  // 'Any tips for the first day?' names it; else what the learner told before.
  for (const said of [message, ...earlierMessages.slice(-3).reverse()]) {
    const coming = (Object.keys(COMING_UP) as Coming[]).find((kind) => COMING_UP[kind].said.test(said));
    if (coming) return `${TIPS[coming][language]} ${OFFER[language]}`;
  }
  return null;
}
