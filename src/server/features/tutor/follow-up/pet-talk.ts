/**
 * A named pet talked about over several turns ('His name is Rocky.' then, to 'How old is Rocky?', 'He is three years
 * old.'): the learner's answer about the pet the teacher just asked about is met, and the talk stays with the pet by
 * name, with a question not asked before; not a question from another topic's bank. English teachers only: Lucía's
 * learners' pets are answered in respond-to-spanish-facts.ts.
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { LearnerFacts } from './learner-facts';
import type { FactResponse } from './respond-to-facts';

const ACKS = ['Aw, lovely.', 'That is so sweet.'];
const QUESTIONS = ['What does {Pet} get up to while you are at work?', 'How did {Pet} get that name?', "What is {Pet}'s favourite thing to do?", 'What is the funniest thing {Pet} has ever done?'];

export function respondToPetTalk(input: { message: string; facts: LearnerFacts; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, facts, assistantMessages, chooser } = input;
  const lastTurn = assistantMessages.at(-1) ?? '';
  const pet = facts.pets.find((p) => p.name && new RegExp(`\\b${p.name}\\b`).test(lastTurn) && /\?\s*$/.test(lastTurn));
  if (!pet?.name || /\?\s*$/.test(message.trim())) return null;
  const said = message.trim();
  // An answer about the pet, not a new subject ('On Saturdays I cycle with my brother'): it starts with a pronoun or the pet's name.
  const isAboutThePet = new RegExp(`^(?:(?:yes|no|yeah|well|oh|haha)[,!.]*\\s+)?(?:he|she|it|${pet.name})\\b`, 'i').test(said);
  if (!isAboutThePet) return null;
  const fresh = QUESTIONS.map((q) => q.replace('{Pet}', pet.name!)).filter((q) => !wasAlreadyAsked(q, assistantMessages));
  return fresh.length > 0 ? { acknowledgement: chooser.pick('pet-talk-ack', ACKS), question: chooser.pick('pet-talk-question', fresh) } : null;
}
