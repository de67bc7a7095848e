/**
 * "Mi hermano está enfermo", "Mi hija está muy nerviosa por el examen": how someone in the learner's family feels,
 * told to Lucía. Met with a word for that person and a question about them ('¿Ya está mejor?'), not as the learner's
 * own hard time ('¿Qué haces cuando pasa algo así?'). The Spanish agrees with the person (one or more), and so does
 * the English after it. Spanish of how-they-feel.ts.
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';
import { FEMININE_MEMBERS, MEMBERS } from './spanish-learner-facts';

type Group = { feelings: string; acks: readonly string[]; questions: readonly string[] };

/**
 * By kind of feeling. Spanish: {n} is 'n' for more than one ('está{n}'), {le} 'le' or 'les', {lo} 'lo', 'la', 'los' or 'las'. English: {subject},
 * {object}, {is} ({Is}) and the verb's {s} agree with the person.
 */
const GROUPS: readonly Group[] = [
  {
    feelings: 'nervios[oa]s?|preocupad[oa]s?|estresad[oa]s?|asustad[oa]s?|agobiad[oa]s?',
    acks: ['Es muy normal, y casi siempre pasa pronto. (That is very normal, and it almost always passes soon.)'],
    questions: ['¿Cómo está{n} ahora? (How {is} {subject} now?)', '¿Qué {le} dijiste para animar{lo}? (What did you say to help {object}?)'],
  },
  {
    feelings: 'triste|tristes|deprimid[oa]s?|desanimad[oa]s?',
    acks: ['Vaya, lo siento. Espero que se sienta{n} mejor pronto. (Oh, I am sorry. I hope {subject} feel{s} better soon.)'],
    questions: ['¿Qué crees que {lo} animaría? (What do you think would cheer {object} up?)', '¿Cómo está{n} ahora? (How {is} {subject} now?)'],
  },
  {
    feelings: 'enferm[oa]s?|resfriad[oa]s?|con gripe|con fiebre',
    acks: ['Vaya, lo siento. Espero que se mejore{n} pronto. (Oh, I am sorry. I hope {subject} get{s} better soon.)'],
    questions: ['¿Ya está{n} mejor? ({Is} {subject} feeling any better now?)', '¿Cómo está{n} hoy? (How {is} {subject} today?)'],
  },
  {
    feelings: 'cansad[oa]s?|agotad[oa]s?',
    acks: ['Vaya, espero que pueda{n} descansar pronto. (Oh, I hope {subject} can rest soon.)'],
    questions: ['¿Cómo está{n} hoy? (How {is} {subject} today?)', '¿Qué {le} ayuda a descansar? (What helps {object} rest?)'],
  },
];

const MEMBER_WORDS = Object.keys(MEMBERS).filter((word) => word !== 'familia').sort((a, b) => b.length - a.length).join('|');
const INTENSITY = '(?:(?:muy|un poco|bastante|tan|súper|super|algo) )?';
const feelingPattern = (feelings: string) => new RegExp(`(?<![\\p{L}])(?:mi|mis) (${MEMBER_WORDS}) (?:está|están|estaba|estaban|se siente|se sienten|anda|andan) ${INTENSITY}(?:${feelings})(?![\\p{L}])`, 'iu');
/** The learner's own feeling said too ('Mi madre está enferma y estoy muy triste'): theirs is met first, as a hard time. */
const LEARNER_FEELS = new RegExp(`(?<![\\p{L}])(?:estoy|me siento) ${INTENSITY}(?:${GROUPS.map((g) => g.feelings).join('|')})(?![\\p{L}])`, 'iu');

type Person = { isPlural: boolean; isFeminine: boolean };

function fill(template: string, p: Person): string {
  const subject = p.isPlural ? 'they' : p.isFeminine ? 'she' : 'he';
  return template
    .replace(/\{n\}/g, p.isPlural ? 'n' : '')
    .replace(/\{le\}/g, p.isPlural ? 'les' : 'le')
    .replace(/\{lo\}/g, `${p.isFeminine ? 'la' : 'lo'}${p.isPlural ? 's' : ''}`)
    .replace(/\{subject\}/g, subject)
    .replace(/\{object\}/g, p.isPlural ? 'them' : p.isFeminine ? 'her' : 'him')
    .replace(/\{is\}/g, p.isPlural ? 'are' : 'is')
    .replace(/\{Is\}/g, p.isPlural ? 'Are' : 'Is')
    .replace(/\{s\}/g, p.isPlural ? '' : 's');
}

export function respondToHowTheyFeelInSpanish(input: { message: string; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, assistantMessages, chooser } = input;
  if (/\?\s*$/.test(message.trim()) || LEARNER_FEELS.test(message)) return null;
  for (const group of GROUPS) {
    const found = feelingPattern(group.feelings).exec(message);
    if (!found) continue;
    const word = found[1]!.toLowerCase();
    const person = { isPlural: word.endsWith('s'), isFeminine: FEMININE_MEMBERS.has(word) };
    const questions = group.questions.map((q) => fill(q, person));
    const fresh = questions.filter((q) => !wasAlreadyAsked(q, assistantMessages));
    return { acknowledgement: fill(chooser.pick('their-feeling-ack', group.acks), person), question: chooser.pick('their-feeling-question', fresh.length > 0 ? fresh : questions) };
  }
  return null;
}
