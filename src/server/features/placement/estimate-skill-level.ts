/**
 * A skill's level from its staircase: the highest level answered right with no wrong answer at or below it,
 * said in plain words ("You answered the B1 questions right and the B2 one wrong.").
 */
import { PLACEMENT_LEVELS, type PlacementLevel } from '#/shared/course/placement-item';
import { isRight, type PlacementAnswer } from './choose-next-item';
import { type JudgedSkill, judged } from './skill-reason';

const rank = (level: PlacementLevel) => PLACEMENT_LEVELS.indexOf(level);

export function estimateSkillLevel(answers: readonly PlacementAnswer[]): JudgedSkill {
  const right = answers.filter(isRight).map((a) => a.item.level);
  const wrong = answers.filter((a) => !isRight(a)).map((a) => a.item.level);
  const lowestWrong = wrong.length ? Math.min(...wrong.map(rank)) : Number.POSITIVE_INFINITY;
  const held = right.filter((level) => rank(level) < lowestWrong).map(rank);
  if (held.length === 0) {
    return wrong.length ? judged('A1', 'hardSoStartAtA1', { level: PLACEMENT_LEVELS[lowestWrong]! }) : judged('A1', 'startAtA1');
  }
  const level = PLACEMENT_LEVELS[Math.max(...held)]!;
  const above = PLACEMENT_LEVELS[lowestWrong];
  if (level === 'C1') return judged(level, 'evenC1Right');
  return above ? judged(level, 'rightThenHard', { level, above }) : judged(level, 'rightUpTo', { level });
}
