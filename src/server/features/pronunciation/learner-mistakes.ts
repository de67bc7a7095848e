/**
 * What the learner wrote before a correction, word by word against the better sentence, so "Say it" in
 * Review can listen for the old mistake: "She go to school" corrected to "She goes to school" makes "go"
 * an alternative for "goes"; "I want sell" corrected to "I want to sell" lets "to" be left out.
 */
export type MistakeAt = { mistake?: string; mayBeLeftOut?: boolean };

/** One entry per word of `corrected`: the word the learner wrote in its place (as they spelt it), or that they left it out. */
export function learnerMistakes(corrected: readonly string[], original: readonly string[]): MistakeAt[] {
  const lower = (words: readonly string[]) => words.map((word) => word.toLowerCase());
  const [a, b] = [lower(original), lower(corrected)];
  // Longest common subsequence table, from the ends.
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const found: MistakeAt[] = corrected.map(() => ({}));
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    // A changed stretch: original[i, i2) became corrected[j, j2).
    let [i2, j2] = [i, j];
    while ((i2 < a.length || j2 < b.length) && !(i2 < a.length && j2 < b.length && a[i2] === b[j2] && table[i2]![j2] === table[i]![j])) {
      if (j2 < b.length && (i2 >= a.length || table[i2]![j2 + 1]! >= table[i2 + 1]![j2]!)) j2++;
      else i2++;
    }
    pairStretch(i, a.slice(i, i2), j, j2);
    [i, j] = [i2, j2];
  }
  return found;

  function pairStretch(start: number, wrote: string[], from: number, to: number) {
    const left = [...wrote];
    for (let at = from; at < to; at++) {
      const word = b[at]!;
      // Equal stretches pair in order; otherwise each word takes the written word sharing its start.
      const pick = wrote.length === to - from ? wrote[at - from] : left.find((candidate) => commonStart(candidate, word) >= 2);
      if (pick !== undefined && pick !== word) {
        found[at] = { mistake: original[start + wrote.indexOf(pick)]! };
        left.splice(left.indexOf(pick), 1);
      } else if (pick === undefined && to - from > wrote.length && !a.includes(word)) {
        found[at] = { mayBeLeftOut: true }; // a word the correction added, not one it replaced or moved ("Were they" → "They were")
      }
    }
  }
}

function commonStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}
