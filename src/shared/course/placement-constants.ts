/** The placement's constants, in a zod-free module so the browser bundle can import them without zod. */
export const PLACEMENT_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export type PlacementLevel = (typeof PLACEMENT_LEVELS)[number];
export const PLACEMENT_SKILLS = ['vocabulary', 'grammar', 'listening'] as const;
export type PlacementSkill = (typeof PLACEMENT_SKILLS)[number];

/** The placement's time limit, in minutes (shown to the learner; answers after it still count). */
export const PLACEMENT_MINUTES = 8;
/** Questions per skill: the staircase moves a level at a time, so four reach from A1 to C1 and back. */
export const PLACEMENT_ITEMS_PER_SKILL = 4;
/** The longest written (or transcribed spoken) answer the tutor judges. */
export const PLACEMENT_ANSWER_MAX_LENGTH = 1_500;

/** What the learner says or writes at the end, in the language being placed. */
export const SPEAKING_PROMPTS = {
  en: 'Tell me about yourself: where you live, what you do, and something you enjoyed recently.',
  es: 'Háblame de ti: dónde vives, qué haces y algo que te gustó hace poco.',
} as const;

