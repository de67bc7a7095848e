import { beforeAll, describe, expect, it } from 'vitest';
import { teacherPersonas } from '../../db/seed/teacher-personas';
import { createChooser } from './choose-variant';
import { MOCK_TEST_END, pickFollowUpQuestion, questionSources, teacherQuestionBanks } from './pick-follow-up-question';
import { topicQuestions } from './question-banks/topic-questions';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from './tutor-test-helpers';

describe('question banks', () => {
  const cases = teacherPersonas.flatMap((p) => [...p.conversationCategories, 'General Conversation'].map((topic) => [p.slug, topic] as const));

  it.each(cases)('%s has at least 6 questions of its own for %j', (slug, topic) => {
    const first = questionSources(teacherFor(slug), topic)[0]!;
    expect(first.length).toBeGreaterThanOrEqual(6);
    expect(first === teacherQuestionBanks[slug]?.[topic] || first === topicQuestions[topic]).toBe(true);
  });

  it.each(['oliver', 'maya', 'daniel', 'claire', 'lucia'])('%s has a bank of their own for every category', (slug) => {
    for (const topic of teacherFor(slug).conversationCategories) expect(teacherQuestionBanks[slug]?.[topic]?.length).toBeGreaterThanOrEqual(6);
  });

  it('has no duplicate questions within a bank', () => {
    const banks = [topicQuestions, ...Object.values(teacherQuestionBanks)].flatMap((bank) => Object.values(bank));
    for (const questions of banks) expect(new Set(questions).size).toBe(questions.length);
  });

  it('asks Lucía\'s questions in Spanish with an English gloss in parentheses', () => {
    for (const questions of Object.values(teacherQuestionBanks.lucia!)) {
      for (const q of questions) expect(q).toMatch(/^¿[^?]+\? \([A-Z][^()]+[?.!]\)$/);
    }
  });

  it('never falls back to English questions for Lucía', () => {
    const sources = questionSources(teacherFor('lucia'), 'Interview Practice');
    expect(sources.flat().every((q) => q.startsWith('¿'))).toBe(true);
  });

  it('runs the mock test in order and never repeats a question', () => {
    const teacher = teacherFor('oliver');
    const asked: string[] = [];
    const bank = teacherQuestionBanks.oliver!['Full Mock Speaking Test']!;
    for (let turn = 0; turn <= bank.length; turn++) {
      const q = pickFollowUpQuestion({ teacher, topic: 'Full Mock Speaking Test', assistantMessages: asked, chooser: createChooser(String(turn)) });
      expect(q).not.toBeNull();
      expect(asked).not.toContain(`Thank you. ${q}`);
      asked.push(`Thank you. ${q}`);
    }
    // Part 1 runs six questions (home, plans, food after name, work and free time), as the real test takes several topics.
    expect(asked[6]).toMatch(/Part 2/);
    // After the last question the test ends, and the band estimate is offered once.
    expect(asked.at(-1)).toBe(`Thank you. ${MOCK_TEST_END}`);
    expect(pickFollowUpQuestion({ teacher, topic: 'Full Mock Speaking Test', assistantMessages: asked, chooser: createChooser('end') })).not.toBe(MOCK_TEST_END);
  });
});

describe('a place said only to tell where something is', () => {
  beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

  it('is no topic for the follow-up: "near my house" is not asked about chores', async () => {
    for (const message of ['My favourite is near my house.', 'There is a nice cafe next to my house.']) {
      expect(await askTutor({ slug: 'sophia', topic: 'Daily Life', messages: [{ role: 'user', content: message }] })).not.toMatch(/household/i);
    }
  });
});

describe('a word that only describes', () => {
  beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

  it.each(['I bought a new bike and I ride it everywhere.', 'We moved into a new flat near the river.'])('is no topic for a bank question: %j is not asked about "something new"', async (message) => {
    for (const seed of ['1', '2', '3']) {
      const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'assistant', content: `Hello ${seed}!` }, { role: 'user', content: message }] });
      expect(reply).not.toMatch(/something new/i);
    }
  });

  it('still lets a bank question share what was talked about', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'The weather here is very rainy in winter.' }] });
    expect(reply).toMatch(/weather[^?]*\?$/);
  });
});
