/**
 * Two words asked about together are meant in the senses in which they are near each other: 'appointment' beside
 * 'meeting' is the meeting arranged in advance (its second sense), not the act of appointing someone (its first).
 * Two senses are near when a few steps up WordNet's 'is a kind of' links from each reach a synset they share. The
 * words' commonest senses (WordNet orders them by frequency) are kept when they are related at all ('boss' and
 * 'manager'); only when they are not does a pair of senses close by in the order take their place, and only a pair
 * that is close in meaning too: the same synset, one a kind of the other, or two kinds of one thing. Rarer senses
 * are never reached for ('earn' and 'win' share only their fifth).
 */
import { readHypernyms, type WordNetPos } from './read-wordnet';

/** Steps up from a sense looked at. */
const MAX_STEPS = 2;
/** The first senses are related when within this many steps in all, through the synset they share. */
const RELATED = 4;
/** A pair taking their place is within this many steps ('appointment' and 'meeting': 1)... */
const CLOSE = 2;
/** ...and this far down the two orders together (the second sense of each at most). */
const MAX_RANK = 2;

/** Each synset above `offset` (itself at 0), up to `steps` steps, with the fewest steps up to it. */
function ancestors(pos: WordNetPos, offset: number, steps: number): Map<number, number> {
  const found = new Map<number, number>([[offset, 0]]);
  let frontier = [offset];
  for (let step = 1; step <= steps && frontier.length > 0; step++) {
    frontier = frontier.flatMap((at) => readHypernyms(pos, at)).filter((up) => !found.has(up));
    for (const up of frontier) found.set(up, step);
  }
  return found;
}

function distance(a: Map<number, number>, b: Map<number, number>): number {
  let best = Infinity;
  for (const [offset, stepsA] of a) {
    const stepsB = b.get(offset);
    if (stepsB !== undefined) best = Math.min(best, stepsA + stepsB);
  }
  return best;
}

/** The indexes of the senses the two words are asked in, and how near they are (0: the same synset). */
export function closestSenses(pos: WordNetPos, first: readonly number[], second: readonly number[]): { first: number; second: number; distance: number } {
  const commonest = { first: 0, second: 0, distance: distance(ancestors(pos, first[0]!, RELATED), ancestors(pos, second[0]!, RELATED)) };
  if (commonest.distance <= RELATED) return commonest;
  let best = commonest;
  for (let i = 0; i <= MAX_RANK && i < first.length; i++) {
    for (let j = 0; i + j <= MAX_RANK && j < second.length; j++) {
      const d = distance(ancestors(pos, first[i]!, MAX_STEPS), ancestors(pos, second[j]!, MAX_STEPS));
      const isBetter = d <= CLOSE && (best === commonest || i + j < best.first + best.second || (i + j === best.first + best.second && d < best.distance));
      if (isBetter) best = { first: i, second: j, distance: d };
    }
  }
  return best;
}
