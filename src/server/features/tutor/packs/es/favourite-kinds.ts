/**
 * The kinds of favourite a learner tells or asks Lucía about ('mi bebida favorita', '¿Y tu película favorita?'), with
 * their gender and English (words/favourite-kinds.json), found singular or plural, with their accents or without.
 */
import { stripAccents } from '../../../../lib/strip-accents';
import FAVOURITE_KINDS from './words/favourite-kinds.json';

export type FavouriteKind = { kind: string; english: string; gender: 'masculine' | 'feminine' };

export function favouriteKindOf(word: string): FavouriteKind | undefined {
  const plain = stripAccents(word.toLowerCase());
  for (const [kind, said] of Object.entries(FAVOURITE_KINDS as Record<string, string>)) {
    const singular = stripAccents(kind);
    if (![singular, `${singular}s`, `${singular.replace(/z$/, 'c')}es`].includes(plain)) continue;
    return { kind, english: said.slice(2), gender: said.startsWith('f') ? 'feminine' : 'masculine' };
  }
  return undefined;
}
