/** A -teen number and its -ty number told apart by stress; two words said differently, each with its sounds and stress. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { teenAndTy } from './number-stress';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('thirteen and thirty', () => {
  it.each([['thirteen', 'thirty', 'thir'], ['forty', 'fourteen', 'four'], ['Fifteen', 'fifty', 'fif'], ['eighteen', 'eighty', 'eigh']])('%s and %s share %s', (a, b, stem) => {
    expect(teenAndTy(a, b)).toBe(stem);
  });

  it.each([['thirteen', 'forty'], ['fourteen', 'fourty'], ['ten', 'twenty'], ['thirteen', 'thirteen']])('%s and %s are no such pair', (a, b) => {
    expect(teenAndTy(a, b)).toBeNull();
  });

  it.each(['maya', 'sophia'])('%s tells them apart by stress, not by a dictionary', async (slug) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: "How do I say 'thirteen' and 'thirty'?" }] });
    expect(reply).toMatch(/'Thirteen' is stressed at the end, thir-TEEN, and 'thirty' at the start, THIR-ty\./);
    expect(reply).not.toMatch(/cardinal number/);
  });
});

describe('two words said quite differently, asked of the pronunciation coach', () => {
  it('gets each word with its sounds and stress, never their meanings', async () => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: "How do I say 'comfortable' and 'vegetable'?" }] });
    expect(reply).toMatch(/'comfortable' sounds like .*'vegetable' sounds like /);
    expect(reply).not.toMatch(/\bmeans\b/);
  });
});
