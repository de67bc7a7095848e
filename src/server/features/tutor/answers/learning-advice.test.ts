import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { adviceAskedOfProblem, adviceForHardestPart, ADVICE_TOPICS, resourceAskedAgain } from './learning-advice';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const sophia = teacherFor('sophia');
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0]!;

describe('advice on learning', () => {
  describe.each(ADVICE_TOPICS.map((topic) => [topic.id, topic] as const))('%s', (_id, topic) => {
    it.each(topic.examples)('answers %j, then turns it into practice', async (question) => {
      expect(detectQuestion(question, sophia)?.kind).toBe('advice');
      const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: question }] });
      expect(reply).toContain(firstSentence(topic.answer).replace('{language}', 'English'));
      expect(reply).toContain(topic.followUp);
    });

    it.each(topic.counterExamples.map((text) => [text]))('leaves %j to another answer', async (question) => {
      const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: question }] });
      expect(reply).not.toContain(firstSentence(topic.answer).replace('{language}', 'English'));
    });
  });

  const forLucia = ADVICE_TOPICS.flatMap((topic) => (topic.es ? topic.es.examples.map((question) => [question, topic] as const) : []));
  it.each(forLucia)('Lucía answers %j in brackets, then asks in Spanish', async (question, topic) => {
    expect(detectQuestion(question, teacherFor('lucia'))?.kind).toBe('advice');
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: question }] });
    expect(reply).toContain(`(${firstSentence(topic.answer).replace('{language}', 'Spanish')}`);
    expect(reply).toContain(topic.es!.followUp);
    expect(reply).not.toMatch(/\([^)]*\(/); // no brackets inside her English brackets
  });

  it('leaves a study plan, a statement and a topic for English only to other answers', () => {
    expect(detectQuestion('How can I improve my English?', sophia)?.kind).toBe('study-plan');
    expect(detectQuestion('I am nervous when I speak English.', sophia)?.kind).not.toBe('advice');
    expect(detectQuestion('Is it better to learn British or American English?', teacherFor('lucia'))?.kind).not.toBe('advice');
    expect(detectQuestion('How can I remember new words?', teacherFor('lucia'))?.kind).toBe('advice');
  });
});

describe('a last question that only points back', () => {
  it.each([
    ["I'm going to London next week. What can I do?", 'city-guide'],
    ['I forget new words very fast. Any tips?', 'advice'],
  ])('%j is read with the sentence before it (%s)', (message, kind) => {
    expect(detectQuestion(message, sophia)?.kind).toBe(kind);
  });

  it('is read alone when it asks something of its own', () => {
    expect(detectQuestion('I am shy. What can I do in London?', sophia)?.kind).toBe('city-guide');
  });
});

describe('advice on a problem the learner told', () => {
  it.each([
    ["Sometimes I don't understand what people say because they speak very fast.", 'improve-listening'],
    ["I can't remember new words, I forget them after one day.", 'remember-words'],
    ["I don't understand my boss because he has a strong accent.", 'improve-listening'],
    ['My friends say I speak too fast.', 'speak-too-fast'],
    ["I can understand but I can't speak.", 'improve-speaking'],
    ['My weakest part is speaking, I get nervous.', 'nervous-speaking'],
    ['I forget words when I speak.', 'remember-words'],
  ])('%j is answered with advice (%s) at once', (told, id) => {
    const asked = adviceAskedOfProblem(told, []);
    expect(asked).not.toBeNull();
    expect(detectQuestion(asked!, sophia)?.kind).toBe('advice');
    expect(ADVICE_TOPICS.find((topic) => topic.asked.test(asked!))?.id).toBe(id);
  });

  it('reads "What can I do?" as asked of the problem just told', () => {
    expect(adviceAskedOfProblem('What can I do?', ['Native speakers talk too fast for me.'])).toBe('What can I do about this: Native speakers talk too fast for me?');
    expect(adviceAskedOfProblem('What can I do?', [])).toBeNull();
    expect(adviceAskedOfProblem('What should I do now?', ['Native speakers talk too fast for me.'])).toBe('What can I do about this: Native speakers talk too fast for me?');
    expect(adviceAskedOfProblem('What can I do?', ['Where do you live?'])).toBeNull();
  });

  it.each(['I have a problem with my neighbour.', 'I like films with subtitles.', "I don't understand.", "I can't talk to my boss about it."])('leaves %j to the conversation', (told) => {
    expect(adviceAskedOfProblem(told, [])).toBeNull();
  });

  it('opens the advice as a reply to news, not "Good question!"', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "Sometimes I don't understand what people say because they speak very fast." }] });
    expect(reply).toMatch(/Listen to the same short clip several times/);
    expect(reply).not.toMatch(/question/i);
  });

  it('meets a struggle with sympathy first, unless the advice itself opens with it', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "I can understand but I can't speak." }] })).toMatch(/^(?:That’s very common|You’re not alone).* Speaking grows by speaking/);
    expect(await askTutor({ slug: 'oliver', messages: [{ role: 'user', content: 'My weakest part is speaking, I get nervous.' }] })).toMatch(/^Almost everyone feels that way/);
  });
});

describe('advice on the part the learner finds hardest', () => {
  const asked = 'It is hard. Which part is hardest for you: speaking, listening, grammar or words?';
  it.each([
    ['Speaking.', 'improve my speaking'],
    ['Listening, people talk so fast', 'improve my listening'],
    ['grammar', 'improve my grammar'],
    ['The words!', 'remember new words'],
  ])('%j is asked as advice on %s', (message, wish) => {
    expect(adviceForHardestPart(message, asked, false)).toContain(wish);
  });

  it('reads nothing without the question, or from a long message', () => {
    expect(adviceForHardestPart('Speaking.', 'What do you do at the weekend?', false)).toBeNull();
    expect(adviceForHardestPart('I think the speaking part of my job is the hardest one because my boss talks a lot', asked, false)).toBeNull();
    expect(adviceForHardestPart('La gramática.', '¿Qué es lo más difícil para ti? (What is the hardest part for you?)', true)).toContain('Quiero mejorar mi gramática');
  });
});

describe('a coach named in advice', () => {
  it('is "I" when the teacher is that coach', async () => {
    const maya = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'How do I get rid of my accent?' }] });
    expect(maya).toMatch(/I can check your sounds/);
    expect(maya).not.toMatch(/Maya, the pronunciation coach/);
    const claire = await askTutor({ slug: 'claire', messages: [{ role: 'user', content: 'How can I improve my writing?' }] });
    expect(claire).not.toMatch(/Claire, the writing mentor/);
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'How do I get rid of my accent?' }] })).toMatch(/Maya, the pronunciation coach/);
  });

  it('reads "I want to speak like an American" as a wish for advice on the accent', async () => {
    expect(await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'i want speak like american' }] })).toMatch(/You don't need to lose your accent/);
  });
});

describe('another resource asked of in turn', () => {
  it('is asked as the same request', () => {
    expect(resourceAskedAgain('What about a TV series?', ['Can you recommend a good book to learn English?'])).toBe('Can you recommend a tv series to learn English?');
    expect(resourceAskedAgain('And a podcast?', ['Can you recommend a good book to learn English?', 'What about a TV series?'])).toBe('Can you recommend a podcast to learn English?');
  });

  it('asks nothing after another question', () => {
    expect(resourceAskedAgain('What about a TV series?', ['What do you do at the weekend?'])).toBeNull();
  });
});
