/** The bench's rows for one half of the sentences, heard one way, with the waits learned on the training half. */
import type { TurnWaits } from '../../../src/shared/turn-taking/choose-wait';
import type { HeardTurn } from './hear-turns';
import { ADAPT_TURNS } from './learn-turn-waits';
import { adaptOn, type Figures, runTurn, score } from './run-watcher';

export const FIXED_WINDOW_MS = 1500;

export type Row = { name: string } & Figures;
export type Half = 'train' | 'held-out';

const run = (name: string, list: HeardTurn[], go: (turn: HeardTurn) => ReturnType<typeof runTurn>): Row => ({ name, ...score(list.map(go)) });

/** Varied voices: the fixed window, by words and silence (overall, per language), by silence alone. */
export function variedRows(heard: HeardTurn[], half: Half, waits: TurnWaits): Row[] {
  const varied = heard.filter(({ turn }) => turn.half === half && turn.learner === 'varied');
  const byWords = (t: HeardTurn) => runTurn(t, 'adaptive', [], { waits });
  return [
    run(`fixed ${FIXED_WINDOW_MS / 1000} s window (the floor, today's default)`, varied, (t) => runTurn(t, FIXED_WINDOW_MS, [], { waits })),
    run('by words and silence (Web Speech), no pauses learned', varied, byWords),
    ...(['en', 'es'] as const).map((language) => run(`  the same, ${language} only`, varied.filter(({ turn }) => turn.language === language), byWords)),
    ...(half === 'train' ? [run("  the same, the bench's sentences only (no extra)", varied.filter((t) => !t.turn.isExtraTraining), byWords)] : []),
    run('by silence alone, learned wait (server recognition)', varied, (t) => runTurn(t, 'adaptive', [], { waits, hasWords: false })),
  ];
}

/** Each slow learner's turns in order; rows for the turns after the first ADAPT_TURNS, before and after adapting on those. */
export function slowRows(slowByLearner: HeardTurn[][], waits: TurnWaits): Row[] {
  const evaluated = slowByLearner.flatMap((turns) => turns.slice(ADAPT_TURNS));
  const after = (hasWords: boolean) =>
    score(
      slowByLearner.flatMap((turns) => {
        const profile = adaptOn(turns.slice(0, ADAPT_TURNS), waits, hasWords);
        return turns.slice(ADAPT_TURNS).map((t) => runTurn(t, 'adaptive', profile, { waits, hasWords }));
      }),
    );
  return [
    run(`fixed ${FIXED_WINDOW_MS / 1000} s window`, evaluated, (t) => runTurn(t, FIXED_WINDOW_MS, [], { waits })),
    run('by words, before adapting', evaluated, (t) => runTurn(t, 'adaptive', [], { waits })),
    { name: `by words, after adapting on ${ADAPT_TURNS} turns`, ...after(true) },
    run('by silence alone, before adapting', evaluated, (t) => runTurn(t, 'adaptive', [], { waits, hasWords: false })),
    { name: `by silence alone, after adapting on ${ADAPT_TURNS} turns`, ...after(false) },
  ];
}

/** Server recognition's transcripts come this long after the recording is sent: a local Whisper server (and bench:voice's fake), a hosted API (assumed). */
export const TRANSCRIPTION_LATENCIES_MS = [300, 800] as const;

export type ServerRow = Row & { wordsReadyMedianMs: number; wordsReadyP90Ms: number; transcribedPerSecondSaid: number };

/**
 * Server recognition, varied voices: by silence alone, and by the words of the recording transcribed at a
 * pause (shared/turn-taking/words-at-pause), for each transcription latency: when the turn is sent, when its
 * words are known (by silence alone, a transcription after the send), and the audio transcribed for each
 * second of the learner's turn (early asks and the final upload, trailing silence included).
 */
export function serverRows(heard: HeardTurn[], half: Half, waits: TurnWaits): ServerRow[] {
  const varied = heard.filter(({ turn }) => turn.half === half && turn.learner === 'varied');
  const said = varied.reduce((sum, { trueEndMs }) => sum + trueEndMs, 0);
  const median = (values: number[], q = 0.5) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;
  return TRANSCRIPTION_LATENCIES_MS.flatMap((transcribeMs) => {
    const silence = varied.map((t) => runTurn(t, 'adaptive', [], { waits, hasWords: false }));
    const atPause = varied.map((t) => runTurn(t, 'adaptive', [], { waits, hasWords: { atPause: { transcribeMs } } }));
    const row = (name: string, outcomes: ReturnType<typeof runTurn>[], ready: number[]): ServerRow => ({
      name,
      ...score(outcomes),
      wordsReadyMedianMs: median(ready),
      wordsReadyP90Ms: median(ready, 0.9),
      transcribedPerSecondSaid: outcomes.reduce((sum, outcome) => sum + (outcome.transcribedMs ?? 0), 0) / said,
    });
    return [
      row(`by silence alone, transcripts in ${transcribeMs} ms`, silence, silence.map((o) => o.addedWaitMs + transcribeMs)),
      row(`by words at a pause, transcripts in ${transcribeMs} ms`, atPause, atPause.map((o) => o.wordsReadyMs!)),
    ];
  });
}
