/**
 * Short spoken grammar tips keyed by the pattern they address, as keys of the tutor's catalogue (messages/), so a
 * learner may read them in their own language with the examples left in the language being learnt. By design none
 * mentions punctuation, spelling or capital letters, and each is longer than 15 characters.
 */
import type { tutorCatalogue } from './messages/catalogue';

export type GrammarPattern =
  | 'past-tense' | 'irregular-verbs' | 'agreement' | 'articles' | 'prepositions' | 'countable-nouns'
  | 'present-perfect' | 'gerunds' | 'spanish';

export type TipKey = keyof typeof tutorCatalogue.english & `tip${string}`;

export const tipsByPattern: Record<GrammarPattern, readonly TipKey[]> = {
  'past-tense': ['tipPastTense1', 'tipPastTense2'],
  'irregular-verbs': ['tipIrregularVerbs1', 'tipIrregularVerbs2'],
  agreement: ['tipAgreement1', 'tipAgreement2'],
  articles: ['tipArticles1', 'tipArticles2', 'tipArticles3'],
  prepositions: ['tipPrepositions1', 'tipPrepositions2', 'tipPrepositions3'],
  'countable-nouns': ['tipCountableNouns1', 'tipCountableNouns2', 'tipCountableNouns3'],
  'present-perfect': ['tipPresentPerfect1', 'tipPresentPerfect2'],
  gerunds: ['tipGerunds1', 'tipGerunds2'],
  spanish: ['tipSpanish1', 'tipSpanish2', 'tipSpanish3', 'tipSpanish4'],
};

/** Tips suited to a teacher's field or a topic, used when the learner's messages show no clear pattern. */
export const tipsByTopic: Readonly<Record<string, TipKey>> = {
  daniel: 'tipDaniel',
  ethan: 'tipEthan',
  claire: 'tipClaire',
  oliver: 'tipOliver',
  maya: 'tipMaya',
  'Daily Life': 'tipDailyLife',
  'Travel and Holidays': 'tipTravel',
  'Food and Cooking': 'tipFood',
  'Hobbies and Free Time': 'tipHobbies',
  'Movies, Music and Books': 'tipMovies',
  'Work and Study': 'tipWork',
};

export const generalTips: readonly TipKey[] = ['tipGeneral1', 'tipGeneral2', 'tipGeneral3', 'tipGeneral4', 'tipGeneral5'];
