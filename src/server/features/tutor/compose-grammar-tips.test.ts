import { beforeAll, describe, expect, it } from 'vitest';
import { filterGrammarTips } from '#/shared/chat-rules';
import type { ChatMessage } from '../../lib/language-model';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from './tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

async function tipsFor(messages: ChatMessage[], slug = 'sophia', topic = 'General Conversation'): Promise<string[]> {
  const reply = await askTutor({ slug, topic, purpose: 'grammar-tips', messages });
  const tips = reply.split('\n');
  expect(tips.length).toBeGreaterThanOrEqual(3);
  expect(tips.length).toBeLessThanOrEqual(4);
  expect(filterGrammarTips(reply)).toEqual(tips); // the spec's rules: > 15 characters, no punctuation or spelling talk
  for (const tip of tips) expect(tip).not.toMatch(/^\s*([-*•]|\d+[.)])/);
  return tips;
}

describe('grammar tips', () => {
  it('starts from the learner\'s own mistake, then the pattern behind their messages', async () => {
    const tips = await tipsFor([
      { role: 'user', content: 'Yesterday I go to the cinema with my brother.' },
      { role: 'user', content: 'We laughed alot.' },
    ]);
    expect(tips[0]).toBe("You wrote 'laughed alot': say 'laughed a lot'. 'a lot' is two words.");
    expect(tips[1]).toMatch(/past/);
  });

  it('quotes no slip a family may only ask about, and still explains the pattern behind it', async () => {
    // 'Yesterday I go' is a tense slip no family measured right often enough may correct: its tip is the pattern.
    const tips = await tipsFor([{ role: 'user', content: 'Yesterday I go to the cinema with my brother and we watch a film.' }]);
    expect(tips.filter((tip) => tip.startsWith('You wrote'))).toEqual([]);
    expect(tips[0]).toMatch(/past/);
  });

  it('reads the learner\'s messages, not the conversation summary the browser sends last', async () => {
    const tips = await tipsFor([
      { role: 'user', content: 'My sister lives in Paris and she visits us alot.' },
      { role: 'user', content: 'Topic: Travel\nLearner: My sister lives in Paris and she visits us alot.\nTeacher: How lovely!' },
    ]);
    expect(tips.filter((tip) => tip.startsWith('You wrote'))).toHaveLength(1);
  });

  it('addresses countable nouns and articles', async () => {
    const tips = await tipsFor([
      { role: 'user', content: 'I need some informations about the course.' },
      { role: 'assistant', content: 'Of course, what would you like to know?' },
      { role: 'user', content: 'I am teacher and I have many questions.' },
    ]);
    expect(tips.join(' ')).toMatch(/information/);
    expect(tips.join(' ')).toMatch(/I am a nurse|article/);
  });

  it('addresses subject-verb agreement found by the checker', async () => {
    const tips = await tipsFor([{ role: 'user', content: 'My brother live in London and he work in a bank.' }]);
    expect(tips.join(' ')).toMatch(/he, she and it/);
  });

  it('falls back to topic and general tips for correct messages', async () => {
    const tips = await tipsFor([{ role: 'user', content: 'I usually cook pasta for dinner.' }], 'sophia', 'Food and Cooking');
    expect(tips[0]).toMatch(/uncountable/);
  });

  it('gives Spanish grammar tips for Lucía', async () => {
    const tips = await tipsFor([{ role: 'user', content: 'Quiero comprar una camisa.' }], 'lucia', 'Shopping');
    expect(tips.some((tip) => /estar|el libro|noun/.test(tip))).toBe(true);
  });
});
