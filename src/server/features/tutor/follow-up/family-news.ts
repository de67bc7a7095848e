/**
 * A step someone in the learner's family is taking ('My son is starting university in September', 'Mi hija empieza
 * el colegio mañana'): met as that person's news, with a question about them ('How is he feeling about it?'), not
 * 'What is your son like?' or 'Where does your son live?'. Each language with the messages it must read and those
 * it must leave, run as tests (family-news.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';
import { agreeWith, englishPerson, ENGLISH_FAMILY_WORDS, spanishPerson, SPANISH_FAMILY_WORDS } from './person-agreement';

type Step = 'university' | 'school' | 'job';
type FamilyNews = { said: RegExp; examples: readonly string[]; counterExamples: readonly string[] };


export const FAMILY_NEWS: Readonly<Record<'en' | 'es', FamilyNews>> = {
  en: {
    said: new RegExp(String.raw`\bmy (?<who>${ENGLISH_FAMILY_WORDS}) (?:is starting|starts|started|is going to start|will start|has (?:just )?started|just started) (?:at )?(?:a |the |his |her |their )?(?:new )?(?<step>university|college|uni|school|kindergarten|nursery|job|work)\b`, 'i'),
    examples: ['My son is starting university in September.', 'My daughter started school yesterday.', 'My husband starts a new job on Monday.'],
    counterExamples: ['My son is at university.', 'I am starting university in September.', 'My son likes his school.', 'Is your son starting school?'],
  },
  es: {
    said: new RegExp(`(?<![\\p{L}])mis? (?<who>${SPANISH_FAMILY_WORDS}) (?:empieza|empiezan|empezó|empezaron|va a empezar|van a empezar|comienza|comenzó) (?:en )?(?:la |el |un |una |su )?(?:nuevo |nueva )?(?<step>universidad|colegio|escuela|guardería|instituto|trabajo)(?:\\s+nuevo)?(?![\\p{L}])`, 'iu'),
    examples: ['Mi hijo empieza la universidad en septiembre.', 'Mi hija empezó el colegio ayer.', 'Mi marido empieza un trabajo nuevo el lunes.'],
    counterExamples: ['Mi hijo está en la universidad.', 'Empiezo la universidad en septiembre.', '¿Tu hijo empieza el colegio?'],
  },
};

const stepOf = (word: string): Step => (/^(?:university|college|uni|universidad)$/i.test(word) ? 'university' : /^(?:job|work|trabajo)$/i.test(word) ? 'job' : 'school');

const QUESTIONS_EN: Record<Step, readonly string[]> = {
  university: ['What {is} {subject} going to study?', 'How {is} {subject} feeling about it?'],
  school: ['How {is} {subject} feeling about it?', 'How did you help {object} get ready?'],
  job: ['What will {subject} be doing?', 'How {is} {subject} feeling about it?'],
};
const QUESTIONS_ES: Record<Step, readonly string[]> = {
  university: ['¿Qué va{n} a estudiar? (What {is} {subject} going to study?)', '¿Cómo se siente{n}? (How {is} {subject} feeling about it?)'],
  school: ['¿Cómo se siente{n}? (How {is} {subject} feeling about it?)', '¿Está{n} {contento}? ({Is} {subject} happy about it?)'],
  job: ['¿De qué va{n} a trabajar? (What will {subject} be doing?)', '¿Cómo se siente{n}? (How {is} {subject} feeling about it?)'],
};
const ACKS = { en: ['What a big step for {object}!', 'How exciting for {object}!'], es: ['¡Qué gran paso! (What a big step!)', '¡Qué emocionante! (How exciting!)'] };

export function respondToFamilyNews(input: { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser } = input;
  const language = isSpanish ? 'es' : 'en';
  if (/\?\s*$/.test(message.trim())) return null;
  const found = FAMILY_NEWS[language].said.exec(message);
  if (!found?.groups) return null;
  const person = (isSpanish ? spanishPerson : englishPerson)(found.groups.who!);
  const questions = (isSpanish ? QUESTIONS_ES : QUESTIONS_EN)[stepOf(found.groups.step!)].map((q) => agreeWith(q, person));
  const fresh = questions.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  if (fresh.length === 0) return null;
  return { acknowledgement: agreeWith(chooser.pick('family-news-ack', ACKS[language]), person), question: chooser.pick('family-news-question', fresh) };
}
