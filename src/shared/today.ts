/** Today's constants, zod-free for the browser bundle. */
/** The daily goals a learner may choose, in minutes of practice. */
export const DAILY_GOAL_CHOICES = [5, 10, 15, 20, 30] as const;
export const DEFAULT_DAILY_GOAL_MINUTES = 10;
/** The drill on Today lasts two minutes. */
export const DRILL_SECONDS = 120;
