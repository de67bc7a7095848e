/** Says the checker's corrections the way a kind teacher would: a recast of the learner's own sentence. */
import type { Chooser } from './choose-variant';
import { capitalizeFirst, fillTemplate } from './choose-variant';
import type { Correction } from './grammar/find-corrections';
import { countWords, stripFinalStop } from './text-pieces';

const RECASTS = [
  "You could say: '{sentence}'.",
  "A more natural way to say that is: '{sentence}'.",
  "Just a small tip, you could say: '{sentence}'.",
  "Let me say that back to you: '{sentence}'.",
  "One small fix, we would say: '{sentence}'.",
];
const FOCUSED = [
  "Instead of '{from}', you could say '{to}'.",
  "A quick one: we say '{to}' rather than '{from}' here.",
  "Small tip: '{to}' works better than '{from}' in that sentence.",
  "Just one thing, it's '{to}', not '{from}'.",
];
/** Long sentences are not repeated in full: the learner hears only what changed. */
const MAX_RECAST_WORDS = 18;

/** Recasts also tidy what the checker is told to ignore in chat: a lower-case 'i' and the first letter. */
function tidy(sentence: string): string {
  return capitalizeFirst(stripFinalStop(sentence).replace(/\bi\b/g, 'I'));
}

export function phraseCorrections(corrections: readonly Correction[], chooser: Chooser): string[] {
  const first = chooser.index('recast', RECASTS.length);
  const firstFocused = chooser.index('focused', FOCUSED.length);
  return corrections.map((correction, i) => {
    if (countWords(correction.corrected) <= MAX_RECAST_WORDS) {
      return fillTemplate(RECASTS[(first + i) % RECASTS.length]!, { sentence: tidy(correction.corrected) });
    }
    return fillTemplate(FOCUSED[(firstFocused + i) % FOCUSED.length]!, {
      from: correction.fixes.map((f) => f.from).join(' and '),
      to: correction.fixes.map((f) => f.to).join(' and '),
    });
  });
}

/** The learner's text with each corrected sentence swapped in, so echoes never repeat a mistake. */
export function applyCorrections(text: string, corrections: readonly Correction[]): string {
  return corrections.reduce((result, c) => result.replace(c.original, c.corrected), text);
}
