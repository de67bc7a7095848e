import { describe, expect, it } from 'vitest';
import { chooseTarget, crossValidateTargets, type TargetTrial } from './cross-validate';
import type { HeardTurn } from './hear-turns';
import { learnEndingWaits } from './learn-waits';
import type { LearnerTurn } from './learner-turns';

/** A turn heard without audio: voice while each piece is said (1 s each), then the pause after it, then a 6 s tail. */
function heardTurn(sentence: number, pieces: { text: string; pauseAfterMs: number }[]): HeardTurn {
  const frames: boolean[] = [];
  const pieceEndsMs: number[] = [];
  for (const piece of pieces) {
    frames.push(...Array<boolean>(20).fill(true));
    pieceEndsMs.push(frames.length * 50);
    frames.push(...Array<boolean>(piece.pauseAfterMs / 50).fill(false));
  }
  frames.push(...Array<boolean>(120).fill(false));
  const turn: LearnerTurn = {
    id: `en-${sentence}`,
    language: 'en',
    sentence,
    half: 'train',
    isExtraTraining: false,
    voice: { language: 'en-US', voiceId: 'test', speed: 1 },
    pieces: pieces.map((piece, at) => ({ ...piece, kind: at === pieces.length - 1 ? 'true end' : 'inside clause' })),
    learner: 'varied',
  };
  return { turn, frames, frameMs: 50, speechProbabilities: new Float32Array(), pieceEndsMs, trueEndMs: pieceEndsMs.at(-1)! };
}

const trial = (targetCutOffRate: number, cutOffRate: number, medianWaitMs: number): TargetTrial => ({
  targetCutOffRate,
  byWords: { turns: 100, cutOffRate, medianWaitMs, p90WaitMs: medianWaitMs },
  bySilence: { turns: 100, cutOffRate: 0, medianWaitMs: 2500, p90WaitMs: 2500 },
});

describe('crossValidateTargets', () => {
  it("cuts off a sentence whose only long pause after finished-looking words the other sentences cannot teach", () => {
    const finishedThenMore = heardTurn(0, [
      { text: 'I went home', pauseAfterMs: 1500 },
      { text: 'with my sister', pauseAfterMs: 0 },
    ]);
    const others = [1, 2, 3].map((sentence) => heardTurn(sentence, [{ text: 'I like tea', pauseAfterMs: 0 }]));
    const [strict] = crossValidateTargets([finishedThenMore, ...others], [0]);
    // Learned on all four, a 0% target waits out the 1.5 s pause; left out, its sentence is cut off.
    expect(learnEndingWaits([finishedThenMore, ...others], 0, true, ['complete']).complete).toBeGreaterThan(1500);
    expect(strict!.byWords.turns).toBe(4);
    expect(strict!.byWords.cutOffRate).toBe(0.25);
    expect(strict!.bySilence.turns).toBe(4);
  });
});

describe('chooseTarget', () => {
  it('takes the fewest cut-offs among the targets within both goals', () => {
    expect(chooseTarget([trial(0, 0.01, 2500), trial(0.02, 0.03, 650), trial(0.03, 0.035, 300)]).targetCutOffRate).toBe(0.02);
  });

  it('with none within both, takes the fewest cut-offs within the wait, else the shortest wait', () => {
    expect(chooseTarget([trial(0, 0.01, 2500), trial(0.05, 0.06, 600), trial(0.08, 0.09, 300)]).targetCutOffRate).toBe(0.05);
    expect(chooseTarget([trial(0, 0.01, 2500), trial(0.05, 0.06, 900)]).targetCutOffRate).toBe(0.05);
  });
});
