/**
 * Where sentences end, one rule for both sides: the browser speaks a streaming reply sentence by sentence,
 * the server's offline tutor counts and trims the sentences of its replies and of the learner's writing.
 *
 * A sentence ends at . ! ? or … (closing quotes and brackets stay with it) followed by white space, or at a
 * line break. It does not end after a known abbreviation ("Dr. Smith", "e.g. a coffee"), inside a number
 * ("3.5"), before a lower-case word ("I was... you know"), or when it would hold no letter yet ("1." of a
 * list, a lone "..."). Spanish sentences may open with ¿ or ¡.
 */

const STOP_OR_LINE_BREAK = /[.!?…]+["'”’)\]]*\s+|\n+/gu;
const ABBREVIATION = /(?:^|[^\p{L}.])(?:mr|mrs|ms|dr|prof|sr|jr|st|vs|etc|e\.g|i\.e|approx)\.$/iu;
const NUMBER_ABBREVIATION = /(?:^|[^\p{L}])no\.$/iu;

/** Whether a stop ends `sentence`; `next` is the character after the white space, if it has arrived. */
function endsSentence(sentence: string, next: string | undefined): boolean {
  if (!/\p{L}/u.test(sentence)) return false;
  const closed = sentence.replace(/["'”’)\]]+$/u, '');
  if (ABBREVIATION.test(closed)) return false;
  if (NUMBER_ABBREVIATION.test(closed) && next !== undefined && /\d/.test(next)) return false;
  return next === undefined || !/\p{Ll}/u.test(next);
}

/**
 * Complete sentences at the front of a growing text, and the rest still to come. A stop at the very end
 * waits for the white space after it (more punctuation or text may follow); a stop followed by white space
 * at the end counts as an end, so the first sentence can be spoken without waiting for the next word.
 */
export function takeCompleteSentences(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let start = 0;
  for (const match of buffer.matchAll(STOP_OR_LINE_BREAK)) {
    const end = match.index + match[0].length;
    const sentence = buffer.slice(start, end).trim();
    const isLineBreak = !/[.!?…]/u.test(match[0]);
    if (isLineBreak ? /\p{L}|\d/u.test(sentence) : endsSentence(sentence, buffer[end])) {
      sentences.push(sentence);
      start = end;
    }
  }
  return { sentences, rest: buffer.slice(start) };
}

/** The sentences of a finished text, trimmed; pieces without a letter or digit are dropped. */
export function splitSentences(text: string): string[] {
  const { sentences, rest } = takeCompleteSentences(text);
  return [...sentences, rest.trim()].filter((s) => /[\p{L}\d]/u.test(s));
}
