/**
 * Splits streaming text into complete sentences as soon as they end, so each can be spoken while the
 * rest of the reply is still arriving. A sentence ends at . ! ? (or …) followed by whitespace.
 */
const ABBREVIATIONS = /\b(?:mr|mrs|ms|dr|prof|sr|jr|st|vs|etc|e\.g|i\.e|approx|no)\.$/i;

export function takeCompleteSentences(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let start = 0;
  const pattern = /[.!?…]+["')\]]*\s+/g;
  let match: RegExpExecArray | null = pattern.exec(buffer);
  while (match) {
    const end = match.index + match[0].length;
    const candidate = buffer.slice(start, end).trim();
    const lastWord = buffer.slice(start, match.index + match[0].trimEnd().length).trim();
    // "Dr. Smith" and "3.5" are not sentence ends; very short fragments wait for more text.
    if (!ABBREVIATIONS.test(lastWord) && candidate.length >= 2) {
      sentences.push(candidate);
      start = end;
    }
    match = pattern.exec(buffer);
  }
  return { sentences, rest: buffer.slice(start) };
}
