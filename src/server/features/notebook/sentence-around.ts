/** The sentence of a learner's message a slip was in, so Review can show the slip where it was said. */

const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * The first sentence of `message` that holds `part`; the whole message when `part` runs across sentences;
 * null when `part` is not in it. Unicode's sentence rules are the same for the course's languages ('¿' included).
 */
export function sentenceAround(message: string, part: string): string | null {
  const slip = part.trim();
  if (!slip || !message.includes(slip)) return null;
  for (const { segment } of SENTENCES.segment(message)) {
    if (segment.includes(slip)) return segment.trim();
  }
  return message.trim();
}
