/**
 * "Why is the 'b' silent in 'doubt'?", "Do you pronounce the l in 'walk'?": the letters English spells and does not
 * say, each with where it falls silent, why (the history in a sentence), and other words like it. Spelling history
 * is a dictionary's fact, not a verdict; the questions each entry answers and leaves alone are in silent-letters.test.ts.
 */

export type SilentLetter = {
  letter: string;
  /** Where in a word the letter is silent ('b' after m at the end, or before t). */
  where: RegExp;
  why: string;
  words: readonly string[];
};

export const SILENT_LETTERS: readonly SilentLetter[] = [
  { letter: 'b', where: /mb(?:s|ed|ing|er)?$|bt/, why: 'After m at the end of a word the b stopped being said centuries ago, and in doubt and debt it was added to the spelling later, to look like Latin; English never said it there.', words: ['doubt', 'debt', 'climb', 'comb', 'thumb', 'lamb'] },
  { letter: 'k', where: /^kn/, why: 'English once said it, as German still does, but a k before n at the start of a word fell silent about four hundred years ago, and the spelling stayed.', words: ['knife', 'know', 'knee', 'knock'] },
  { letter: 'w', where: /^wr|^answer|^two$|^sword/, why: 'Like the k in knife, a w before r was once said and fell silent, while the spelling kept it.', words: ['write', 'wrong', 'wrap', 'answer', 'two'] },
  { letter: 'l', where: /[ao]l[kfm]|ould/, why: 'After a or o the l faded long ago and changed the vowel instead, so walk sounds like wawk; in could it was added to the spelling to match would and should.', words: ['walk', 'talk', 'half', 'calm', 'could', 'should'] },
  { letter: 't', where: /st(?:en|le)|ften|stmas/, why: 'Between s or f and an ending like -en or -le the t stopped being said; some people do say it in often, and both are correct there.', words: ['listen', 'castle', 'often', 'whistle', 'Christmas'] },
  { letter: 'h', where: /^(?:hour|honest|honour|honor|heir)/, why: 'These words came from French, where h is not said, so they take an: an hour, an honest answer.', words: ['hour', 'honest', 'honour', 'heir'] },
  { letter: 'g', where: /^gn|gn$|gns?$|eign/, why: 'A g next to n at the start or end of a word is silent; it comes back in longer words like signature and signal.', words: ['sign', 'foreign', 'design', 'gnome'] },
  { letter: 'p', where: /^ps|^pn|ceipt|pboard/, why: 'Words from Greek that start with ps drop the p, and in receipt it was added to the spelling to match Latin.', words: ['psychology', 'receipt', 'cupboard'] },
  { letter: 'gh', where: /gh(?:t|$)|ough/, why: 'It was once a sound from the throat, like the ch in Scottish loch; it disappeared, and often changed the vowel before it.', words: ['night', 'light', 'daughter', 'thought', 'high'] },
  { letter: 'd', where: /^wednesday$|dge|^handsome$|^sandwich$/, why: 'In everyday speech a d between other consonants is dropped, and in the spelling it stays.', words: ['Wednesday', 'handsome', 'sandwich'] },
];

const QUOTED = `["'‘“]?`;
const CLOSE = `["'’”]?`;
const LETTER = `${QUOTED}(gh|[a-z])${CLOSE}`;
const WORD = `${QUOTED}([a-z]{3,20})${CLOSE}`;

/** The letter and the word, in either order, with 'silent' or 'not pronounced' between or after them. */
const ASKED: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:the |a |an |letter )?${LETTER} (?:is |so |always )?(?:silent|not (?:pronounced|said))\b.*?\bin (?:the word )?${WORD}`, 'i'),
  new RegExp(String.raw`\b(?:the |letter )${LETTER} in (?:the word )?${WORD} (?:is |so |always )?(?:silent|not (?:pronounced|said))\b`, 'i'),
  new RegExp(String.raw`\b(?:don'?t|do not|doesn'?t|does not|never) (?:we |you |i |people |english speakers )?(?:pronounce|say) (?:the |letter )?${LETTER} in (?:the word )?${WORD}`, 'i'),
  new RegExp(String.raw`\b(?:do|should|must) (?:we |you |i |people )?(?:pronounce|say) (?:the |letter )?${LETTER} in (?:the word )?${WORD}`, 'i'),
];

export type SilentLetterAsked = { entry: SilentLetter; word: string };

/** The silent letter asked about in the word, when the table says it is silent there; else null. */
export function findSilentLetter(question: string): SilentLetterAsked | null {
  for (const pattern of ASKED) {
    const match = pattern.exec(question);
    if (!match) continue;
    const [letter, word] = [match[1]!.toLowerCase(), match[2]!.toLowerCase()];
    const entry = SILENT_LETTERS.find((candidate) => candidate.letter === letter && word.includes(letter) && candidate.where.test(word));
    // The word as the learner wrote it ('Wednesday'), matched in lower case.
    return entry ? { entry, word: match[2]! } : null;
  }
  return null;
}

/** "Why is the d silent?" with no word named: asked of the word the learner's last messages quoted ('Wednesday'). */
const LETTER_ALONE = new RegExp(String.raw`^(?:(?:and|so|but|ok(?:ay)?)[,!.]*\s+)?why (?:is|isn'?t) (?:the |a )?(?:letter )?${LETTER} (?:silent|not (?:pronounced|said))\s*\?*\s*$|^(?:(?:and|so|but)\s+)?why (?:don'?t|do not|doesn'?t) (?:we|you|people) (?:say|pronounce) (?:the |a )?(?:letter )?${LETTER}\s*\?*\s*$`, 'i');
const QUOTED_WORD = /["'‘“](\p{L}{3,20})["'’”]/gu;

export function silentLetterOfWordNamed(message: string, earlierUserMessages: readonly string[]): string | null {
  const asked = LETTER_ALONE.exec(message.trim());
  if (!asked) return null;
  const letter = (asked[1] ?? asked[2])!.toLowerCase();
  for (const earlier of earlierUserMessages.slice(-2).reverse()) {
    const word = [...earlier.matchAll(QUOTED_WORD)].map((m) => m[1]!).findLast((w) => w.toLowerCase().includes(letter));
    if (word) return `Why is the ${letter} silent in '${word}'?`;
  }
  return null;
}
