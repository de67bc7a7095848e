import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SKILL_DOUBT } from './skill-doubt';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe.each([['en', 'sophia'], ['es', 'lucia']] as const)('a skill the learner doubts (%s)', (language, slug) => {
  const rule = SKILL_DOUBT[language];
  it.each(rule.examples)('%j is encouraged, with a question about doing it', async (message) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(rule.acks.some((ack) => reply.includes(ack))).toBe(true);
    expect(reply).not.toMatch(/¡Qué bien!|Me parece genial/);
  });
  it.each(rule.counterExamples)('%j is no doubt of the learner\'s', (message) => {
    expect(rule.said.test(message)).toBe(false);
  });
});

describe("Lucía's own words of encouragement", () => {
  it('have nothing the checker finds, with every family open', async () => {
    for (const line of [...SKILL_DOUBT.es.acks, ...SKILL_DOUBT.es.questions].map((l) => l.replace(/\s*\([^)]*\)\s*$/, ''))) {
      expect(await findCorrections(line, { max: 3, language: 'es-ES', families: 'every' }), line).toEqual([]);
    }
  }, 20_000);
});
