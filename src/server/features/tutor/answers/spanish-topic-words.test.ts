/** Lucía's words of a topic: asked in Spanish or English, listed with their English; her Spanish has nothing to correct. */
import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { describeSpanishTopicWords, findSpanishTopicWords, SPANISH_TOPIC_WORDS } from './spanish-topic-words';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe.each(SPANISH_TOPIC_WORDS.map((topic) => [topic.id, topic] as const))('%s', (_id, topic) => {
  it.each(topic.examples)('answers %j with its words and their English', async (question) => {
    expect(findSpanishTopicWords(question)).toBe(topic);
    expect(detectQuestion(question, teacherFor('lucia'))?.kind).toBe('topic-words');
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: question }] });
    const [first, english] = topic.words[0]!;
    expect(reply).toContain(`${first} (${english})`);
    expect(reply).toMatch(/¿Puedes hacer una frase con «[^»]+» y «[^»]+»\? \(Can you make a sentence with them\?\)$/);
  });

  it.each(topic.counterExamples)('leaves %j to her other answers', (message) => {
    expect(findSpanishTopicWords(message)).toBeNull();
  });

  it('has Spanish her checker finds nothing in', async () => {
    const spanish = describeSpanishTopicWords(topic).text.replace(/\([^)]*\)/g, '').replace(/\s+([,.])/g, '$1');
    expect(await findCorrections(spanish, { max: 5, language: 'es-ES', families: 'every' }), spanish).toEqual([]);
  });
});

describe('what Lucía says back', () => {
  it('never repeats the slip she asks about', async () => {
    const reply = await conversationWith('lucia')('Mañana voy a visitar mi abuela.');
    expect(reply).toMatch(/'visitar a mi'/);
    expect(reply).not.toMatch(/visitar tu abuela/);
  }, 20_000);

  it("in English, takes the change asked about into the teacher's words, chosen on the learner's as written", async () => {
    const reply = await conversationWith('sophia')('Hi, I want to speak more natural.');
    expect(reply).toMatch(/'more naturally'/);
    expect(reply.replace(/A question to think about:[^?]*\?/, '')).not.toMatch(/more natural\b/);
  }, 20_000);

  it('is for Lucía alone: an English teacher lists English words', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Can you teach me some words for food?' }] })).not.toMatch(/el pan \(bread\)/);
  });
});
