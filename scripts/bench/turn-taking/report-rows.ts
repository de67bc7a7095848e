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
