/**
 * "Can you give me some words to practise?": pairs of words that differ only in the sound the learner names or has
 * been talking about (sound-pairs.ts), to read aloud. With no sound in sight, only the pronunciation coach answers,
 * with one of her families; other teachers leave the question to their other answers.
 */
import type { Answer, AnswerContext } from './answer';
import { familyNamed, familyTalkedAbout } from './answer-tongue-twister';
import type { LearnerQuestion } from './detect-question';
import { findSoundPair, SOUND_FAMILIES, type SoundFamily } from './sound-pairs';
import { english, leadIn } from './teacher-voice';

const PAIRS_SHOWN = 5;

/** The pair of sounds the teacher's last turn worked on, read from the first known pair of words it quotes ('vest' and 'west'). */
function familyInTurn(turn: string | undefined): SoundFamily | null {
  for (const [, a, b] of (turn ?? '').matchAll(/'(\p{L}+)',? (?:and|or) '(\p{L}+)'/gu)) {
    const found = findSoundPair(a!, b!);
    if (found) return found.family;
  }
  return null;
}

export function answerPracticeWords(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const { teacher, conversation, chooser } = context;
  const talkedAbout = familyNamed(question.subject) ?? familyTalkedAbout(conversation.userMessages.slice(-4)) ?? familyInTurn(conversation.assistantMessages.at(-1));
  if (!talkedAbout && teacher.task !== 'pronunciation') return null;
  const family = talkedAbout ?? chooser.pick('practice-words', SOUND_FAMILIES);
  const pairs = family.pairs.slice(0, PAIRS_SHOWN).map(([a, b]) => `${a} and ${b}`);
  const text = `Here are pairs of words that differ only in ${family.first} and ${family.second}: ${pairs.join(', ')}. Read each pair aloud, slowly at first, and make the two words sound different; then say only the first word of each pair, then only the second.`;
  const [a, b] = family.pairs[0]!;
  return { text: `${leadIn(context)} ${english(teacher, text)}`, followUp: english(teacher, `${PAIR_IN_A_SENTENCE} '${a}' and '${b}': what sentence can you make?`) };
}

/** How the pairs end (above): the learner is asked for a sentence with two of the words. */
const PAIR_IN_A_SENTENCE = 'Now put two of them in one sentence, like';
/** 'Can you give me a sentence?', 'An example, please': the learner asks for the sentence she asked them for. */
const ASKS_FOR_A_SENTENCE = /^(?:(?:ok(?:ay)?|hmm|sorry)[,!.]?\s+)?(?:(?:can|could) you (?:please )?|please )?(?:give|show|tell|write|make) me (?:a|an|one|your) (?:example )?(?:sentence|example)(?: first| to practi[sc]e(?: with)?| with (?:both|the two)(?: (?:words|of them))?)?(?:,? please)?\s*[?.!]*$|^(?:an? )?example(?: sentence)?(?: with (?:both|the two)(?: (?:words|of them))?)?(?:,? please)?\s*[?.!]*$/i;

/** A model sentence with the two words, when the learner asks for one just after the pairs asked them to make one. */
export function modelSentenceForPair(message: string, lastTurn: string | undefined): string | null {
  if (!ASKS_FOR_A_SENTENCE.test(message.trim()) || !lastTurn) return null;
  // The pairs' own ending, or a sound's answer that asked for a sentence with its pair ('Now type a sentence with 'light' and 'right' in it').
  const pair = new RegExp(`(?:${PAIR_IN_A_SENTENCE}|type a sentence with|say one with) '([^']+)' and '([^']+)'`).exec(lastTurn);
  if (!pair) return null;
  const [, a, b] = pair;
  // A pair of a sound family has a line written to move between its two sounds.
  const family = findSoundPair(a!, b!)?.family;
  if (family) return `Of course: "${family.twister}" Say it slowly first, then faster, keeping the two sounds apart. Now make one of your own with '${a}' and '${b}'.`;
  return `Of course: "I said '${a}', not '${b}'." Say it aloud twice, slowly and then faster, making the two words sound different. Now make one of your own with another pair.`;
}

