import { describe, expect, it } from 'vitest';
import { deriveVariants, type PronunciationVariant, slipOf } from './arpabet-variants';
import { CUE_PASSES, CUES } from './cues';
import { CUE_ONLY_SLIPS, SLIP_WEIGHTS } from './slip-weights';
import { SLIP_RULES } from './sound-families';

/** The variant a slip key names ("TH>T initial"), derived by its rule from a word made to hold it. */
function variantOf(slip: string): PronunciationVariant | undefined {
  const [, from, position] = /^(\w+)>\w+ (\w+)$/.exec(slip) ?? [];
  if (!from) return undefined;
  const phones = position === 'initial' ? [from, 'AH', 'N'] : position === 'within' ? ['S', from, 'AH'] : ['AH', from];
  return deriveVariants(phones).find((variant) => slipOf(variant) === slip);
}

describe('the cue registry', () => {
  it('names every cue once, and runs each of them', () => {
    const names = CUES.map((cue) => cue.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(CUE_PASSES.flat())).toEqual(new Set(CUES));
  });

  it('has, for every slip the sound families give a cue (those left to a cue alone among them), that cue, ruling on it', () => {
    const settled = SLIP_RULES.flatMap((rule) => rule.listened).flatMap((listened) => (listened.cue ? [[listened.slip, listened.cue] as const] : []));
    expect(CUE_ONLY_SLIPS.size).toBeGreaterThan(0);
    expect(settled).toEqual(expect.arrayContaining([...CUE_ONLY_SLIPS]));
    for (const [slip, name] of settled) {
      const cue = CUES.find((candidate) => candidate.name === name);
      const variant = variantOf(slip);
      expect({ slip, cue: cue?.name, isRuled: variant && cue?.rulesOn(variant) }).toEqual({ slip, cue: name, isRuled: true });
    }
  });
});

describe('the sound families', () => {
  it('list each slip once, heard by the decoder at a weight or by a cue, never both', () => {
    const listed = SLIP_RULES.flatMap((rule) => rule.listened.map(({ slip }) => slip));
    expect(new Set(listed).size).toBe(listed.length);
    expect(Object.keys(SLIP_WEIGHTS).filter((slip) => CUE_ONLY_SLIPS.has(slip))).toEqual([]);
    expect(Object.values(SLIP_WEIGHTS).every((weight) => weight > 0)).toBe(true);
  });

  it('list only slips their own rule derives', () => {
    for (const rule of SLIP_RULES) {
      for (const { slip } of rule.listened) expect({ slip, rule: variantOf(slip)?.rule }).toEqual({ slip, rule: rule.rule });
    }
  });
});
