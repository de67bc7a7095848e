/**
 * The likely wrong ways a learner says a word, derived by rule from its CMUdict pronunciation (ARPAbet,
 * no stress marks): each variant changes one sound, so the grammar asks "this word, or this word with
 * that one slip?" and the acoustic model picks. The rules are the sound families' (sound-families.ts):
 * θ→s/t/f, ð→d/z, ɪ↔iː, v→w/b, r↔l, and a final consonant left off. Only an r that starts a
 * syllable after a consonant or at the word's start ("right", "pray") is turned into an l: one not followed
 * by a vowel is rightly not said in British English ("card", "there"; nor reported as left off), and one
 * between vowels is tapped in Scottish English and by eSpeak ("very"), which the model hears as an l. A
 * vowel before an r is not swapped between ɪ and iː: "here" is said with the short vowel of "hit".
 */
import { AFFRICATES, FRICATIVES, isVowel, isVowelLike } from './phone-classes';
import { SLIP_RULES, type SlipPosition, type VariantRule } from './sound-families';

/** at: where the changed sound is in the word's phones (for a dropped final consonant, where it was). */
export type PronunciationVariant = { phones: string[]; rule: VariantRule; from: string; to: string | null; at: number };

const SUBSTITUTIONS = SLIP_RULES.flatMap(({ rule, swap }) => (swap ? [{ ...swap, rule }] : []));

/**
 * Whether a final stop said before a vowel shows its closure and release after the sound `before` it
 * (release-cue.ts): after a vowel-like sound, except a "t" or "d" after a vowel or r, which American
 * English taps ("seat again", "card again": four Flite voices built from recorded speech dipped 3-30 dB,
 * one no more than a vowel does) and after l does not ("cold again").
 */
export function isReleaseHeardAfter(stop: string, before: string): boolean {
  if (stop === 'T' || stop === 'D') return before === 'L';
  return isVowelLike(before);
}

/**
 * Whether a final stop said before a vowel may be reported left off: where its closure shows
 * (isReleaseHeardAfter), and a "t" or "d" after a vowel, r, n or a fricative (the past tense: "watched",
 * "missed", "loved"), where the decoder decides alone and the signal can only give the stop back
 * (release-cue.ts). The acoustic model, trained on recorded speech, hears a tap: four Flite voices said
 * "seat", "card", "wind" right every time and their "sea", "car" were heard. After a fricative or an
 * affricate ("watched", "loved") the stop closes after the hiss, but Flite's rms closed for 10 dB only.
 */
export function isStopLeftOffHeardAfter(stop: string, before: string): boolean {
  const isDecoderHeard = isVowel(before) || before === 'R' || before === 'N' || FRICATIVES.has(before) || AFFRICATES.has(before);
  return isReleaseHeardAfter(stop, before) || ((stop === 'T' || stop === 'D') && isDecoderHeard);
}

/** The sound a slip changes, what it becomes and where, as "TH>S initial" ("D>nothing final" for a final d left off): the key of its grammar weight. */
export function slipOf(variant: PronunciationVariant): string {
  return `${variant.from}>${variant.to ?? 'nothing'} ${positionOf(variant)}`;
}

function positionOf({ at, phones, to }: PronunciationVariant): SlipPosition {
  if (at === 0) return 'initial';
  return at === phones.length - (to === null ? 0 : 1) ? 'final' : 'within';
}

/** Every one-slip variant of a pronunciation, none equal to the pronunciation itself. */
export function deriveVariants(phones: readonly string[]): PronunciationVariant[] {
  const variants: PronunciationVariant[] = [];
  phones.forEach((phone, at) => {
    const isOnsetR = phone === 'R' && isVowel(phones[at + 1] ?? '') && !isVowel(phones[at - 1] ?? '');
    const isVowelBeforeR = isVowel(phone) && phones[at + 1] === 'R';
    for (const substitution of SUBSTITUTIONS) {
      if (substitution.from !== phone || (phone === 'R' && !isOnsetR) || isVowelBeforeR) continue;
      for (const to of substitution.to) variants.push({ phones: phones.map((p, i) => (i === at ? to : p)), rule: substitution.rule, from: phone, to, at });
    }
  });
  const last = phones.at(-1);
  // A word of one consonant after a vowel or more keeps its vowel: "it" → "i", "and" → "an".
  if (phones.length >= 2 && last && !isVowel(last) && last !== 'R') variants.push({ phones: phones.slice(0, -1), rule: 'final-consonant', from: last, to: null, at: phones.length - 1 });
  const seen = new Set([phones.join(' ')]);
  return variants.filter((variant) => {
    const key = variant.phones.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
