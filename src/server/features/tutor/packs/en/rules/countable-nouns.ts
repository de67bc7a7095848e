/** Nouns that count, shared by the rules that need a noun to be countable before they change it. */
import alwaysCountableWords from '../words/always-countable.json';

/**
 * Nouns a learner always counts: 'a lot of work', 'lots of experience', 'lots of opportunity for practice' can be
 * either, so they are not here; nor are nouns with a sense that does not count ('a lot of class' is style,
 * 'plenty of choice', 'a lot of skill', 'a lot of activity', 'bad language', 'a lot of disease').
 */
export const ALWAYS_COUNTABLE = new Set<string>(alwaysCountableWords);

/** Words the tagger reads as nouns that never describe a following noun: 'plenty of friendly person there'. */
export const PLACE_AND_TIME_WORDS = new Set(['there', 'here', 'today', 'tonight', 'yesterday', 'tomorrow']);
