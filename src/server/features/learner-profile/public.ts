/** What other features may use from `learner-profile` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { rememberLearnerFacts } from './remember-learner-facts';
export { learnerDescriptionPart } from './describe-learner-for-teacher';
export { fillUnknownLevel } from './update-learner-profile';
