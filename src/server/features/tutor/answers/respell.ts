/**
 * Turns eSpeak's IPA into what a learner can read aloud: syllables in an easy respelling with the stressed
 * one in capitals ('photography' → fuh-TAH-gruh-fee), and a tip for the hardest sound in the word.
 */

const VOWEL = /[aeiouæɑɒɔəɛɜɪʊʌɐᵻɚɝøœyɨ]/;

const RESPELL: Record<string, string> = {
  'iː': 'ee', i: 'ee', 'ɪ': 'ih', 'ᵻ': 'ih', 'eɪ': 'ay', 'ɛ': 'eh', e: 'eh', 'æ': 'a', 'ɑː': 'ah', 'ɑ': 'ah', 'ɒ': 'o', 'ɔː': 'aw', 'ɔ': 'aw',
  'oʊ': 'oh', 'əʊ': 'oh', o: 'oh', 'ʊ': 'uu', 'uː': 'oo', u: 'oo', 'ʌ': 'uh', 'ə': 'uh', 'ɐ': 'uh', 'ɜː': 'ur', 'ɚ': 'er', 'ɝ': 'ur', 'aɪ': 'eye',
  'aʊ': 'ow', 'ɔɪ': 'oy', 'ɪə': 'eer', 'iə': 'eer', 'eə': 'air', 'ʊə': 'oor', 'əl': 'uhl', 'ɔːɹ': 'or', 'ɑːɹ': 'ar', 'ɛɹ': 'air', 'ɪɹ': 'eer',
  'oːɹ': 'or', 'ʊɹ': 'oor', 'aɪɚ': 'ire', 'aɪə': 'ire', 'aʊɚ': 'our', a: 'ah',
  'θ': 'th', 'ð': 'th', 'ʃ': 'sh', 'ʒ': 'zh', 'tʃ': 'ch', 'dʒ': 'j', 'ŋ': 'ng', 'ɹ': 'r', j: 'y', 'ɾ': 'd', 'ʔ': 't', x: 'kh', 'ɡ': 'g',
  'ɲ': 'ny', 'ʎ': 'y', 'β': 'b', 'ɣ': 'g', r: 'rr', 'n̩': 'n', 'l̩': 'l',
};

export type Syllable = { phonemes: string[]; stressed: boolean };

export function syllabify(word: string[]): Syllable[] {
  const clean = word.map((p) => p.replace(/[ˈˌ]/g, ''));
  const nuclei = word.map((p, i) => (VOWEL.test(clean[i]!) ? i : -1)).filter((i) => i >= 0);
  if (nuclei.length === 0) return [{ phonemes: clean, stressed: true }];
  const syllables: Syllable[] = [];
  let start = 0;
  nuclei.forEach((nucleus, n) => {
    const next = nuclei[n + 1];
    // Consonants between two vowels: one goes with the next syllable, two or more split after the first.
    const between = next === undefined ? 0 : next - nucleus - 1;
    const clusterOnset = between === 2 && /^[pbtdkɡfθʃ]$/.test(clean[nucleus + 1]!) && /^[ɹljw]$/.test(clean[nucleus + 2]!);
    const end = next === undefined ? word.length : between <= 1 || clusterOnset ? nucleus + 1 : nucleus + 2;
    syllables.push({ phonemes: clean.slice(start, end), stressed: word[nucleus]!.includes('ˈ') });
    start = end;
  });
  if (!syllables.some((s) => s.stressed) && syllables[0]) syllables[0].stressed = true;
  return syllables;
}

export function respell(syllables: Syllable[]): string {
  return syllables
    .map((s) => {
      const text = s.phonemes.map((p) => RESPELL[p] ?? p.replace(/ː/g, '')).join('');
      return s.stressed && syllables.length > 1 ? text.toUpperCase() : text;
    })
    .join('-');
}

/** Standard IPA with the stress mark at the start of its syllable: /fəˈtɑːɡɹəfi/. */
export function toIpa(words: string[][]): string {
  return `/${words
    .map((word) => syllabify(word).map((s) => `${s.stressed && syllabify(word).length > 1 ? 'ˈ' : ''}${s.phonemes.join('')}`).join(''))
    .join(' ')}/`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

export function describeStress(syllables: Syllable[]): string | null {
  if (syllables.length < 2) return null;
  const index = syllables.findIndex((s) => s.stressed);
  const count = syllables.length;
  const position = index === count - 1 ? 'last' : ORDINALS[index] ?? `number ${index + 1}`;
  return `It has ${count} syllables, with the stress on the ${position}.`;
}

/** Tips for sounds learners find hard, keyed by IPA; the first one found in the word is given. */
const ENGLISH_TIPS: ReadonlyArray<[RegExp, string]> = [
  [/^θ$/, "For the th in this word, put the tip of your tongue lightly between your teeth and blow air gently, so it doesn't turn into s, f or t."],
  [/^ð$/, "For the th in this word, put the tip of your tongue between your teeth and let your voice buzz, so it doesn't become d or z."],
  [/^ɹ$/, "For the English r, pull your tongue back a little without touching the roof of your mouth, round your lips slightly, and don't roll or tap it."],
  [/^ɾ$/, "The t or d between vowels is a quick, soft tap in American English, like a light d, as in water or better."],
  [/^v$/, "For v, rest your top teeth on your bottom lip and let your voice buzz; your lips shouldn't close, or it becomes a b."],
  [/^w$/, "For w, round your lips as if you were saying oo, then open them quickly; your teeth shouldn't touch your lip."],
  [/^æ$/, "The a here is the open vowel in cat: drop your jaw and spread your lips a little, wider than the e in bed."],
  [/^ɪ$/, "The i here is short and relaxed, as in ship, not the long ee of sheep."],
  [/^iː$/, "The ee here is long, with your lips spread in a little smile, as in sheep, not the short i of ship."],
  [/^(ɜː|ɝ|ɚ)$/, "The ur sound here is like bird: keep your tongue in the middle of your mouth and your lips relaxed."],
  [/^ɔː$/, "The aw here is long and round, as in law: open your jaw and round your lips."],
  [/^ʌ$/, "The u here is short and open, as in cup, with a relaxed mouth."],
  [/^ŋ$/, "The ng at the end is one sound made at the back of the mouth; don't add a g after it."],
  [/^ʒ$/, "The zh sound, as in television, is like sh with your voice switched on."],
  [/^dʒ$/, "The j sound starts with a short d: d plus zh, as in job."],
  [/^ʃ$/, "For sh, round your lips and push them forward a little, with the tongue further back than for s."],
  [/^h$/, "The h is just a puff of breath before the vowel, so don't drop it."],
  [/^z$/, "The s here sounds like a z: let your voice buzz."],
  [/^l$/, "For l, touch the ridge just behind your top teeth with the tip of your tongue and let the air flow out around its sides; keep it there until the next sound, so it doesn't turn into r."],
  [/^f$/, "For f, rest your top teeth lightly on your bottom lip and blow air through, with no voice, so it doesn't turn into p or h."],
];

const SPANISH_TIPS: ReadonlyArray<[RegExp, string]> = [
  [/^r$/, 'La erre doble se vibra: the tip of your tongue flutters several times behind your top teeth.'],
  [/^ɾ$/, 'La r suave is one quick tap of the tongue behind your top teeth, like the tt in the American word butter.'],
  [/^x$/, 'La jota is a breathy sound from the back of the throat, stronger than the English h.'],
  [/^θ$/, 'In Spain, z and the c before e or i sound like the th in think; in Latin America they sound like s.'],
  [/^ɲ$/, 'La eñe sounds like the ny in canyon.'],
  [/^(ʎ|ʝ|j)$/, 'The ll and y sound like the y in yes, a little stronger.'],
  [/^(β|ð|ɣ)$/, 'Between vowels, b, d and g are soft: your lips or tongue almost touch, but not quite.'],
  [/^[aeiou]$/, 'Spanish vowels are short and pure: a, e, i, o, u never glide the way English vowels do.'],
];

export function hardSoundTip(words: string[][], isSpanish: boolean): string | null {
  const phonemes = words.flat().map((p) => p.replace(/[ˈˌ]/g, ''));
  for (const [pattern, tip] of isSpanish ? SPANISH_TIPS : ENGLISH_TIPS) {
    if (phonemes.some((p) => pattern.test(p))) return tip;
  }
  return null;
}

/** The long vowels learners name by their letter ('the long i sound'): told whole, as the single sounds' tips are not. */
const NAMED_LONG_VOWELS: Readonly<Record<string, string>> = {
  'long i': 'The long i, as in time and my, is two sounds glided together: start with an open a, as in father, and slide up towards ee.',
  'long a': 'The long a, as in day and make, glides: start with the e of bed and let it slide up towards ee.',
  'long o': 'The long o, as in go and home, glides from a relaxed uh towards oo, rounding your lips at the end.',
  'long u': 'The long u, as in food and blue, is a long oo with rounded lips; in cute and music a y comes before it.',
};

/** Tips for a sound asked about by name ('the th sound'). */
export function tipForSoundName(name: string, isSpanish: boolean): string | null {
  const key = name.toLowerCase().replace(/\bsound\b|["'‘’“”]/g, '').trim();
  if (!isSpanish && NAMED_LONG_VOWELS[key]) return NAMED_LONG_VOWELS[key]!;
  const ipa: Record<string, string> = { th: 'θ', r: isSpanish ? 'r' : 'ɹ', rr: 'r', v: 'v', w: 'w', j: isSpanish ? 'x' : 'dʒ', ng: 'ŋ', sh: 'ʃ', h: 'h', z: 'z', l: 'l', f: 'f', ñ: 'ɲ', ll: 'ʎ', t: 'ɾ', ee: 'iː', i: 'ɪ', a: 'æ', 'short i': 'ɪ', 'long ee': 'iː', 'long e': 'iː', 'short a': 'æ', 'short u': 'ʌ' };
  const phoneme = ipa[key];
  // Asked about the sound itself, not a word: 'For the th sound, ...', not 'For the th in this word, ...'.
  return phoneme ? (hardSoundTip([[phoneme]], isSpanish)?.replace(' in this word,', ' sound,') ?? null) : null;
}

/** Letters that look like syllables in the spelling but are not said ('comfortable' has three, not four). */
export function spellingNote(word: string, syllables: Syllable[]): string | null {
  const written = word.toLowerCase().replace(/e$/, '').match(/[aeiouy]+/g)?.length ?? 0;
  if (written > syllables.length + (word.endsWith('le') ? 1 : 0)) return `The spelling suggests ${written} syllables, but we say only ${syllables.length}.`;
  return null;
}
