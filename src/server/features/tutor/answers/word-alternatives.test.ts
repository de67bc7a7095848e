/** Another word, an opposite, a word's tone (word-alternatives.ts, spanish-word-alternatives.ts, word-tones.ts). */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { SPANISH_WORD_ALTERNATIVES } from './spanish-word-alternatives';
import { WORD_ALTERNATIVES } from './word-alternatives';
import { WORD_TONES } from './word-tones';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string, slug = 'sophia') => askTutor({ slug, messages: [{ role: 'user', content }] });
const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
/** The words of an alternative that carry it ('give someone a hand': give, hand), each found in the sentence by its stem. */
const usedIn = (sentence: string, other: string) =>
  plain(other).split(/\s+/).filter((w) => !['be', 'someone', 'a', 'of', 'to', 'de', 'un', 'una'].includes(w)).every((w) => plain(sentence).includes(w.slice(0, 3)));

describe('asked as learners ask it', () => {
  const sophia = teacherFor('sophia');
  const lucia = teacherFor('lucia');
  it.each([
    ["What's another word for happy?", 'synonym', 'happy', undefined],
    ['Can you give me a synonym for big?', 'synonym', 'big', undefined],
    ['synonyms of important', 'synonym', 'important', undefined],
    ["How else can I say 'very'?", 'synonym', 'very', undefined],
    ["What can I say instead of 'good'?", 'synonym', 'good', undefined],
    ["Which words I can use instead of 'I think'?", 'synonym', 'I think', undefined],
    ["How can I say 'nice' in another way?", 'synonym', 'nice', undefined],
    ['Is there a better word than interesting?', 'synonym', 'interesting', undefined],
    ["I want to improve my vocabulary. Can you tell me another word for 'good'?", 'synonym', 'good', undefined],
    ["What's a more formal word for 'get'?", 'synonym', 'get', 'formal'],
    ["How can I say 'a lot of' in a formal way?", 'synonym', 'a lot of', 'formal'],
    ["A more casual way to say 'tired'?", 'synonym', 'tired', 'informal'],
    ['What is the opposite of difficult?', 'opposite', 'difficult', undefined],
    ['antonym of happy', 'opposite', 'happy', undefined],
    ["Is 'cheap' positive or negative?", 'word-tone', 'cheap', undefined],
    ['Is skinny a negative word?', 'word-tone', 'skinny', undefined],
    ['Is it rude to say fat?', 'word-tone', 'fat', undefined],
    ["Can you give me some natural expressions instead of 'very good'?", 'synonym', 'very good', undefined],
    ["How do native speakers say 'I am tired'?", 'synonym', 'I am tired', undefined],
    ["How can I give my opinion without saying 'I think' all the time?", 'synonym', 'I think', undefined],
  ])('%j asks for %s of %j', (message, kind, subject, register) => {
    const question = detectQuestion(message, sophia);
    expect(question).toMatchObject({ kind, subject });
    expect(question?.context).toBe(register);
  });

  it.each([
    ["¿Cómo se dice 'bonito' de otra manera?", 'synonym', 'bonito'],
    ['Un sinónimo de cansada, por favor', 'synonym', 'cansada'],
    ["¿Qué puedo decir en vez de 'bueno'?", 'synonym', 'bueno'],
    ['¿Qué es lo contrario de difícil?', 'opposite', 'difícil'],
    ["What's another word for 'bonito'?", 'synonym', 'bonito'],
  ])('%j asks Lucía for %s of %j', (message, kind, subject) => {
    expect(detectQuestion(message, lucia)).toMatchObject({ kind, subject });
  });

  it.each([
    'How do I say hello?',
    'Are there other ways of learning?',
    'Can you teach me other words for this topic?',
    'I want to learn other words.',
    "I'm happy today.",
    'Are there more formal words for emails?',
    'What do you think is the opposite of success in life?',
  ])('leaves %j to other answers', (message) => {
    expect(['synonym', 'opposite', 'word-tone']).not.toContain(detectQuestion(message, sophia)?.kind);
  });

  it("leaves '¿Cómo se dice bonito en inglés?' to the phrasebook", () => {
    expect(detectQuestion('¿Cómo se dice bonito en inglés?', lucia)?.kind).not.toBe('synonym');
  });
});

describe('the tables', () => {
  it.each(WORD_ALTERNATIVES.map((e) => [e.word, e] as const))("'%s': its example uses one of its other words, none of them itself", (word, entry) => {
    expect(entry.others.some((other) => usedIn(entry.example, other)), entry.example).toBe(true);
    expect(entry.others).not.toContain(word);
    expect(entry.opposites ?? []).not.toContain(word);
  });

  it.each(SPANISH_WORD_ALTERNATIVES.map((e) => [e.word, e] as const))("Spanish '%s': its example uses one of its other words", (_word, entry) => {
    expect(entry.others.some((other) => usedIn(entry.example, other)), entry.example).toBe(true);
  });

  it('holds each word once', () => {
    const english = WORD_ALTERNATIVES.map((e) => e.word);
    const spanish = SPANISH_WORD_ALTERNATIVES.map((e) => e.word);
    const toned = WORD_TONES.flatMap((e) => e.words);
    for (const list of [english, spanish, toned]) expect(new Set(list).size).toBe(list.length);
  });
});

describe('a word said of someone, and a phrase', () => {
  it.each([
    ["How do native speakers say 'I am tired'?", /Instead of 'tired' you can say 'exhausted'/],
    ["How can I give my opinion without saying 'I think' all the time?", /Instead of 'I think' you can say 'in my opinion', 'I'd say'/],
  ])('%j', async (question, answer) => {
    expect(await askTutor({ slug: 'oliver', messages: [{ role: 'user', content: question }] })).toMatch(answer);
  });
});

describe('the answers', () => {
  it('gives other words for a word, how they differ, an example and a turn to try one', async () => {
    const reply = await ask("What's another word for happy?");
    expect(reply).toContain("Instead of 'happy' you can say 'glad', 'pleased', 'cheerful' or 'delighted'. 'Delighted' is very happy");
    expect(reply).toContain("For example: I'm glad you could come to the party.");
    expect(reply).toContain("'glad'");
  });

  it('gives the formal partners when asked for a formal word, and says so when none is more formal', async () => {
    expect(await ask("What's a more formal word for 'get'?", 'claire')).toContain("In writing, at work or in an exam, instead of 'get' you can say 'receive', 'obtain' or 'acquire'.");
    expect(await ask("What's a more formal word for 'walk'?", 'claire')).toContain("I wouldn't call any of them more formal than 'walk', but instead of 'walk' you can say 'stroll'");
  });

  it('gives the opposite from the table, else from WordNet, else says it does not know', async () => {
    expect(await ask('What is the opposite of difficult?')).toContain("The opposite of 'difficult' is 'easy' or 'simple'.");
    expect(await ask("What's the opposite of 'patient'?")).toContain("The opposite of 'patient' is 'impatient'.");
    expect(await ask("What's the opposite of 'table'?")).toContain("I'm not sure of a clear opposite of 'table'");
  });

  it("is honest about a word it has no list for, rather than 'What do you think about the synonym?'", async () => {
    const reply = await ask("What's another word for 'serendipity'?");
    expect(reply).toContain("I'm not sure of a good list of other words for 'serendipity'");
    expect(reply).not.toMatch(/what do you think about/i);
  });

  it("tells a word's tone, also of a word named just before ('Is it positive or negative?')", async () => {
    expect(await ask("Is 'cheap' positive or negative?")).toContain("It depends. It's fine for prices, like a cheap ticket");
    const say = conversationWith('maya');
    await say("I learned the word 'skinny' today.");
    expect(await say('Is it positive or negative?')).toContain("It's negative. It usually means too thin.");
    expect(await ask('Is it positive or negative?')).not.toMatch(/It's (?:positive|negative|neutral)|It depends/);
  }, 20_000);

  it("gives the opposite of the word just talked about ('And the opposite?')", async () => {
    const say = conversationWith('sophia');
    await say("What's another word for 'nice'?");
    expect(await say('And the opposite?')).toContain("The opposite of 'nice' is 'unpleasant' or 'horrible'.");
  }, 20_000);

  it("gives Lucía's other words in Spanish, with the differences in English, for any form of the word", async () => {
    const reply = await ask("¿Cómo se dice 'bonita' de otra manera?", 'lucia');
    expect(reply).toContain('En lugar de «bonito», puedes decir «precioso», «lindo», «hermoso» o «mono». (');
    expect(reply).toContain('Por ejemplo: El pueblo es precioso.');
    expect(await ask('¿Qué es lo contrario de difícil?', 'lucia')).toContain('Lo contrario de «difícil» es «fácil» o «sencillo».');
  });
});
