/**
 * "Can you give me some words to practise?": pairs of words that differ only in the sound the learner names or has
 * been talking about (sound-pairs.ts), to read aloud. With no sound in sight, only the pronunciation coach answers,
 * with one of her families; other teachers leave the question to their other answers.
 */
import type { Answer, AnswerContext } from './answer';
import { familyNamed, familyTalkedAbout } from './answer-tongue-twister';
import type { LearnerQuestion } from './detect-question';
import { SOUND_FAMILIES } from './sound-pairs';
import { english, leadIn } from './teacher-voice';

const PAIRS_SHOWN = 5;

export function answerPracticeWords(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const { teacher, conversation, chooser } = context;
  const talkedAbout = familyNamed(question.subject) ?? familyTalkedAbout(conversation.userMessages.slice(-4));
  if (!talkedAbout && teacher.task !== 'pronunciation') return null;
  const family = talkedAbout ?? chooser.pick('practice-words', SOUND_FAMILIES);
  const pairs = family.pairs.slice(0, PAIRS_SHOWN).map(([a, b]) => `${a} and ${b}`);
  const text = `Here are pairs of words that differ only in ${family.first} and ${family.second}: ${pairs.join(', ')}. Read each pair aloud, slowly at first, and make the two words sound different; then say only the first word of each pair, then only the second.`;
  const [a, b] = family.pairs[0]!;
  return { text: `${leadIn(context)} ${english(teacher, text)}`, followUp: english(teacher, `Now put two of them in one sentence, like '${a}' and '${b}': what sentence can you make?`) };
}
