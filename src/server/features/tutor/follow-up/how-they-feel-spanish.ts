/**
 * "Mi hermano está enfermo", "Mi hija está muy nerviosa por el examen", "Mi gata está enferma": how someone in the learner's family (or a pet) feels,
 * told to Lucía. Met with a word for that person and a question about them ('¿Ya está mejor?'), not as the learner's
 * own hard time ('¿Qué haces cuando pasa algo así?'). The Spanish agrees with the person (one or more), and so does
 * the English after it. Spanish of how-they-feel.ts.
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';
import { agreeWith, spanishPerson, SPANISH_FAMILY_WORDS, SPANISH_PET_WORDS } from './person-agreement';

/** `alsoSaid`: other ways to tell it, the person captured first ('Voy a visitar a mi tía en el hospital', 'Mi hijo se cayó'). */
type Group = { feelings: string; alsoSaid?: RegExp; acks: readonly string[]; questions: readonly string[] };

const VISIT = '(?:visitar|ver|visito|veo|visité|vi|fui a ver|voy a ver|vamos a ver|fuimos a ver)';
const HURT = '(?:se (?:cayó|cayeron|ha caído|han caído|hizo daño|hicieron daño|ha hecho daño|rompió (?:el|la) \\p{L}+|ha roto (?:el|la) \\p{L}+)|tuvo un accidente|ha tenido un accidente)';
/** A visit to a place that tells it ('visitar a mi tía en el hospital'), or a fall or an accident ('Mi hijo se cayó'). */
const visitOrFall = (place: string) => `(?<![\\p{L}])(?:${VISIT} a (?:mi|mis) (${SPANISH_FAMILY_WORDS}) ${place}|(?:mi|mis) (${SPANISH_FAMILY_WORDS}|${SPANISH_PET_WORDS}) ${HURT})(?![\\p{L}])`;

/** By kind of feeling; the templates agree with the person (person-agreement.ts). */
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
    // In hospital ('Mi abuela está en el hospital', 'Voy a visitar a mi tía en el hospital'): unwell, not a place to ask about.
    feelings: 'enferm[oa]s?|resfriad[oa]s?|con gripe|con fiebre|en el hospital|ingresad[oa]s?',
    // Visited in hospital, or hurt in a fall or an accident ('Ayer mi hijo se cayó en el parque'): not '¡Qué bonito hablar de tu hijo!'.
    // Fallen ill ('La semana pasada mi perro se enfermó', 'Mi madre se puso enferma').
    alsoSaid: new RegExp(`${visitOrFall('(?:en el|al) hospital')}|(?<![\\p{L}])(?:mi|mis) (${SPANISH_FAMILY_WORDS}|${SPANISH_PET_WORDS}) (?:se enfermó|se enfermaron|se ha enfermado|se han enfermado|se puso enferm[oa]|se pusieron enferm[oa]s|cayó enferm[oa]|tiene fiebre|tienen fiebre|tiene gripe|tienen gripe|tiene un resfriado|tiene covid|tiene tos)(?![\\p{L}])`, 'iu'),
    acks: ['Vaya, lo siento. Espero que se mejore{n} pronto. (Oh, I am sorry. I hope {subject} get{s} better soon.)'],
    questions: ['¿Ya está{n} mejor? ({Is} {subject} feeling any better now?)', '¿Cómo está{n} hoy? (How {is} {subject} today?)'],
  },
  {
    feelings: 'cansad[oa]s?|agotad[oa]s?',
    acks: ['Vaya, espero que pueda{n} descansar pronto. (Oh, I hope {subject} can rest soon.)'],
    questions: ['¿Cómo está{n} hoy? (How {is} {subject} today?)', '¿Qué {le} ayuda a descansar? (What helps {object} rest?)'],
  },
];

const INTENSITY = '(?:(?:muy|un poco|bastante|tan|súper|super|algo) )?';
// What is said of them first may be what they do ('Mi mamá trabaja mucho y está cansada siempre').
const feelingPattern = (feelings: string) => new RegExp(`(?<![\\p{L}])(?:mi|mis) (${SPANISH_FAMILY_WORDS}|${SPANISH_PET_WORDS})(?: [^.!?,]{1,40}? y)? (?:siempre |ahora |hoy )?(?:está|están|estaba|estaban|se siente|se sienten|anda|andan) ${INTENSITY}(?:${feelings})(?![\\p{L}])`, 'iu');
/** The learner's own feeling said too ('Mi madre está enferma y estoy muy triste'): theirs is met first, as a hard time. */
// A feeling about them ('Mi madre está enferma y estoy preocupada por ella') is for them, not the learner's own hard time.
const LEARNER_FEELS = new RegExp(`(?<![\\p{L}])(?:estoy|me siento) ${INTENSITY}(?:${GROUPS.map((g) => g.feelings).join('|')})(?![\\p{L}])(?! por (?:ella|él|ellos|ellas)(?![\\p{L}]))`, 'iu');

export function respondToHowTheyFeelInSpanish(input: { message: string; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, assistantMessages, chooser } = input;
  if (/\?\s*$/.test(message.trim()) || LEARNER_FEELS.test(message)) return null;
  for (const group of GROUPS) {
    const found = feelingPattern(group.feelings).exec(message) ?? group.alsoSaid?.exec(message);
    if (!found) continue;
    const person = spanishPerson(found.slice(1).find(Boolean)!);
    const questions = group.questions.map((q) => agreeWith(q, person));
    const fresh = questions.filter((q) => !wasAlreadyAsked(q, assistantMessages));
    return { acknowledgement: agreeWith(chooser.pick('their-feeling-ack', group.acks), person), question: chooser.pick('their-feeling-question', fresh.length > 0 ? fresh : questions) };
  }
  return null;
}
