import { beforeAll, describe, expect, it, vi } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from './tutor-test-helpers';

// The grammar checker answers null when it gave no answer (busy, timed out, failed): that, and only that, is faked here.
vi.mock('./grammar/find-corrections', async (importActual) => {
  const actual = await importActual<typeof import('./grammar/find-corrections')>();
  return { ...actual, checkText: async () => null };
});

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a text the grammar checker did not answer for', () => {
  it('is said to be unchecked, never to have no slips', async () => {
    const reply = await askTutor({
      slug: 'claire',
      purpose: 'writing',
      messages: [{ role: 'user', content: 'Free writing\n\nOn Saturday my cousins visited us and we played board games until midnight.' }],
    });
    expect(reply).toMatch(/I couldn't check the grammar just now/);
    expect(reply).not.toMatch(/no slips I'm sure of|any slips I'm sure of/);
  });
});
