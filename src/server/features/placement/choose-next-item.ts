/**
 * The adaptive part of the placement: a staircase per skill (vocabulary, then grammar, then listening). Each skill
 * starts at A2; a right answer moves a level up, a wrong one a level down, for PLACEMENT_ITEMS_PER_SKILL questions.
 * Stateless: the answers so far decide the next question, so a reload loses nothing. Which of a level's items
 * comes is chosen by the placement's seed, so a retake meets other questions.
 */
import { PLACEMENT_ITEMS_PER_SKILL } from '#/shared/api/placement';
import { PLACEMENT_LEVELS, PLACEMENT_SKILLS, type PlacementItem, type PlacementLevel } from '#/shared/course/placement-item';

/** FNV-1a: a stable shuffle of a level's items for one placement. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export type PlacementAnswer = { item: PlacementItem; choice: number };

const START_LEVEL = PLACEMENT_LEVELS.indexOf('A2');

export const isRight = (answer: PlacementAnswer) => answer.choice === answer.item.answer;

/** The level the staircase stands at after these answers of one skill. */
export function staircaseLevel(answers: readonly PlacementAnswer[]): PlacementLevel {
  let at = START_LEVEL;
  for (const answer of answers) at = Math.max(0, Math.min(PLACEMENT_LEVELS.length - 1, PLACEMENT_LEVELS.indexOf(answer.item.level) + (isRight(answer) ? 1 : -1)));
  return PLACEMENT_LEVELS[at]!;
}

export function chooseNextItem(bank: readonly PlacementItem[], answers: readonly PlacementAnswer[], seed: number): PlacementItem | null {
  const skill = PLACEMENT_SKILLS.find((s) => answers.filter((a) => a.item.skill === s).length < PLACEMENT_ITEMS_PER_SKILL);
  if (!skill) return null;
  const level = staircaseLevel(answers.filter((a) => a.item.skill === skill));
  const asked = new Set(answers.map((a) => a.item.id));
  const candidates = bank.filter((item) => item.skill === skill && !asked.has(item.id));
  const atLevel = candidates.filter((item) => item.level === level);
  const pool = atLevel.length ? atLevel : candidates;
  if (pool.length === 0) return null;
  return [...pool].sort((a, b) => hashText(`${seed}:${a.id}`) - hashText(`${seed}:${b.id}`))[0]!;
}
