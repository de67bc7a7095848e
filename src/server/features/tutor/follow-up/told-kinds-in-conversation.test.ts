/**
 * Every told kind kept as data, through the whole tutor: its counter-examples are not read as it, and its first example in
 * each language is answered with one of its own questions, whatever else the tutor might have said first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { TOLD_EVENTS } from './told-events';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const RULES = TOLD_EVENTS.flatMap((event) => ('rules' in event ? [{ name: event.name, rules: event.rules }] : []));
const TEACHER = { en: 'sophia', es: 'lucia' } as const;

describe.each(RULES.map(({ name, rules }) => [name, rules] as const))('%s', (_name, rules) => {
  for (const language of ['en', 'es'] as const) {
    const rule = rules[language];
    it.each(rule.counterExamples)(`(${language}) does not read %j`, (message) => {
      expect(tells(rule, message)).toBe(false);
    });
    const first = rule.examples[0];
    if (!first) continue;
    it(`(${language}) answers ${JSON.stringify(first)} with one of its questions`, async () => {
      const reply = await askTutor({ slug: TEACHER[language], messages: [{ role: 'user', content: first }] });
      const asks = rule.questions.map((q) => new RegExp(`${q.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '\\p{L}[\\p{L}\' ]*')}$`, 'u'));
      expect(asks.some((ask) => ask.test(reply)), reply).toBe(true);
    });
  }
});
