/** What other features may use from `learner-profile` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { useForgetFact, useLearnerProfile, useUpdateLearnerProfile } from './api/learner-profile';
export { LevelQuestion } from './level-question';
export { useLevelLabel } from './use-level-label';
