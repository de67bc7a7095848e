/** A correction card's front: the learner's sentence with the slip marked, or the slip alone when the sentence is not known. */

/** The sentence around the first place `slip` is in it, or null when it is not there (or is the whole sentence). */
export function splitAtSlip(sentence: string | null, slip: string): { before: string; after: string } | null {
  const at = sentence && sentence !== slip ? sentence.indexOf(slip) : -1;
  if (!sentence || !slip || at < 0) return null;
  return { before: sentence.slice(0, at), after: sentence.slice(at + slip.length) };
}

/** `slipLabel` names the marked words for screen readers, which do not announce a highlight. */
export function SlipInSentence({ sentence, slip, slipLabel }: { sentence: string | null; slip: string; slipLabel: string }) {
  const parts = splitAtSlip(sentence, slip);
  // dir="auto": the learner's English or Spanish reads left to right in an Arabic interface too.
  if (!parts) return <p dir="auto" className="mt-3 text-xl font-semibold text-slate-900">{slip}</p>;
  return (
    <p dir="auto" className="mt-3 text-xl text-slate-900">
      {parts.before}
      <mark className="rounded bg-amber-100 px-0.5 font-semibold text-slate-900 underline decoration-amber-600 decoration-2 underline-offset-4">{slip}</mark>
      {parts.after}
      <span className="sr-only"> ({slipLabel})</span>
    </p>
  );
}
