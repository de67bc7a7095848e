/** Sentence spans of `text`, so each recast repeats only the sentence that needs it. */
export function sentenceSpans(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  const pattern = /[^.!?\n]+[.!?]*/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const lead = m[0].search(/\S/);
    if (lead === -1) continue;
    const span = { start: m.index + lead, end: m.index + m[0].trimEnd().length };
    const previous = spans.at(-1);
    // 'E. coli', 'was...theoretically': an initial or a trailing-off leads into more of the same sentence.
    const isContinued = previous && (/(?:^|\s)\p{Lu}\.$/u.test(text.slice(previous.start, previous.end)) || (/\.\.\.$/.test(text.slice(0, previous.end)) && /^\p{Ll}/u.test(text.slice(span.start))));
    if (isContinued) previous.end = span.end;
    else spans.push(span);
  }
  return spans;
}
