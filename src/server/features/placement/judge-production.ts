/**
 * The placement's last part: the learner's own spoken or written answer, judged by what the tutor can measure —
 * how much they said, how many mistakes its checker finds (every family, so nothing unproven is excused), how
 * they link ideas, and (English) how many less common words they use. Each level asks for all of its signs
 * (LEVEL_SIGNS); the answer reaches the highest level whose signs it shows. Explained in plain words.
 */
import type { PlacementLevel } from '#/shared/course/placement-item';
import type { CourseLanguage } from '#/shared/course/unit';
import { type JudgedSkill, judged } from './skill-reason';

export type ProductionMeasures = {
  words: number;
  /** Checker corrections per 100 words. */
  mistakesPer100: number;
  /** Linking words (because, although, which ...). */
  links: number;
  /** Share of words beyond the commonest 3,000 (English); null where there is no frequency list. */
  lessCommonShare: number | null;
};

type Signs = { words: number; mistakesPer100: number; links: number; lessCommonShare: number };

/** What each level asks of an answer of a minute or so. */
export const LEVEL_SIGNS: Array<[PlacementLevel, Signs]> = [
  ['C1', { words: 90, mistakesPer100: 2.5, links: 6, lessCommonShare: 0.12 }],
  ['B2', { words: 60, mistakesPer100: 4, links: 4, lessCommonShare: 0.08 }],
  ['B1', { words: 35, mistakesPer100: 7, links: 2, lessCommonShare: 0 }],
  ['A2', { words: 15, mistakesPer100: 12, links: 1, lessCommonShare: 0 }],
];

export const LINKING_WORDS: Record<CourseLanguage, ReadonlySet<string>> = {
  en: new Set(['because', 'although', 'though', 'which', 'who', 'when', 'while', 'if', 'so', 'but', 'however', 'since', 'unless', 'whereas', 'therefore', 'that', 'after', 'before', 'until']),
  es: new Set(['porque', 'aunque', 'que', 'cuando', 'mientras', 'si', 'pero', 'sino', 'entonces', 'después', 'antes', 'donde', 'como', 'pues', 'embargo', 'además']),
};

export function shows(measures: ProductionMeasures, signs: Signs): boolean {
  return (
    measures.words >= signs.words &&
    measures.mistakesPer100 <= signs.mistakesPer100 &&
    measures.links >= signs.links &&
    (measures.lessCommonShare === null || measures.lessCommonShare >= signs.lessCommonShare)
  );
}

export function judgeProduction(measures: ProductionMeasures): JudgedSkill {
  if (measures.words < 5) return judged('A1', 'answerTooShort');
  const reached = LEVEL_SIGNS.find(([, signs]) => shows(measures, signs));
  const said = { words: measures.words, links: measures.links, mistakes: Math.round((measures.mistakesPer100 * measures.words) / 100) };
  if (!reached) return judged('A1', 'goodStartAtA1', said);
  return judged(reached[0], 'speakerLevel', { ...said, level: reached[0] });
}
