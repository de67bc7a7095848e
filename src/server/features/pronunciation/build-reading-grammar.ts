/**
 * The grammar for one reading: the sentence's words in order, each as "the word as written, or one of
 * its likely slips, or nothing", with room for a common extra word between them, weighted so the word as written wins unless the audio clearly says
 * otherwise (a learner who said it right must not be told they did not). Tokens are named after their
 * phones, so the decoder's dictionary grows only by the sounds ever asked for.
 */
import { AppError } from '../../http/app-error';
import { deriveVariants, isStopLeftOffHeardAfter, type PronunciationVariant, slipOf } from './arpabet-variants';
import type { CmuDictionary } from './cmu-dictionary';
import { learnerMistakes, type MistakeAt } from './learner-mistakes';
import { isVowel } from './phone-classes';
import { CUE_ONLY_SLIPS, SLIP_WEIGHTS } from './slip-weights';

/**
 * A word left out costs `omitted`: at 1e-20 a word said but ill fitted by the model ("vote", "thank" in
 * "I know _ is here.") was reported missing in 10 of 188 readings; at 1e-40, 0. A search that then finds
 * no path through the sentence at all (the model cannot fit a word anywhere) is run again at
 * `omittedWhenLost`, where leaving the word out is what the search finds.
 */
/**
 * "Say it" in Review knows what the learner wrote before the correction (learner-mistakes.ts): the word
 * they wrote is offered in place of the corrected one at `mistake`, and a word the correction added may be
 * left out at `leftOutBefore`, both far likelier than an arbitrary slip because this learner made them.
 */
export const OPTION_WEIGHTS = { expected: 1, omitted: 1e-40, omittedWhenLost: 1e-20, inserted: 1e-16, mistake: 1e-6, leftOutBefore: 1e-6, slips: SLIP_WEIGHTS };
export type GrammarWeights = typeof OPTION_WEIGHTS;
/**
 * The extra words a learner most often adds to a sentence (an article, "to", a form of "be" or "do", an
 * intensifier): each may be heard between two words as an `inserted` result. Each one costs decoding
 * time (13 words before, between and after took 447 ms of CPU a check against 289 ms without, on a
 * loaded machine), so the list is short and the slots are between words only. Any other extra word is not detected by the keyless engine; words of one short vowel
 * ("a", "an") or close to common word joins ("on", "are", "of") were heard in readings that had none.
 */
export const EXTRA_WORDS = ['the', 'to', 'is', 'do', 'did', 'that', 'very', 'so'];
export const MAX_READING_WORDS = 40;
/**
 * Little words said weakly in connected speech by everyone ("the" as "duh" after "by": 4 of 5 voices
 * reading "by the ship" right were told they said "de"): their slips are not listened for.
 */
const WEAK_FORMS = new Set(['the', 'a', 'an', 'to', 'of', 'and', 'for', 'from', 'than', 'at', 'as', 'or', 'but']);

/** One way a word may be said: as written (no variant), with one slip (`variant`), or as the word the learner wrote before a correction (`mistake`). */
export type WordOption = { token: string; variant: PronunciationVariant | null; mistake?: string };
export type ReadingWord = { word: string; options: WordOption[]; mayBeLeftOut?: boolean };
/**
 * One search the decoder makes: a grammar (JSGF), whether silence and noise may come between words
 * (`fillers`), and whether with wider beams than usual.
 */
export type DecodeAttempt = { jsgf: string; fillers: boolean; wideBeams: boolean };
/**
 * attempts: the searches to make in order until one finds a path. First the grammar with silence between
 * words. Some clips (an eSpeak British voice at full speed) find no path so: the search takes the speech
 * for silence and never reaches the sentence's end. Then without that silence, and without the extra
 * words, which would otherwise soak up a pause ("to school" heard as "to the school" by 4 of 5 voices);
 * then with wider beams, which kept the 4 of 100 sentences said right that found no path at all (every
 * word reported missing), at several times the CPU; last with silence and wide beams, where a word ill
 * fitted may be taken for noise. All of it once more with a word left out at `omittedWhenLost`, for a
 * word the model fits nowhere.
 * extras: the token of each extra word the grammar may hear between the sentence's words, and that word.
 */
/** alignment: the searches that align the sentence as written, each word only as the dictionary spells it, and those spellings' tokens per word. */
export type ReadingGrammar = { words: ReadingWord[]; attempts: DecodeAttempt[]; alignment: { attempts: DecodeAttempt[]; written: string[][] }; entries: Array<[string, string]>; extras: Map<string, string> };

export const tokenFor = (phones: readonly string[]) => `p_${phones.join('_').toLowerCase()}`;
/** Extra words have tokens of their own, so "the" said twice is told from "the" said once. */
const extraTokenFor = (phones: readonly string[]) => `x_${phones.join('_').toLowerCase()}`;

/** The words to read: letters and apostrophes; hyphens and punctuation separate them. */
export function splitReading(text: string): string[] {
  return (text.match(/[A-Za-z']+/g) ?? []).map((word) => word.replace(/^'+|'+$/g, '')).filter(Boolean);
}

/** `insteadOf`: the sentence the learner wrote before `text` corrected it, whose differences are listened for. */
export function buildReadingGrammar(text: string, dictionary: CmuDictionary, weights: GrammarWeights = OPTION_WEIGHTS, insteadOf?: string): ReadingGrammar {
  const spoken = splitReading(text);
  if (spoken.length === 0) throw new AppError('invalid_text', 'text must hold at least one English word.', 400);
  if (spoken.length > MAX_READING_WORDS) throw new AppError('invalid_text', { key: 'sentenceTooManyWords', values: { count: MAX_READING_WORDS } }, 400);
  const entries = new Map<string, string>();
  const words = spoken.map((word, at): ReadingWord => {
    const pronunciations = dictionary.pronunciationsOf(word);
    const isReleased = isFinalSoundReleased(spoken[at + 1], dictionary);
    if (pronunciations.length === 0) throw new AppError('unknown_word', { key: 'unknownWord', values: { word } }, 400);
    const own = new Set(pronunciations.map((phones) => phones.join(' ')));
    const options: WordOption[] = pronunciations.map((phones) => ({ token: tokenFor(phones), variant: null }));
    for (const phones of WEAK_FORMS.has(word.toLowerCase()) ? [] : pronunciations) {
      for (const variant of deriveVariants(phones)) {
        if (own.has(variant.phones.join(' ')) || variant.phones.length === 0 || !isListenedFor(variant, weights)) continue;
        // A final stop left off is heard by its release (release-cue.ts): before a vowel, where its closure shows.
        if (variant.rule === 'final-consonant' && !(isReleased && isStopLeftOffHeardAfter(variant.from, phones[variant.at - 1] ?? ''))) continue;
        // A final "th" said as "d" is heard by its closure into the next word's vowel (stop-ending-cue.ts).
        if (slipOf(variant) === 'DH>D final' && !isReleased) continue;
        if (variant.rule === 'iy-ih' && !isOneEeWord(pronunciations)) continue;
        own.add(variant.phones.join(' '));
        options.push({ token: tokenFor(variant.phones), variant });
      }
    }
    for (const option of options) entries.set(option.token, (option.variant?.phones ?? pronunciations.find((p) => tokenFor(p) === option.token)!).join(' '));
    return { word, options };
  });
  if (insteadOf) addLearnerMistakes(words, learnerMistakes(spoken, splitReading(insteadOf)), dictionary, entries);
  const rulesLeavingOut = (omitted: number) =>
    words.map((reading, at) => {
      const slipWeightOf = (variant: PronunciationVariant | null) => (variant ? (weights.slips[slipOf(variant)] ?? 0) : 0);
      const weightOf = ({ variant, mistake }: WordOption) => (mistake ? Math.max(weights.mistake, slipWeightOf(variant)) : variant ? slipWeightOf(variant) : weights.expected);
      // A slip with no weight is its cue's alone to choose (CUE_ONLY_SLIPS): the decoder is not offered it.
      const alternatives = reading.options.filter((option) => weightOf(option) > 0).map((option) => `/${weightOf(option)}/ ${option.token}`);
      return `<w${at}> = ${[...alternatives, `/${reading.mayBeLeftOut ? Math.max(omitted, weights.leftOutBefore) : omitted}/ <NULL>`].join(' | ')};`;
    });
  const extras = new Map<string, string>();
  for (const extra of weights.inserted > 0 ? EXTRA_WORDS : []) {
    for (const phones of dictionary.pronunciationsOf(extra).slice(0, 1)) {
      extras.set(extraTokenFor(phones), extra);
      entries.set(extraTokenFor(phones), phones.join(' '));
    }
  }
  const jsgfOf = (omitted: number, withExtras: boolean) => {
    const slots = withExtras && extras.size > 0;
    const sequence = words.flatMap((_, at) => (at > 0 && slots ? ['<x>', `<w${at}>`] : [`<w${at}>`]));
    const extraRule = slots ? [`<x> = /1/ <NULL> | ${[...extras.keys()].map((token) => `/${weights.inserted}/ ${token}`).join(' | ')};`] : [];
    return ['#JSGF V1.0;', 'grammar reading;', `public <reading> = ${sequence.join(' ')};`, ...rulesLeavingOut(omitted), ...extraRule].join('\n');
  };
  const attempts = [weights.omitted, weights.omittedWhenLost].flatMap((omitted): DecodeAttempt[] => [
    { jsgf: jsgfOf(omitted, true), fillers: true, wideBeams: false },
    { jsgf: jsgfOf(omitted, false), fillers: false, wideBeams: false },
    { jsgf: jsgfOf(omitted, false), fillers: false, wideBeams: true },
    { jsgf: jsgfOf(omitted, true), fillers: true, wideBeams: true },
  ]);
  return { words, attempts, alignment: alignmentOf(words, weights), entries: [...entries], extras };
}

/** The sentence as written: each word as the dictionary spells it, with silence between words, then without and with wider beams. */
function alignmentOf(words: ReadingWord[], weights: GrammarWeights): ReadingGrammar['alignment'] {
  const written = words.map((reading) => reading.options.filter((option) => !option.variant && !option.mistake).map((option) => option.token));
  const jsgfOf = (omitted: number) =>
    ['#JSGF V1.0;', 'grammar written;', `public <reading> = ${words.map((_, at) => `<w${at}>`).join(' ')};`, ...written.map((tokens, at) => `<w${at}> = ${[...tokens.map((token) => `/1/ ${token}`), `/${omitted}/ <NULL>`].join(' | ')};`)].join('\n');
  const attempts = [weights.omitted, weights.omittedWhenLost].flatMap((omitted): DecodeAttempt[] => [
    { jsgf: jsgfOf(omitted), fillers: true, wideBeams: false },
    { jsgf: jsgfOf(omitted), fillers: false, wideBeams: true },
  ]);
  return { attempts, written };
}

/**
 * Whether a slip is among a word's options: one with a weight, offered to the decoder, or one with none that
 * only its cue chooses (a weight of 0 leaves either out, as the bench's --slips does).
 */
function isListenedFor(variant: PronunciationVariant, weights: GrammarWeights): boolean {
  const weight = weights.slips[slipOf(variant)];
  return weight === undefined ? CUE_ONLY_SLIPS.has(slipOf(variant)) : weight > 0;
}

/**
 * "ee" said as "i" is heard by the vowel's formants (vowel-cue.ts), in a word of one vowel that is "ee"
 * however it is said: not "nice", which CMUdict also gives as the French city's "neess", nor "read".
 */
function isOneEeWord(pronunciations: ReadonlyArray<readonly string[]>): boolean {
  return pronunciations.every((phones) => phones.filter(isVowel).join(' ') === 'IY');
}

/**
 * The learner's own mistakes as options: a word they wrote (when the dictionary knows it and it sounds
 * different), or leaving a word out. A word they wrote that sounds like one of the word's slips ("watch"
 * for "watched" before a vowel) is that slip, named as their mistake, and its cue still rules on it.
 */
function addLearnerMistakes(words: ReadingWord[], mistakes: MistakeAt[], dictionary: CmuDictionary, entries: Map<string, string>) {
  words.forEach((reading, at) => {
    const { mistake, mayBeLeftOut } = mistakes[at] ?? {};
    if (mayBeLeftOut) reading.mayBeLeftOut = true;
    if (!mistake) return;
    const phones = dictionary.pronunciationsOf(mistake)[0];
    if (!phones) return;
    const sameSound = reading.options.find((option) => option.token === tokenFor(phones));
    if (sameSound) {
      if (sameSound.variant) sameSound.mistake = mistake;
      return;
    }
    if (isUnheardFinalStop(phones, dictionary.pronunciationsOf(reading.word))) return;
    reading.options.push({ token: tokenFor(phones), variant: null, mistake });
    entries.set(tokenFor(phones), phones.join(' '));
  });
}

/**
 * A mistake that differs from the word only by a final t, d or k it leaves off ("watch" for "watched"):
 * like a final consonant left off in any word, the model hears it as often in the word said right (3 of 5
 * voices reading "We watched a film" right were told they said "watch"), so it is listened for only as
 * the word's own slip, where a cue guards it (before a vowel: see isStopLeftOffHeardAfter).
 */
function isUnheardFinalStop(mistake: readonly string[], corrected: ReadonlyArray<readonly string[]>): boolean {
  return corrected.some((phones) => ['T', 'D', 'K'].includes(phones.at(-1)!) && phones.slice(0, -1).join(' ') === mistake.join(' '));
}

/**
 * Whether a word's last sound is released, and so heard when it is there: before a vowel ("cold again").
 * Before a consonant everyone leaves a final stop unreleased ("good teacher", "old dog", "read the": 5 of 5
 * voices reading "She is a good teacher" right were told they left off the d), and at the sentence's end
 * it fades ("in the cold." was heard as "cole" by 5 of 5), so a final sound left off is listened for only
 * before a vowel.
 */
function isFinalSoundReleased(next: string | undefined, dictionary: CmuDictionary): boolean {
  return next !== undefined && dictionary.pronunciationsOf(next).every((phones) => isVowel(phones[0] ?? ''));
}
