/**
 * "Where is the stress in 'photograph' and 'photographer'?": each word's syllables and stressed syllable from eSpeak
 * NG (respell.ts), and, for two words, whether the stress moves between them. English words only.
 */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { phonemesOf } from './espeak-phonemes';
import { describeStress, respell, syllabify } from './respell';
import { english, leadIn } from './teacher-voice';

export async function stressOf(word: string, language: string): Promise<{ line: string; stressed: number } | null> {
  const words = await phonemesOf(word, language);
  if (!words || words.length !== 1) return null;
  const syllables = syllabify(words[0]!);
  const stress = describeStress(syllables);
  if (!stress) return null;
  return { line: `'${word}' sounds like ${respell(syllables)}. ${stress}`, stressed: syllables.findIndex((s) => s.stressed) };
}

/**
 * Two words said quite differently ('thirteen' and 'thirty'), asked of the pronunciation coach: each one's sounds and
 * stress, and, when the stress falls on another syllable, that the stress is what tells them apart. Null when eSpeak
 * cannot say one of them.
 */
export async function answerTwoWordsSaid(first: string, second: string, context: AnswerContext): Promise<Answer | null> {
  const language = context.teacher.language.startsWith('es') ? 'en-US' : context.teacher.language;
  const [a, b] = await Promise.all([stressOf(first.toLowerCase(), language), stressOf(second.toLowerCase(), language)]);
  if (!a || !b) return null;
  const apart = a.stressed !== b.stressed ? ' The stress is what tells them apart, so make the stressed syllable longer and louder.' : '';
  return {
    text: `${leadIn(context)} ${english(context.teacher, `${a.line} ${b.line}${apart}`)}`,
    followUp: english(context.teacher, `Say them one after the other, clapping on the stressed syllable: ${first}, ${second}. Then try a sentence with both.`),
  };
}

export async function answerWordStress(question: LearnerQuestion, context: AnswerContext): Promise<Answer | null> {
  const { teacher } = context;
  const language = teacher.language.startsWith('es') ? 'en-US' : teacher.language;
  const asked = [question.subject, question.other].filter((w): w is string => !!w).map((w) => w.toLowerCase());
  const found = await Promise.all(asked.map((word) => stressOf(word, language)));
  if (found.some((f) => !f)) return null;
  const [first, second] = found as Array<{ line: string; stressed: number }>;
  const moves = second ? (first!.stressed === second.stressed ? 'Here the stress stays on the same syllable in both.' : 'So the stress moves when the word grows: with some endings, like -ic and -ion, it moves to the syllable just before the ending.') : null;
  return {
    text: `${leadIn(context)} ${english(teacher, [first!.line, second?.line, moves].filter(Boolean).join(' '))}`,
    followUp: english(teacher, second ? 'Say the two one after the other, clapping on the stressed syllable. Which one feels harder?' : 'Say it aloud, clapping on the stressed syllable, then use it in a sentence of your own.'),
  };
}
