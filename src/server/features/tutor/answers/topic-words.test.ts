/** "Can you teach me some words for cooking?": a topic's everyday words with their meanings (topic-words.ts). */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { TOPIC_WORDS } from './topic-words';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string, slug = 'sophia', purpose?: 'demo') => askTutor({ slug, purpose, messages: [{ role: 'user', content }] });

describe("a topic's words", () => {
  describe.each(TOPIC_WORDS.map((topic) => [topic.id, topic] as const))('%s', (_id, topic) => {
    it.each(topic.examples)('answers %j with its words and their meanings', async (question) => {
      expect(detectQuestion(question, teacherFor('sophia'))?.kind).toBe('topic-words');
      const reply = await ask(question);
      const [word, meaning] = topic.words[0]!;
      expect(reply).toContain(`Here are some useful words ${topic.named}: ${word} (${meaning})`);
    });

    it.each(topic.counterExamples.map((text) => [text]))('leaves %j to another answer', async (question) => {
      expect(detectQuestion(question, teacherFor('sophia'))?.kind).not.toBe('topic-words');
    });

    it('has eight words, each with a short meaning', () => {
      expect(topic.words).toHaveLength(8);
      for (const [word, meaning] of topic.words) {
        expect(word).toMatch(/^[\w' -]+$/u);
        expect(meaning.split(' ').length).toBeLessThanOrEqual(12);
      }
    });
  });

  it('ends with a turn to use two of them', async () => {
    expect(await ask('Can you teach me some words for cooking?')).toMatch(/Can you make one sentence with 'boil' and 'fry'\?$/);
  });

  it('shows three words in the two-message demo', async () => {
    const reply = await ask('Can you teach me some words for cooking?', 'sophia', 'demo');
    expect(reply).toContain('bake (');
    expect(reply).not.toContain('chop (');
  });

  it('leaves a topic it has no words for to other answers (Lucía has her own: spanish-topic-words.ts)', () => {
    expect(detectQuestion('Can you teach me some words about astronomy?', teacherFor('sophia'))?.kind).not.toBe('topic-words');
    expect(detectQuestion('Can you teach me some words about astronomy?', teacherFor('lucia'))?.kind).not.toBe('topic-words');
  });
});
