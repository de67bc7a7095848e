/**
 * A skill's level from its staircase: the highest level answered right with no wrong answer at or below it,
 * said in plain words ("You answered the B1 questions right and the B2 one wrong.").
 */
import { PLACEMENT_LEVELS, type PlacementLevel } from '#/shared/course/placement-item';
import type { SkillResult } from '#/shared/api/placement';
import { isRight, type PlacementAnswer } from './choose-next-item';

const rank = (level: PlacementLevel) => PLACEMENT_LEVELS.indexOf(level);

export function estimateSkillLevel(answers: readonly PlacementAnswer[]): SkillResult {
  const right = answers.filter(isRight).map((a) => a.item.level);
  const wrong = answers.filter((a) => !isRight(a)).map((a) => a.item.level);
  const lowestWrong = wrong.length ? Math.min(...wrong.map(rank)) : Number.POSITIVE_INFINITY;
  const held = right.filter((level) => rank(level) < lowestWrong).map(rank);
  if (held.length === 0) {
    return { level: 'A1', reason: wrong.length ? `The ${PLACEMENT_LEVELS[lowestWrong]} questions were hard for you, so we start at A1.` : 'We start at A1.' };
  }
  const level = PLACEMENT_LEVELS[Math.max(...held)]!;
  const above = PLACEMENT_LEVELS[lowestWrong];
  if (level === 'C1') return { level, reason: 'You answered even the C1 questions right.' };
  return { level, reason: above ? `You answered the ${level} questions right and found the ${above} ones hard.` : `You answered every question right up to ${level}.` };
}
