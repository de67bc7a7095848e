/** The learner's words as the teacher says them back: "my trip to London" → "your trip to London". */
const SWAPS: Record<string, string> = { my: 'your', me: 'you', i: 'you', mine: 'yours', our: 'your', us: 'you', myself: 'yourself' };

export function inSecondPerson(phrase: string): string {
  return phrase.replace(/\b(?:my|me|i|mine|our|us|myself)\b/gi, (word) => SWAPS[word.toLowerCase()]!);
}
