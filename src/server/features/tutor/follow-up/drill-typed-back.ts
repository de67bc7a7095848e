/**
 * The pronunciation coach's drill, typed back to her: 'the wether this tursday is rather warm' after 'Say this sentence
 * for me: the weather this Thursday is rather warm.', 'pull and pull' after 'Try pull and pool', 'Where do you live?'
 * after 'Could you ask, where do you live, letting your voice fall at the end?'. It is the drill done, not a question to
 * her nor news to chat about. The typed words are held against the drill's: a word typed as another, or one of the pair
 * typed twice, is pointed out and the drill stays; the right words are sent on to be said aloud, where the sounds are.
 * A sentence asked for with both words of a pair ('can you say one with work and walk in it?') that holds only one of
 * them is asked for the other.
 */
import { splitSentences } from '#/shared/split-sentences';
import { editDistance } from '../grammar/is-teachable-issue';

/** Her drills open with what to do: 'Try...', 'Say...', 'Could you say...', 'Ask me...', 'Read...'. */
const DRILL = /^(?:now |so |then )?(?:try|say|could you|can you|ask me|read)\b/i;
/** A drill that wants the learner's own sentence, not her words typed back. */
const OWN_SENTENCE = /\b(?:a (?:short )?sentence|one) with\b|\bin (?:a|it|one)\b.*\bsentence\b|\bsentence with (?:both|each)\b|\buse (?:each|both|one) (?:one |of them )?in\b|\bin it\?$/i;
/** The drill asks for both words of its pair in the sentence, not one of them. */
const BOTH_ASKED = /\b(?:with both|each one|use each|use both|one with ['‘]?\p{L}+['’]? and ['‘]?\p{L}+)/iu;
/** Words that join a pair as it is typed ('pull and pool', 'pull, pool', 'pull or pool', 'pull then pool'). */
const JOINERS = new Set(['and', 'or', 'then']);
/** A pair of words to tell apart: the two words either side of 'and' ('ship and sheep', 'work' and 'walk'). */
const PAIR = /(?:^|[\s:,'‘])(\p{L}+)['’]? and ['‘]?(\p{L}+)(?=[\s,.?!'’]|$)/u;
/** Said around a line typed back, and no part of it. */
const AROUND_A_LINE = new Set(['ok', 'okay', 'so', 'um', 'uh', 'hmm', 'yes', 'yeah', 'well', 'please', 'maya', 'teacher']);
const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'it', 'is', 'then', 'you', 'me', 'your', 'them']);

const wordsOf = (text: string): string[] => text.toLowerCase().replace(/[’‘]/g, "'").match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];

export type DrillTypedBack =
  /** Every word as the drill has it: now aloud. */
  | { kind: 'right' }
  /** Words typed as others: the typed word and the drill's. */
  | { kind: 'mistyped'; swaps: Array<{ typed: string; meant: string }> }
  /** One word of the pair typed twice and the other not. */
  | { kind: 'half-pair'; typed: string; missing: string }
  /** The learner's own sentence, with one word of the pair and not the other. */
  | { kind: 'sentence-lacks'; has: string; missing: string };

/** The drill the teacher's turn ends with, if it ends with one. */
export function drillOf(lastTurn: string | undefined): string | null {
  const last = lastTurn ? splitSentences(lastTurn).at(-1)?.trim() : undefined;
  return last && DRILL.test(last) ? last : null;
}

function pairOf(drill: string): [string, string] | null {
  const found = PAIR.exec(drill);
  if (!found) return null;
  const [first, second] = [found[1]!.toLowerCase(), found[2]!.toLowerCase()];
  // Two words that differ in a sound or two ('ship and sheep', 'vest and west'), not any two joined by 'and' ('cup and tea').
  // Two words with one opening sound may differ more in spelling ('coat and caught', 'fourteen and forty').
  const isMinimalPair = Math.abs(first.length - second.length) <= 4 && editDistance(first, second) <= (first[0] === second[0] ? 4 : 2);
  return first !== second && isMinimalPair && !FUNCTION_WORDS.has(first) && !FUNCTION_WORDS.has(second) ? [first, second] : null;
}

/** The drill word a typed word stands for, when it is one or two letters off it and that word is not typed too. */
function meantWord(typed: string, drillWords: readonly string[], typedWords: readonly string[]): string | undefined {
  return drillWords
    .filter((d) => d.length >= 4 && !typedWords.includes(d) && editDistance(typed, d) <= (d.length >= 6 ? 2 : 1))
    .sort((a, b) => editDistance(typed, a) - editDistance(typed, b))[0];
}

/** What the learner's message does with the drill their teacher's last turn set, if it is that drill done. */
export function readDrillTypedBack(message: string, lastTurn: string | undefined): DrillTypedBack | null {
  const drill = drillOf(lastTurn);
  if (!drill) return null;
  const typed = wordsOf(message);
  const drillWords = wordsOf(drill);
  const pair = pairOf(drill);
  if (OWN_SENTENCE.test(drill)) {
    // Only a sentence asked for with both words ('with both', 'each one', 'one with work and walk') lacks one of them.
    if (!pair || typed.length < 3 || !BOTH_ASKED.test(drill)) return null;
    const present = pair.filter((w) => typed.includes(w));
    return present.length === 1 ? { kind: 'sentence-lacks', has: present[0]!, missing: pair.find((w) => w !== present[0])! } : null;
  }
  if (typed.length === 0) return null;
  // The pair typed: nothing but its words and what joins them ('pull and pull', 'sheep ship sheap').
  if (pair && typed.every((w) => JOINERS.has(w) || pair.includes(w) || (!drillWords.includes(w) && meantWord(w, pair, []) !== undefined))) {
    const spoken = typed.filter((w) => !JOINERS.has(w));
    const swaps = spoken.filter((w) => !pair.includes(w)).map((w) => ({ typed: w, meant: meantWord(w, pair, [])! }));
    if (swaps.length > 0) return { kind: 'mistyped', swaps: swaps.filter((s, i) => swaps.findIndex((o) => o.typed === s.typed) === i) };
    const present = pair.filter((w) => spoken.includes(w));
    if (present.length === 1) return spoken.length > 1 ? { kind: 'half-pair', typed: present[0]!, missing: pair.find((w) => w !== present[0])! } : null;
    // 'light and right' once: left to the answer that tells their sounds apart; 'pull pool pull pool': the drill done.
    return spoken.length > 2 ? { kind: 'right' } : null;
  }
  if (typed.length < 2) return null;
  // 'ok, the weather this Thursday...', '... are there, Maya': words around the line that are no part of it.
  const line = typed.filter((word) => !AROUND_A_LINE.has(word));
  const swaps: Array<{ typed: string; meant: string }> = [];
  let exact = 0;
  for (const word of line) {
    if (drillWords.includes(word)) {
      exact++;
      continue;
    }
    const meant = meantWord(word, drillWords, typed);
    if (meant) swaps.push({ typed: word, meant });
  }
  // Every word typed is the drill's, or one typed as it: a word of their own ('coffee' for 'tea') makes it their own line.
  if (exact < 2 || exact + swaps.length < line.length) return null;
  return swaps.length > 0 ? { kind: 'mistyped', swaps } : { kind: 'right' };
}

/** The drill word as she wrote it ('Thursday'), not as lowercased for the comparison. */
function asWritten(word: string, drill: string): string {
  return new RegExp(String.raw`(?<![\p{L}])${word}(?![\p{L}])`, 'iu').exec(drill)?.[0] ?? word;
}

function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Her answer to the drill typed back, and whether the next drill may follow (only once the words are right). */
export function respondToDrillTypedBack(reading: DrillTypedBack, lastTurn: string): { text: string; goesOn: boolean } {
  const drill = drillOf(lastTurn) ?? '';
  switch (reading.kind) {
    case 'right':
      return {
        text: "Those are the right words. Typed, I can't hear the sounds, so say it aloud a few times, slowly and then at normal speed; the Pronunciation check in Voice practice will mark each word you read.",
        goesOn: true,
      };
    case 'mistyped': {
      const swaps = reading.swaps.map(({ typed, meant }) => `'${typed}' for '${asWritten(meant, drill)}'`);
      const losesTh = reading.swaps.some(({ typed, meant }) => meant.includes('th') && !typed.includes('th'));
      const th = losesTh ? ' The th you left out is the sound to practise: the tip of your tongue lightly between your teeth.' : '';
      return { text: `Check the words first: you wrote ${listOf(swaps)}.${th} Then say it aloud slowly, and once more at normal speed.`, goesOn: false };
    }
    case 'half-pair': {
      const { typed, missing } = reading;
      return { text: `You wrote '${typed}' twice: the pair is '${asWritten(typed, drill)}' and '${asWritten(missing, drill)}', and the point is to hear them differ. Say them one after the other, slowly: ${typed}, ${missing}, ${typed}, ${missing}.`, goesOn: false };
    }
    case 'sentence-lacks':
      return { text: `Your sentence has '${reading.has}'. Can you make one with '${reading.missing}' too, so you hear the two apart?`, goesOn: false };
  }
}

export const EXAMPLES = {
  /** [the teacher's last turn, the learner's message, what it is read as] */
  read: [
    ['Say this sentence for me: the weather this Thursday is rather warm.', 'the wether this tursday is rather warm', 'mistyped'],
    ['Say this sentence for me: the weather this Thursday is rather warm.', 'The weather this Thursday is rather warm.', 'right'],
    ['Try pull and pool, making the second one longer.', 'pull and pull', 'half-pair'],
    ['Try these two words for me: ship and sheep.', 'sheep ship sheap', 'mistyped'],
    ['Say coat and caught, and notice how your lips change.', 'coat coat', 'half-pair'],
    ['Try pull and pool, making the second one longer.', 'pull pool pull pool', 'right'],
    ['Say this sentence for me: the weather this Thursday is rather warm.', 'ok, the weather this Thursday is rather warm', 'right'],
    ['Could you ask, where do you live, letting your voice fall at the end?', 'Where do you live?', 'right'],
    ["Now try a sentence with both: can you say one with 'work' and 'walk' in it?", 'I walk at the hospital every day', 'sentence-lacks'],
  ],
  notRead: [
    ['Say this sentence for me: the weather this Thursday is rather warm.', 'What is the weather like in your city?'],
    ['Try pull and pool, making the second one longer.', 'how do I say pool?'],
    ['Try these two words for me: ship and sheep.', 'I live in Seoul with my parents.'],
    ['Try these two words for me: ship and sheep.', 'ship, sheep'],
    ['Could you say bat and bet, then use one of them in a sentence?', 'I bet you will win the game.'],
    ['Say, I would love a cup of tea, stressing only love, cup and tea.', 'I would love a cup of coffee'],
    ['Say, I would love a cup of tea, stressing only love, cup and tea.', 'tea'],
    ["Now try a sentence with both: can you say one with 'work' and 'walk' in it?", 'I walk to my work at eight'],
    ['Which English sounds are hardest for you?', 'the th sound is hard for me'],
    ['Could you ask, where do you live, letting your voice fall at the end?', 'is the voice up or down at the end of a question?'],
  ],
} as const;
