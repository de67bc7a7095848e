/**
 * How each score band looks, wherever a pronunciation score is shown: a colour and, for a word, a second
 * cue (no underline, dashed, wavy and bold), since colour alone fails colour-blind readers.
 */
import type { ScoreBand } from '#/shared/pronunciation';

export const SCORE_BAND_STYLES: Record<ScoreBand, { word: string; bar: string }> = {
  good: { word: 'bg-emerald-50 text-emerald-800 ring-emerald-200', bar: 'bg-emerald-600' },
  fair: { word: 'bg-amber-50 text-amber-900 ring-amber-300 underline decoration-dashed decoration-amber-600 decoration-2 underline-offset-4', bar: 'bg-amber-500' },
  poor: { word: 'bg-rose-50 text-rose-900 ring-rose-300 font-semibold underline decoration-wavy decoration-rose-600 underline-offset-4', bar: 'bg-rose-600' },
};
