/**
 * The language packs the tutor corrects with, by language code: each brings its rules' recasts and the gates
 * its measured families earned (packs/<lang>/measured-families.json). Add a language here.
 */
import english from '../packs/en/measured-families.json';
import spanish from '../packs/es/measured-families.json';
import { findSpanishCorrections } from '../packs/es';
import { correctEnglish } from './correct-english';
import type { Correction } from './correction';
import { gatesFrom, questionGatesFrom, type FamilyTable, type PackGates } from './family-gate';
import type { Lint } from './grammar-issue';
import { looksLikeEnglish } from './looks-like-english';
import { looksLikeSpanish } from './looks-like-spanish';

export type LanguagePack = {
  code: string;
  /** The families measured precise enough to correct, and those that may only ask. */
  gates: PackGates;
  questionGates: PackGates;
  correct(text: string, options: { max: number; isWriting: boolean }, gates: PackGates, lint: Lint): Promise<Correction[]>;
};

const englishPack: LanguagePack = {
  code: 'en',
  gates: gatesFrom(english as FamilyTable),
  questionGates: questionGatesFrom(english as FamilyTable),
  correct: correctEnglish,
};

const spanishPack: LanguagePack = {
  code: 'es',
  gates: gatesFrom(spanish as FamilyTable),
  questionGates: questionGatesFrom(spanish as FamilyTable),
  correct: async (text, { max }, gates) => findSpanishCorrections(text, max, gates),
};

const PACKS: Readonly<Record<string, LanguagePack>> = { en: englishPack, es: spanishPack };

/**
 * The pack of a teacher's language ('en-GB', 'es-ES'); with none given, Spanish is recognised by its words. Null
 * for a language without one, and for English written to a Spanish teacher (not hers to correct).
 */
export function packFor(language: string | undefined, text: string): LanguagePack | null {
  if (!language) return looksLikeSpanish(text) ? spanishPack : englishPack;
  const pack = PACKS[language.slice(0, 2).toLowerCase()] ?? null;
  return pack === spanishPack && looksLikeEnglish(text) ? null : pack;
}
