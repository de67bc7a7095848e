/** Ethan's business English: idioms and the abbreviations people meet at work, each with a meaning and an example. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { BUSINESS_ABBREVIATIONS, BUSINESS_IDIOMS, findIdiom } from './business-idioms';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string) => askTutor({ slug: 'ethan', messages: [{ role: 'user', content }] });

describe('the table', () => {
  it.each([...BUSINESS_IDIOMS, ...BUSINESS_ABBREVIATIONS].map((i) => [i.idiom, i] as const))("'%s' has an example that uses it", (idiom, entry) => {
    const stem = idiom.toLowerCase().split(/[\s-]+/)[0]!.slice(0, 4);
    expect(entry.example.toLowerCase()).toContain(stem);
    expect(findIdiom(idiom)).toBe(entry);
  });
});

describe('an idiom asked with an object of its own', () => {
  it.each([['get the hang of it', 'get the hang of'], ['keep an eye on it', 'keep an eye on'], ['give someone a hand', 'give someone a hand']])('%j is found as %j', (asked, idiom) => {
    expect(findIdiom(asked)?.idiom).toBe(idiom);
  });

  it('does not take any longer phrase for the idiom it starts with', () => {
    expect(findIdiom('break the ice cream machine')).toBeNull();
  });
});

describe('an abbreviation asked about', () => {
  it.each([
    ['What is a KPI?', 'KPI', 'a key performance indicator'],
    ['What does FYI stand for?', 'FYI', 'for your information'],
    ['What are KPIs?', 'KPI', 'a key performance indicator'],
    ['What is AI?', 'AI', 'artificial intelligence'],
  ])('%j is explained from the table', async (question, subject, meaning) => {
    expect(detectQuestion(question, teacherFor('ethan'))).toMatchObject({ kind: 'meaning', subject });
    expect(await ask(question)).toContain(`'${subject}' means ${meaning}`);
  });

  it('leaves an abbreviation the table does not hold, rather than give a dictionary sense nobody meant', async () => {
    expect(detectQuestion('What is NASA?', teacherFor('ethan'))?.kind).not.toBe('meaning');
    expect(await ask('What is AI?')).not.toMatch(/army/i);
  });
});

describe("Ethan's meeting moves", () => {
  it.each([
    ['How do I end a presentation?', "Try 'To sum up, the key takeaway is...'"],
    ['How do I finish my presentation?', "Try 'To sum up, the key takeaway is...'"],
    ["What should I say when I don't know the answer to a question?", "I'll check and email you today"],
  ])('%j gets the phrases for it, not general advice', async (question, phrase) => {
    expect(await ask(question)).toContain(phrase);
  });
});
