import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { SPAIN_QUESTIONS } from './spain-questions';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('what learners ask Lucía about Valencia and Spain', () => {
  for (const topic of SPAIN_QUESTIONS) {
    it.each(topic.examples)(`${topic.id}: %j is answered`, async (message) => {
      expect(detectQuestion(message, teacherFor('lucia'))?.kind).toBe('spain-question');
      const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: message }] });
      expect(reply).toContain(topic.answer.slice(0, 40));
    });
    it.each(topic.counterExamples)(`${topic.id}: %j is left to other answers`, (message) => {
      expect(detectQuestion(message, teacherFor('lucia'))?.kind).not.toBe('spain-question');
    });
  }

  it('says yes first when asked whether something is true', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: '¿Es verdad que en España la gente cena muy tarde?' }] });
    expect(reply).toMatch(/^Sí, es verdad\. \(Yes, it's true\.\) Por varias razones/);
  });

  it('does not ask back what the learner told in the question', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'normalmente ceno a las nueve, es tarde?' }] });
    expect(reply).toMatch(/¿Y a qué hora comes a mediodía\?/);
    expect(reply).not.toMatch(/¿A qué hora cenas/);
  });

  it('is not asked of an English teacher', () => {
    expect(detectQuestion('¿A qué hora cenan en España?', teacherFor('sophia'))?.kind).not.toBe('spain-question');
  });
});
