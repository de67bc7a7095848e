/**
 * "How do I say 'thirteen' and 'thirty'?": a -teen number and its -ty number are told apart by stress (thir-TEEN,
 * THIR-ty), which speech synthesis does not show in a number said alone, so it is written here.
 */
import { capitalizeFirst } from '../choose-variant';

const TENS: Readonly<Record<string, string>> = { thir: 'thir', four: 'for', fif: 'fif', six: 'six', seven: 'seven', eigh: 'eigh', nine: 'nine' };

/** The stem both numbers share ('thir' of thirteen and thirty), when one is its -teen and the other its -ty; else null. */
export function teenAndTy(first: string, second: string): string | null {
  const teen = /^(thir|four|fif|six|seven|eigh|nine)teen$/i;
  const ty = /^(thir|for|fif|six|seven|eigh|nine)ty$/i;
  const [a, b] = [first.toLowerCase(), second.toLowerCase()];
  const pair = teen.test(a) && ty.test(b) ? [a, b] : teen.test(b) && ty.test(a) ? [b, a] : null;
  if (!pair) return null;
  const stem = teen.exec(pair[0]!)![1]!;
  return TENS[stem] === ty.exec(pair[1]!)![1] ? stem : null;
}

/** How the pair is said apart. */
export function describeTeenAndTy(stem: string): { text: string; followUp: string } {
  const teen = `${stem}teen`;
  const ty = `${TENS[stem]}ty`;
  return {
    text: `'${capitalizeFirst(teen)}' is stressed at the end, ${stem}-TEEN, and '${ty}' at the start, ${TENS[stem]!.toUpperCase()}-ty. That stress is how people hear which one you mean, so make it strong and the stressed syllable long; in American English the t of '${ty}' often sounds like a quick d.`,
    followUp: `Say them one after the other: ${teen}, ${ty}. Then try: I was ${teen} then, and now I'm ${ty}.`,
  };
}
