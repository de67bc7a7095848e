/**
 * "It's very hard for me." just after the teacher said how a word sounds: encouragement about that word and a way
 * to practise it, not "Oh no, that does not sound easy" and a question about the learner's week.
 */
import type { Chooser } from '../choose-variant';
import type { FactResponse } from './respond-to-facts';

/** How the pronunciation answer opens (answer-pronunciation.ts): "'World' sounds like wurld". */
const SAID_HOW = /'([\p{L}][\p{L}' -]{0,30}?)' sounds like\b/u;
const STRUGGLE = /^(?:(?:oh|hmm|but|ok(?:ay)?|well|thanks|thank you|wow)[,!.]?\s+)?(?:(?:it'?s|it is|this is|that'?s|that is|the word is)\s+)?(?:(?:very|so|really|too|quite|a bit|a little)\s+)*(?:hard|difficult|tricky)(?:\s+(?:for me|to say|to pronounce))*\s*[.!]*$|^i (?:can'?t|cannot) (?:do|say|pronounce) it(?: well| right| correctly)?\s*[.!]*$/i;

export function respondToStruggle(input: { message: string; previousTurn: string | undefined; chooser: Chooser }): FactResponse | null {
  const { message, previousTurn, chooser } = input;
  const word = previousTurn && SAID_HOW.exec(previousTurn)?.[1];
  if (!word || !STRUGGLE.test(message.trim())) return null;
  const lower = word.toLowerCase();
  return {
    acknowledgement: chooser.pick('struggle-ack', [`Don't worry, '${lower}' is tricky for lots of learners.`, `That's completely normal: '${lower}' takes a little practice.`]),
    question: `Say it in slow motion, one sound at a time, then a little faster each time. Now try it in a short phrase: can you type one with '${lower}' in it and say it aloud three times?`,
  };
}
