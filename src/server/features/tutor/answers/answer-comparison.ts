/**
 * Two forms side by side ("make or do?", "Which is correct: 'I am boring' or 'I am bored'?"): two short words are
 * a difference to explain, longer phrases two sentences to check. The hand-over lives here, so
 * answer-difference.ts and answer-is-correct.ts do not import each other.
 */
import type { Answer, AnswerContext } from './answer';
import { answerDifference } from './answer-difference';
import { answerIsCorrect, answerNeitherFaulted } from './answer-is-correct';
import { answerSoundDifference } from './answer-sound-difference';
import { answerTwoWordsSaid } from './answer-word-stress';
import { describeTeenAndTy, teenAndTy } from './number-stress';
import { findSoundFamilyByLetters, findSoundPair } from './sound-pairs';
import type { LearnerQuestion } from './detect-question';
import { english, leadIn } from './teacher-voice';

const isWordPair = (first: string, second: string) => first.split(/\s+/).length <= 2 && second.split(/\s+/).length <= 2;

/** 'less people' or 'fewer people': two forms that differ in one word, whose difference is the one asked about. */
function differingWord(first: string, second: string): [string, string] | null {
  const a = first.trim().split(/\s+/);
  const b = second.trim().split(/\s+/);
  if (a.length !== b.length) return null;
  const differ = a.flatMap((word, i) => (word.toLowerCase() === b[i]!.toLowerCase() ? [] : [[word, b[i]!] as [string, string]]));
  return differ.length === 1 ? differ[0]! : null;
}

export async function answerComparison(question: LearnerQuestion, context: AnswerContext): Promise<Answer | null> {
  const { subject, other } = question;
  // When the phrases themselves are no entry, nor told apart by the checker, the one word they differ in may be.
  const byWord = () => {
    const words = other ? differingWord(subject, other) : null;
    return words ? answerDifference({ kind: 'difference', subject: words[0], other: words[1] }, context) : null;
  };
  if (question.kind === 'is-correct') {
    // A word pair is a difference to explain; where none is known ('childs' or 'children'), both are checked after all.
    // Two short phrases ('el problema' or 'la problema', 'less people' or 'fewer people') are checked first: the checker
    // knows which agrees, where the one word they differ in ('el', 'la') has no difference to explain by itself.
    const isOneWordEach = other && !/\s/.test(subject.trim()) && !/\s/.test(other.trim());
    // Last, two phrases nothing tells apart: neither is called wrong (answerNeitherFaulted).
    const neither = async () => (other ? answerNeitherFaulted(subject, other, context) : null);
    if (other && isWordPair(subject, other) && !isOneWordEach) return (await answerIsCorrect(question, context)) ?? answerDifference({ kind: 'difference', subject, other }, context) ?? byWord() ?? (await neither());
    if (other && isWordPair(subject, other)) return answerDifference({ kind: 'difference', subject, other }, context) ?? byWord() ?? (await answerIsCorrect(question, context));
    // Longer phrases the checker passes both of ('la fiesta es en mi casa' or '... está ...'): told apart whole first, where the
    // words around the form they differ in matter (an event takes 'ser'), then by that form alone.
    return (await answerIsCorrect(question, context)) ?? (other ? answerDifference({ kind: 'difference', subject, other }, context) : null) ?? byWord() ?? (await neither());
  }
  // 'thirteen' and 'thirty' are told apart by stress (any teacher: what else could set them apart), which eSpeak does not put on a number said alone.
  const numbers = other ? teenAndTy(subject, other) : null;
  if (numbers) {
    const said = describeTeenAndTy(numbers);
    return { text: `${leadIn(context)} ${english(context.teacher, said.text)}`, followUp: english(context.teacher, said.followUp) };
  }
  // The pronunciation coach tells two words that sound alike apart by their sounds ('thirty' and 'dirty'); her hand-written pairs come first.
  if (other && context.teacher.task === 'pronunciation' && !findSoundPair(subject, other) && !findSoundFamilyByLetters(subject, other)) {
    const bySound = await answerSoundDifference(subject, other, context);
    if (bySound) return bySound;
    // Too many sounds apart to name one by one ('thirteen' and 'thirty'): each word's sounds and stress, never a dictionary's meanings.
    const eachSaid = await answerTwoWordsSaid(subject, other, context);
    if (eachSaid) return eachSaid;
  }
  // A table entry or a sound pair explains even a longer phrase ('a lot of' or 'many'); otherwise both are checked.
  const answer = answerDifference(question, context);
  if (answer || !other || isWordPair(subject, other)) return answer;
  // Two sentences both right ('I have been to Paris' or 'I have gone to Paris'): the one word they differ in, where a table knows it.
  return (await answerIsCorrect({ kind: 'is-correct', subject, other }, context)) ?? byWord();
}
