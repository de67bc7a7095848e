/**
 * The kinds of favourite a learner tells or asks Lucía about ('mi bebida favorita', '¿Y tu película favorita?'), with
 * their gender and English (words/favourite-kinds.json), found singular or plural, with their accents or without. A kind
 * of either gender ('e': 'cantante', 'artista') takes the one the learner's own words gave ('mi cantante favorita').
 */
import { stripAccents } from '../../../../lib/strip-accents';
import FAVOURITE_KINDS from './words/favourite-kinds.json';

export type FavouriteKind = { kind: string; english: string; gender: 'masculine' | 'feminine' };

export function favouriteKindOf(word: string, saidGender?: 'masculine' | 'feminine'): FavouriteKind | undefined {
  const plain = stripAccents(word.toLowerCase());
  for (const [kind, said] of Object.entries(FAVOURITE_KINDS as Record<string, string>)) {
    const singular = stripAccents(kind);
    if (![singular, `${singular}s`, `${singular.replace(/z$/, 'c')}es`].includes(plain)) continue;
    const gender = said.startsWith('e') ? (saidGender ?? 'masculine') : said.startsWith('f') ? 'feminine' : 'masculine';
    return { kind, english: said.slice(2), gender };
  }
  return undefined;
}
