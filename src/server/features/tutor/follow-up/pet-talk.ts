/**
 * A named pet talked about over several turns ('His name is Rocky.' then, to 'How old is Rocky?', 'He is three years
 * old.'): the learner's answer about the pet the teacher just asked about is met, and the talk stays with the pet by
 * name, with a question not asked before; not a question from another topic's bank. Lucía's learners answer without a
 * pronoun as Spanish does ('Tiene diez años'), so a verb of the pet's opens the answer too.
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { LearnerFacts } from './learner-facts';
import type { FactResponse } from './respond-to-facts';

const ACKS = { en: ['Aw, lovely.', 'That is so sweet.'], es: ['¡Qué bonito! (How lovely!)', '¡Qué ternura! (How sweet!)'] };
const QUESTIONS = {
  en: ['What does {Pet} get up to while you are at work?', 'How did {Pet} get that name?', "What is {Pet}'s favourite thing to do?", 'What is the funniest thing {Pet} has ever done?'],
  es: ['¿Qué es lo que más le gusta hacer a {Pet}? (What does {Pet} love doing most?)', '¿Por qué se llama {Pet}? (How did {Pet} get that name?)', '¿Cómo es {Pet}? (What is {Pet} like?)'],
};
/** How an answer about the pet opens: a pronoun, or in Spanish a verb of the pet's ('Tiene diez años', 'Le encanta correr'). */
const OPENS_ABOUT_IT = { en: 'he|she|it', es: 'él|ella|tiene|es|está|le|se|come|duerme|juega|corre|va' };

export function respondToPetTalk(input: { message: string; isSpanish?: boolean; facts: LearnerFacts; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, facts, assistantMessages, chooser } = input;
  const language = input.isSpanish ? 'es' : 'en';
  const lastTurn = assistantMessages.at(-1) ?? '';
  const pet = facts.pets.find((p) => p.name && new RegExp(`(?<![\\p{L}])${p.name}(?![\\p{L}])`, 'u').test(lastTurn) && /\?\s*(?:\([^)]*\))?\s*$/.test(lastTurn));
  if (!pet?.name || /\?\s*$/.test(message.trim())) return null;
  const said = message.trim();
  // An answer about the pet, not a new subject ('On Saturdays I cycle with my brother'): it starts with a pronoun or the pet's name.
  const isAboutThePet = new RegExp(`^(?:(?:yes|no|yeah|well|oh|haha|sí|pues|bueno)[,!.]*\\s+)?(?:${OPENS_ABOUT_IT[language]}|${pet.name})(?![\\p{L}])`, 'iu').test(said);
  if (!isAboutThePet) return null;
  const fresh = QUESTIONS[language].map((q) => q.replaceAll('{Pet}', pet.name!)).filter((q) => !wasAlreadyAsked(q, assistantMessages));
  return fresh.length > 0 ? { acknowledgement: chooser.pick('pet-talk-ack', ACKS[language]), question: chooser.pick('pet-talk-question', fresh) } : null;
}
