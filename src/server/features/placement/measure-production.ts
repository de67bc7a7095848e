/** Measures a learner's placement answer for judge-production.ts: words, checker mistakes, linking words and (English) less common words. */
import type { CourseLanguage } from '#/shared/course/unit';
import { findCorrections } from '../tutor/public';
import { frequencyRank } from '../vocabulary/public';
import { LINKING_WORDS, type ProductionMeasures } from './judge-production';

const COMMON_RANK = 3_000;

export async function measureProduction(text: string, language: CourseLanguage): Promise<ProductionMeasures> {
  const words = text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
  if (words.length === 0) return { words: 0, mistakesPer100: 0, links: 0, lessCommonShare: null };
  const corrections = await findCorrections(text, { language: language === 'es' ? 'es-ES' : 'en-US', families: 'every', max: 20 });
  const mistakes = corrections.reduce((sum, c) => sum + Math.max(1, c.fixes?.length ?? 1), 0);
  const ranks = language === 'en' ? words.map((word) => frequencyRank([word])) : [];
  const known = ranks.filter((rank): rank is number => rank !== null && rank !== undefined);
  return {
    words: words.length,
    mistakesPer100: (100 * mistakes) / words.length,
    links: words.filter((word) => LINKING_WORDS[language].has(word)).length,
    lessCommonShare: language === 'en' && known.length ? known.filter((rank) => rank > COMMON_RANK).length / known.length : null,
  };
}
