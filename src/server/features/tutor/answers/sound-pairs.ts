/**
 * Minimal pairs: two words that differ in one sound ("ship" and "sheep"), as data. Each family names the two
 * sounds, says how to make each one, and lists the pairs learners ask about, first word with the first sound.
 */
/**
 * `letters`: the letters learners name the two sounds by ('l' and 'r'), where they do; `twister`: a short tongue
 * twister that moves between the two sounds, written for the family.
 */
export type SoundFamily = { first: string; second: string; how: string; pairs: ReadonlyArray<readonly [string, string]>; twister: string; letters?: readonly [string, string] };

export const SOUND_FAMILIES: readonly SoundFamily[] = [
  {
    first: 'a short, relaxed /ɪ/', second: 'a long /iː/',
    how: 'For the short one keep your mouth relaxed and make it quick; for the long one spread your lips, as in a smile, and hold the sound longer.',
    pairs: [['ship', 'sheep'], ['live', 'leave'], ['sit', 'seat'], ['fill', 'feel'], ['hit', 'heat'], ['bit', 'beat'], ['still', 'steal'], ['chip', 'cheap'], ['slip', 'sleep'], ['fit', 'feet'], ['rich', 'reach'], ['mill', 'meal']],
    twister: 'Six sheep sleep on a ship, and six sheep slip off it.',
  },
  {
    first: 'a short /ʊ/', second: 'a long /uː/',
    how: 'For the short one your lips are only a little rounded and the sound is quick; for the long one push your lips forward into a tight circle and hold it.',
    pairs: [['full', 'fool'], ['pull', 'pool'], ['look', 'Luke'], ['could', 'cooed'], ['should', 'shoed'], ['foot', 'food']],
    twister: 'Luke took a good look at the cool blue pool.',
  },
  {
    first: '/θ/, the th sound', second: '/s/', letters: ['th', 's'],
    how: 'For th put the tip of your tongue lightly between your teeth and blow air over it; for s your tongue stays behind your teeth and the air hisses.',
    pairs: [['think', 'sink'], ['thick', 'sick'], ['thing', 'sing'], ['path', 'pass'], ['mouth', 'mouse'], ['faith', 'face'], ['thumb', 'sum']],
    twister: 'I think six thick things sink in the sea.',
  },
  {
    first: '/θ/, the th sound', second: '/t/', letters: ['th', 't'],
    how: 'For th the tongue touches the teeth and the air keeps flowing; for t the tongue taps behind the teeth and stops the air for a moment.',
    pairs: [['three', 'tree'], ['thin', 'tin'], ['thank', 'tank'], ['both', 'boat'], ['thought', 'taught']],
    twister: 'Three thin trees taught Tom to think.',
  },
  {
    first: '/ð/, the voiced th', second: '/d/',
    how: 'For the voiced th your tongue rests between your teeth and your voice buzzes through it; for d the tongue taps behind the teeth.',
    pairs: [['they', 'day'], ['then', 'den'], ['those', 'doze'], ['there', 'dare'], ['breathe', 'breed']],
    twister: 'They dared the dog to go there that day.',
  },
  {
    first: '/b/', second: '/v/', letters: ['b', 'v'],
    how: 'For b both lips close and then open with a little pop; for v your top teeth touch your bottom lip and the sound buzzes without stopping.',
    pairs: [['berry', 'very'], ['best', 'vest'], ['ban', 'van'], ['boat', 'vote'], ['bowl', 'vole'], ['curb', 'curve']],
    twister: "Vera's very best berries are in a big blue van.",
  },
  {
    first: '/v/', second: '/w/', letters: ['v', 'w'],
    how: 'For v your top teeth touch your bottom lip; for w the teeth stay out of the way and your lips make a small round shape that opens.',
    pairs: [['vest', 'west'], ['vine', 'wine'], ['vet', 'wet'], ['verse', 'worse'], ['veil', 'whale']],
    twister: "Will's wet vest went west in a very windy van.",
  },
  {
    first: '/l/', second: '/r/', letters: ['l', 'r'],
    how: 'For l the tip of your tongue touches the ridge behind your top teeth; for r the tongue curls back a little and touches nothing, and the lips round slightly.',
    pairs: [['light', 'right'], ['long', 'wrong'], ['glass', 'grass'], ['lead', 'read'], ['collect', 'correct'], ['fly', 'fry'], ['play', 'pray']],
    twister: 'Really long lines of red lights run right along the road.',
  },
  {
    first: '/æ/, as in cat', second: '/ʌ/, as in cut',
    how: 'For the first open your mouth wide and pull the corners back a little; for the second the mouth is only half open and relaxed, a short central sound.',
    pairs: [['cat', 'cut'], ['hat', 'hut'], ['bag', 'bug'], ['match', 'much'], ['ran', 'run'], ['cap', 'cup']],
    twister: 'The fat cat sat in the hut, but the bug ran up the rug.',
  },
  {
    first: '/æ/, as in bad', second: '/e/, as in bed',
    how: 'For the first drop your jaw further and open the mouth wide; for the second the mouth is less open and the tongue a little higher.',
    pairs: [['bad', 'bed'], ['man', 'men'], ['sad', 'said'], ['had', 'head'], ['pan', 'pen'], ['sat', 'set']],
    twister: 'Ten men had bad pens and sat on the bed.',
  },
  {
    first: '/ʃ/, sh', second: '/tʃ/, ch', letters: ['sh', 'ch'],
    how: 'sh is a smooth sound that can go on; ch starts with a short stop, like a t, and then releases into sh.',
    pairs: [['ship', 'chip'], ['share', 'chair'], ['wash', 'watch'], ['shoes', 'choose'], ['sheep', 'cheap'], ['cash', 'catch']],
    twister: 'She chose cheap cheese and shared it on the ship.',
  },
  {
    first: '/p/', second: '/b/', letters: ['p', 'b'],
    how: 'Both close the lips, but p is a puff of air with no voice, and b is softer, with your voice on from the start.',
    pairs: [['pear', 'bear'], ['pin', 'bin'], ['pie', 'buy'], ['cap', 'cab'], ['pull', 'bull']],
    twister: 'Pat put a big brown bag by the pink pot.',
  },
  {
    first: '/n/', second: '/ŋ/, ng', letters: ['n', 'ng'],
    how: 'For n the tip of your tongue touches behind the top teeth; for ng the back of the tongue rises to the back of the mouth, and there is no g sound at the end.',
    pairs: [['thin', 'thing'], ['sin', 'sing'], ['ran', 'rang'], ['win', 'wing'], ['ban', 'bang']],
    twister: 'Sing a thin song, then bring the ring in.',
  },
  {
    first: '/h/', second: 'no sound at all',
    how: 'For h breathe out gently before the vowel, as if you were fogging a mirror; without it the word starts straight on the vowel.',
    pairs: [['hair', 'air'], ['heat', 'eat'], ['hold', 'old'], ['hand', 'and'], ['heart', 'art']],
    twister: "Harry's horse eats hay in the heat of an old hut.",
  },
];

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The family and the order of the two words, if they are a known minimal pair. */
export function findSoundPair(a: string, b: string): { family: SoundFamily; isReversed: boolean } | null {
  for (const family of SOUND_FAMILIES) {
    for (const [x, y] of family.pairs) {
      if (same(x, a) && same(y, b)) return { family, isReversed: false };
      if (same(x, b) && same(y, a)) return { family, isReversed: true };
    }
  }
  return null;
}

/** The family of two sounds named by their letters ('l' and 'r', 'r' and 'l'), if there is one. */
export function findSoundFamilyByLetters(a: string, b: string): SoundFamily | null {
  const [x, y] = [a, b].map((letter) => letter.toLowerCase().replace(/\b(?:the|sounds?)\b|["'‘’“”]/g, '').trim());
  return SOUND_FAMILIES.find((family) => family.letters && ((family.letters[0] === x && family.letters[1] === y) || (family.letters[0] === y && family.letters[1] === x))) ?? null;
}
