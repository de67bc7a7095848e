import { describe, expect, it } from 'vitest';
import { gateFamilies, heldToRealText, statusOf, wilsonLower, wilsonUpper, zFor } from './gate-families';

const bar = { precision: 0.9, askPrecision: 0.5, minFirings: 10, confidence: 0.8 };
const firings = (family: string, helpful: number, harmful: number) => [
  ...Array.from({ length: helpful }, () => ({ families: [family], verdict: 'helpful' as const })),
  ...Array.from({ length: harmful }, () => ({ families: [family], verdict: 'harmful' as const })),
];

describe('the family gate', () => {
  it('reads z for one-sided confidences', () => {
    expect(zFor(0.8)).toBeCloseTo(0.8416, 3);
    expect(zFor(0.95)).toBeCloseTo(1.6449, 3);
    expect(zFor(0.5)).toBe(0);
  });

  it('puts the Wilson lower bound below the observed share, nearer with more firings', () => {
    expect(wilsonLower(10, 10, 0.8416)).toBeLessThan(1);
    expect(wilsonLower(10, 10, 0.8416)).toBeGreaterThan(0.9);
    expect(wilsonLower(100, 100, 0.8416)).toBeGreaterThan(wilsonLower(10, 10, 0.8416));
    expect(wilsonLower(0, 0, 0.8416)).toBe(0);
  });

  it('leaves a family that fired too rarely unproven, however well it did', () => {
    expect(statusOf({ firings: 9, helpful: 9, harmful: 0, neutral: 0, falseOnFluent: 0 }, bar)).toBe('unproven');
  });

  it('switches off a family seen too rarely to prove once it is clearly mostly wrong, never on one or two firings', () => {
    expect(statusOf({ firings: 5, helpful: 0, harmful: 4, neutral: 1, falseOnFluent: 0 }, bar)).toBe('off');
    expect(statusOf({ firings: 4, helpful: 1, harmful: 2, neutral: 0, falseOnFluent: 1 }, bar)).toBe('off');
    expect(statusOf({ firings: 3, helpful: 1, harmful: 2, neutral: 0, falseOnFluent: 0 }, bar)).toBe('unproven');
    expect(statusOf({ firings: 2, helpful: 0, harmful: 2, neutral: 0, falseOnFluent: 0 }, bar)).toBe('unproven');
    expect(statusOf({ firings: 9, helpful: 5, harmful: 4, neutral: 0, falseOnFluent: 0 }, bar)).toBe('unproven');
  });

  it('switches a family on only when its precision clears the bar with room to spare', () => {
    expect(statusOf({ firings: 40, helpful: 40, harmful: 0, neutral: 0, falseOnFluent: 0 }, bar)).toBe('on');
    expect(statusOf({ firings: 40, helpful: 36, harmful: 4, neutral: 0, falseOnFluent: 0 }, bar)).toBe('ask');
    expect(statusOf({ firings: 40, helpful: 16, harmful: 24, neutral: 0, falseOnFluent: 0 }, bar)).toBe('off');
  });

  it('counts changes of fluent sentences as harm, and neutral changes as neither', () => {
    expect(statusOf({ firings: 40, helpful: 36, harmful: 0, neutral: 0, falseOnFluent: 4 }, bar)).toBe('ask');
    expect(statusOf({ firings: 46, helpful: 40, harmful: 0, neutral: 6, falseOnFluent: 0 }, bar)).toBe('on');
    expect(statusOf({ firings: 16, helpful: 8, harmful: 0, neutral: 8, falseOnFluent: 0 }, bar)).toBe('unproven');
    const table = gateFamilies([...firings('a', 30, 0), { families: ['a', 'b'], verdict: 'false' }], bar, ['set']);
    expect(table.families.a).toMatchObject({ firings: 31, helpful: 30, falseOnFluent: 1 });
    expect(table.families.b).toMatchObject({ firings: 1, falseOnFluent: 1, status: 'unproven' });
  });

  it('credits a correction made by two families to each of them', () => {
    const table = gateFamilies([...firings('a', 12, 0), ...firings('b', 0, 12), { families: ['a', 'b'], verdict: 'helpful' }], bar, []);
    expect(table.families.a!.firings).toBe(13);
    expect(table.families.a!.status).toBe('on');
    expect(table.families.b!.status).toBe('off');
    expect(table.families.a!.falseOnFluent).toBe(0);
  });
});

describe('slipped text beside real learners', () => {
  const bar = { precision: 0.85, askPrecision: 0.5, minFirings: 10, confidence: 0.8 };
  const inSet = (set: string, family: string, helpful: number, harmful: number) =>
    [...Array.from({ length: helpful }, () => 'helpful' as const), ...Array.from({ length: harmful }, () => 'harmful' as const)].map((verdict) => ({ families: [family], verdict, set }));

  it('puts the Wilson upper bound above the observed share, and at 1 with nothing judged', () => {
    expect(wilsonUpper(5, 10, 0.8416)).toBeGreaterThan(0.5);
    expect(wilsonUpper(10, 10, 0.8416)).toBe(1);
    expect(wilsonUpper(0, 0, 0.8416)).toBe(1);
  });

  it('lets slips prove a family that learners used too rarely to judge but never got wrong', () => {
    const table = gateFamilies([...inSet('learners', 'a', 4, 0), ...inSet('slipped', 'a', 40, 1)], bar, ['learners', 'slipped'], ['slipped']);
    expect(table.families.a).toMatchObject({ status: 'on', firings: 45, onSlipped: { firings: 41, helpful: 40, harmful: 1 } });
  });

  it('holds a family the learners\' text makes unbelievable below the status slips alone would give it', () => {
    expect(gateFamilies([...inSet('learners', 'a', 4, 4), ...inSet('slipped', 'a', 80, 0)], bar, [], ['slipped']).families.a!.status).toBe('ask');
    expect(gateFamilies([...inSet('learners', 'a', 1, 9), ...inSet('slipped', 'a', 80, 0)], bar, [], ['slipped']).families.a!.status).toBe('off');
    expect(heldToRealText('unproven', { firings: 0, helpful: 0, harmful: 0, neutral: 0, falseOnFluent: 0 }, bar)).toBe('unproven');
  });

  it('leaves a table without slipped sets as it was', () => {
    const table = gateFamilies(inSet('learners', 'a', 30, 0), bar, ['learners']);
    expect(table.families.a!.onSlipped).toBeUndefined();
    expect(table.families.a!.status).toBe('on');
  });
});
