/**
 * "Can you give me a tongue twister?": one written for a pair of sounds learners mix up (sound-pairs.ts), for the
 * sound the learner names ("for th", "with l and r") or else one of the families, with how to practise it.
 * Lucía gives a Spanish one.
 */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { SOUND_LETTERS } from './sound-letters';
import { findSoundFamilyByLetters, SOUND_FAMILIES, type SoundFamily } from './sound-pairs';
import { isSpanishTeacher, leadIn } from './teacher-voice';

/** The sounds named after "for", "with" or "on": "for the th sound", "with l and r". */
const NAMED_SOUNDS = new RegExp(String.raw`\b(?:for|with|on|using|practi[sc]e) (?:the |my |a lot of |lots of |many )?["'‘“]?(${SOUND_LETTERS})["'’”]?(?: sounds?)?(?: (?:and|or|vs\.?|versus) (?:the )?["'‘“]?(${SOUND_LETTERS})["'’”]?)?(?![\p{L}])`, 'iu');

const SPANISH = '¡Claro que sí! Aquí tienes uno clásico: «Tres tristes tigres tragaban trigo en un trigal.» (Here is a classic one: three sad tigers were swallowing wheat in a wheat field. Say it slowly first, then a little faster each time.)';
const FOLLOW_UP = 'Which word in it was the hardest to say?';

/** The family for the sounds named, if any; a single sound picks the first family that has it. */
export function familyNamed(question: string): SoundFamily | null {
  const named = NAMED_SOUNDS.exec(question);
  if (!named) return null;
  const [, first, second] = named.map((letters) => letters?.toLowerCase());
  if (second) return findSoundFamilyByLetters(first!, second);
  return familyOfSound(first!);
}

/** The first family with the sound named by these letters ('v', 'h'). */
function familyOfSound(letters: string): SoundFamily | null {
  return SOUND_FAMILIES.find((family) => family.letters?.includes(letters) || family.first.startsWith(`/${letters}/`)) ?? null;
}

/** "I have problems with the 'h' sound": a sound the learner named earlier, for "a tongue twister for that". */
const SOUND_NAMED = new RegExp(String.raw`(?:^|[^\p{L}])["'‘“]?(${SOUND_LETTERS})["'’”]? sound(?![\p{L}])`, 'iu');

/** "I always confuse 'v' and 'w'": two sounds named together, a pair when a family holds both. */
const TWO_SOUNDS_NAMED = new RegExp(String.raw`(?:^|[^\p{L}])["'‘“]?(${SOUND_LETTERS})["'’”]?(?: sounds?)? (?:and|or|vs\.?|versus|with) (?:the )?["'‘“]?(${SOUND_LETTERS})["'’”]?(?: sounds?)?(?![\p{L}])`, 'iu');

/** The pair of sounds the learner has been talking about, latest first: a sound named ("the th sound"), or a word of a known pair quoted ('think'). */
export function familyTalkedAbout(messages: readonly string[]): SoundFamily | null {
  for (const message of [...messages].reverse()) {
    const named = SOUND_NAMED.exec(message);
    const two = TWO_SOUNDS_NAMED.exec(message);
    const family = (two && findSoundFamilyByLetters(two[1]!, two[2]!)) ?? (named && familyOfSound(named[1]!.toLowerCase())) ?? familyOfQuotedWord(message);
    if (family) return family;
  }
  return null;
}

const QUOTED_WORD = /["'‘“](\p{L}+)["'’”]/gu;

function familyOfQuotedWord(message: string): SoundFamily | null {
  for (const [, word] of message.matchAll(QUOTED_WORD)) {
    const family = SOUND_FAMILIES.find((f) => f.pairs.some((pair) => pair.some((w) => w.toLowerCase() === word!.toLowerCase())));
    if (family) return family;
  }
  return null;
}

export function answerTongueTwister(question: LearnerQuestion, context: AnswerContext): Answer {
  if (isSpanishTeacher(context.teacher)) return { text: SPANISH, followUp: `¿Qué palabra te costó más? (${FOLLOW_UP})` };
  // The sound asked for, else the one the learner has been talking about ('for that'), else any.
  const family = familyNamed(question.subject) ?? familyTalkedAbout(context.conversation.userMessages.slice(-4)) ?? context.chooser.pick('tongue-twister', SOUND_FAMILIES);
  return {
    text: `${leadIn(context)} Here's one for ${family.first} and ${family.second}: '${family.twister}' Say it slowly first, then a little faster each time, three times in a row.`,
    followUp: FOLLOW_UP,
  };
}
