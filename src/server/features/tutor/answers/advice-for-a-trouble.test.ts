import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { ASKS_WHAT_TO_DO, TROUBLES } from './advice-for-a-trouble';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('what to do, asked', () => {
  for (const [language, rule] of Object.entries(ASKS_WHAT_TO_DO)) {
    it.each(rule.examples)(`${language}: reads %j`, (message) => expect(rule.asked.test(message)).toBe(true));
    it.each(rule.counterExamples)(`${language}: leaves %j`, (message) => expect(rule.asked.test(message)).toBe(false));
  }
  for (const [kind, rule] of Object.entries(TROUBLES)) {
    it.each(rule.examples)(`hears %j as trouble ${kind}`, (message) => expect(Object.entries(TROUBLES).find(([, r]) => r.said.test(message))?.[0]).toBe(kind));
    it.each(rule.counterExamples)(`hears no trouble in %j`, (message) => expect(Object.values(TROUBLES).some((r) => r.said.test(message))).toBe(false));
  }
});

const ask = (slug: string, news: string, question: string) =>
  askTutor({ slug, messages: [{ role: 'user', content: news }, { role: 'assistant', content: slug === 'lucia' ? 'Oh, entiendo. (I see.)' : "I'm sorry to hear that." }, { role: 'user', content: question }] });

describe('advice for the trouble the learner told', () => {
  it.each([
    ['sophia', 'My girlfriend is angry with me.', "What should I do? She doesn't talk to me.", /^That's hard, when someone close goes quiet\./],
    ['ethan', 'My boss is always shouting at me.', 'What can I do about it?', /^Nobody should be shouted at/],
    ['sophia', 'My neighbours are very noisy at night.', 'Any advice?', /^Noise at night is exhausting\./],
    ['lucia', 'Mi novia está enfadada conmigo.', '¿Qué hago? Ella no me habla.', /^Es difícil cuando alguien cercano deja de hablarte\./],
  ])('%s: after %j, %j gets kind, practical words for it', async (slug, news, question, advice) => {
    expect(await ask(slug, news, question)).toMatch(advice);
  });

  it.each([
    ['sophia', 'My girlfriend is a teacher.', 'What should I do?'],
    ['lucia', 'Mi novia es profesora.', '¿Qué hago?'],
  ])('%s: after %j, %j gets no advice for a trouble never told', async (slug, news, question) => {
    expect(await ask(slug, news, question)).not.toMatch(/goes quiet|deja de hablarte|shouted at|Noise at night/);
  });
});
