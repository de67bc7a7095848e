/** The shape of a know-how topic (teacher-know-how.ts and the files of know-how/ hold them). */
import type { AdviceTopic } from '../learning-advice';

/**
 * A topic as learning-advice.ts writes one, in English only (`asked` is tested once ASKS_KNOW_HOW has found a question).
 * `model`: what the teacher shows when asked for an example just after (answer-know-how.ts), written for Parley.
 * `examinerOnly`: asked of the examiner, or of another teacher only when the question names IELTS or a band.
 */
export type KnowHowTopic = Omit<AdviceTopic, 'es'> & { model?: string; examinerOnly?: boolean };
