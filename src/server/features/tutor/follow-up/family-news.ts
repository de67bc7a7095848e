/**
 * A step someone in the learner's family is taking ('My son is starting university in September', 'Mi hija empieza
 * el colegio mañana'): met as that person's news, with a question about them ('How is he feeling about it?'), not
 * 'What is your son like?' or 'Where does your son live?'. Each language with the messages it must read and those
 * it must leave, run as tests (family-news.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import { HE, SHE, THEY } from './how-they-feel';
import type { FactResponse } from './respond-to-facts';
import { FEMININE_MEMBERS, MEMBERS } from './spanish-learner-facts';

type Step = 'university' | 'school' | 'job';
type FamilyNews = { said: RegExp; examples: readonly string[]; counterExamples: readonly string[] };

const PEOPLE_EN = [...SHE, ...HE, ...THEY].sort((a, b) => b.length - a.length).join('|');
const PEOPLE_ES = Object.keys(MEMBERS).filter((word) => word !== 'familia').sort((a, b) => b.length - a.length).join('|');

export const FAMILY_NEWS: Readonly<Record<'en' | 'es', FamilyNews>> = {
  en: {
    said: new RegExp(String.raw`\bmy (?<who>${PEOPLE_EN}) (?:is starting|starts|started|is going to start|will start|has (?:just )?started|just started) (?:at )?(?:a |the |his |her |their )?(?:new )?(?<step>university|college|uni|school|kindergarten|nursery|job|work)\b`, 'i'),
    examples: ['My son is starting university in September.', 'My daughter started school yesterday.', 'My husband starts a new job on Monday.'],
    counterExamples: ['My son is at university.', 'I am starting university in September.', 'My son likes his school.', 'Is your son starting school?'],
  },
  es: {
    said: new RegExp(`(?<![\\p{L}])mis? (?<who>${PEOPLE_ES}) (?:empieza|empiezan|empezó|empezaron|va a empezar|van a empezar|comienza|comenzó) (?:en )?(?:la |el |un |una |su )?(?:nuevo |nueva )?(?<step>universidad|colegio|escuela|guardería|instituto|trabajo)(?:\\s+nuevo)?(?![\\p{L}])`, 'iu'),
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

type Person = { subject: 'she' | 'he' | 'they'; isFeminine: boolean };

function fill(template: string, p: Person): string {
  const plural = p.subject === 'they';
  return template
    .replace(/\{n\}/g, plural ? 'n' : '')
    .replace(/\{contento\}/g, `content${p.isFeminine ? 'a' : 'o'}${plural ? 's' : ''}`)
    .replace(/\{subject\}/g, p.subject)
    .replace(/\{object\}/g, plural ? 'them' : p.subject === 'she' ? 'her' : 'him')
    .replace(/\{is\}/g, plural ? 'are' : 'is')
    .replace(/\{Is\}/g, plural ? 'Are' : 'Is');
}

function personOf(who: string, language: 'en' | 'es'): Person {
  const word = who.toLowerCase();
  if (language === 'es') {
    const isFeminine = FEMININE_MEMBERS.has(word);
    return { subject: word.endsWith('s') ? 'they' : isFeminine ? 'she' : 'he', isFeminine };
  }
  return { subject: SHE.includes(word) ? 'she' : HE.includes(word) ? 'he' : 'they', isFeminine: SHE.includes(word) };
}

export function respondToFamilyNews(input: { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser } = input;
  const language = isSpanish ? 'es' : 'en';
  if (/\?\s*$/.test(message.trim())) return null;
  const found = FAMILY_NEWS[language].said.exec(message);
  if (!found?.groups) return null;
  const person = personOf(found.groups.who!, language);
  const questions = (isSpanish ? QUESTIONS_ES : QUESTIONS_EN)[stepOf(found.groups.step!)].map((q) => fill(q, person));
  const fresh = questions.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  if (fresh.length === 0) return null;
  return { acknowledgement: fill(chooser.pick('family-news-ack', ACKS[language]), person), question: chooser.pick('family-news-question', fresh) };
}
