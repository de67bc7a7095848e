/**
 * A learner's turn as the goal tracker reads it: lower case, accents and punctuation gone, English
 * contractions spelt out ("I'm" -> "i am", "don't" -> "do not"), so a pattern is written once.
 */
const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bcan't\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\bshan't\b/g, 'shall not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\bi'm\b/g, 'i am'],
  [/\b(\w+)'re\b/g, '$1 are'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(\w+)'d\b/g, '$1 would'],
  [/\b(it|that|what|there|here|he|she|who|where|how|let)'s\b/g, '$1 is'],
];

export function learnerWords(text: string): string[] {
  let s = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`]/g, "'");
  for (const [pattern, spelt] of CONTRACTIONS) s = s.replace(pattern, spelt);
  s = s.replace(/\blet is\b/g, 'let us');
  return s
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}
