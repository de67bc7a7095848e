import { describe, expect, it } from 'vitest';
import { ASKED_TO_WAIT_MS, chooseWaitMs, MAX_LEARNED_WAIT_MS, type TurnWaits } from './choose-wait';

const waits: TurnWaits = { waitMs: { filler: 2500, open: 2000, complete: 600, unheard: 1500 }, learner: { quantile: 0.9, marginMs: 200, minPauses: 2 } };
const pauses = (ending: 'open' | 'complete', ...ms: number[]) => ms.map((value) => ({ ms: value, ending }));

describe('chooseWaitMs', () => {
  it('holds longer after a filler or an open phrase than after a finished sentence', () => {
    expect(chooseWaitMs('filler', [], waits)).toBe(2500);
    expect(chooseWaitMs('open', [], waits)).toBe(2000);
    expect(chooseWaitMs('complete', [], waits)).toBe(600);
    expect(chooseWaitMs('wait', [], waits)).toBe(ASKED_TO_WAIT_MS);
  });

  it('lengthens the wait to the learner\'s own pauses after the same kind of ending, once there are enough', () => {
    expect(chooseWaitMs('complete', pauses('complete', 1800), waits)).toBe(600);
    expect(chooseWaitMs('complete', pauses('complete', 1800, 1800), waits)).toBe(2000);
    expect(chooseWaitMs('complete', pauses('open', 1800, 1800), waits)).toBe(600);
    expect(chooseWaitMs('open', pauses('open', 500, 600), waits)).toBe(2000);
  });

  it('never learns a wait longer than the cap', () => {
    expect(chooseWaitMs('complete', pauses('complete', 9000, 9000), waits)).toBe(MAX_LEARNED_WAIT_MS);
  });
});
