/** From the tokens the decoder matched to each word's verdict, with the slip heard and a tip, the extra words said, and the pace. */
import type { WordResult } from '#/shared/api/pronunciation';
import type { ReadingWord } from './build-reading-grammar';
import type { CmuDictionary } from './cmu-dictionary';
import { settleByCues } from './cues';
import { soundOf, tipFor } from './pronunciation-tips';
import type { HissContour, MatchedPhone } from './pronunciation-worker-source';
import { spellSound } from './spell-sound';

/** A token the decoder matched; its sounds, when the decoder gave them, let the acoustic cues (cues.ts) overrule its choice. */
export type MatchedToken = { token: string; start: number; duration: number; phones?: MatchedPhone[] };

/** hiss: the recording's hiss contour, for the cues that look between words. */
export function judgeReading(words: ReadingWord[], tokens: MatchedToken[], dictionary: CmuDictionary, extras: ReadonlyMap<string, string> = new Map(), hiss?: HissContour): { words: WordResult[]; wordsPerMinute: number } {
  let next = 0;
  const spokenAt: MatchedToken[] = [];
  const results: WordResult[] = [];
  // Extra words the learner added before the token at `next`, as `inserted` results in reading order.
  const takeExtras = () => {
    for (let extra = extras.get(tokens[next]?.token ?? ''); extra !== undefined; extra = extras.get(tokens[next]?.token ?? '')) {
      results.push({ word: extra, result: 'inserted', tip: `"${extra}" is not in the sentence: leave it out.` });
      next++;
    }
  };
  for (const reading of words) {
    takeExtras();
    results.push(judgeWord(reading));
  }
  takeExtras();
  return { words: results, wordsPerMinute: paceOf(spokenAt) };

  function judgeWord(reading: ReadingWord): WordResult {
    const token = tokens[next];
    const matched = token && reading.options.find((candidate) => candidate.token === token.token);
    if (!token || !matched) return { word: reading.word, result: 'omitted', tip: `Say every word: "${reading.word}" was missing.` };
    next++;
    spokenAt.push(token);
    const option = token.phones ? settleByCues({ reading, chosen: matched, phones: token.phones, next: tokens[next]?.phones, before: tokens[next - 2]?.phones?.at(-1), hiss }) : matched;
    if (option.mistake) return { word: reading.word, result: 'mispronounced', heard: option.mistake, tip: `Say "${reading.word}", as in the correction, not "${option.mistake}".` };
    if (!option.variant) return { word: reading.word, result: 'ok' };
    const variant = option.variant;
    const heard = dictionary.wordSpelledBy(variant.phones, reading.word) ?? describeSlip(variant.from, variant.to);
    return { word: reading.word, result: 'mispronounced', heard, tip: tipFor(variant, reading.word), sound: soundOf(variant) };
  }
}

function describeSlip(from: string, to: string | null): string {
  return to ? `"${spellSound(to)}" for "${spellSound(from)}"` : `no final "${spellSound(from)}"`;
}

/** Words said per minute of speech, from the first word's start to the last word's end. */
function paceOf(spoken: MatchedToken[]): number {
  const first = spoken[0];
  const last = spoken.at(-1);
  if (!first || !last) return 0;
  const seconds = last.start + last.duration - first.start;
  return seconds > 0 ? Math.round((spoken.length / seconds) * 60) : 0;
}
