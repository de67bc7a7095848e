import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { BUSINESS_IDIOMS } from './business-idioms';
import { EVERYDAY_IDIOMS, IDIOM_TOPIC_WORDS, type IdiomTopic, idiomTopicAsked } from './everyday-idioms';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string) => askTutor({ slug: 'sophia', messages: [{ role: 'user', content }] });

describe('everyday idioms', () => {
  it.each(EVERYDAY_IDIOMS.map((i) => [i.idiom, i] as const))("'%s' is explained with its meaning and an example", async (idiom, entry) => {
    const reply = await ask(`What does '${idiom}' mean?`);
    expect(reply).toContain(entry.meaning);
    expect(reply).toContain(entry.example);
  });

  it.each([
    ['What does it mean to be under the weather?', 'a little ill'],
    ["What does it mean when someone says 'break a leg'?", 'good luck'],
    // Quoted with the subject and verb it was heard with.
    ["What does 'it's raining cats and dogs' mean?", 'raining very heavily'],
    ["What does 'I'm feeling under the weather' mean?", 'a little ill'],
    ["What does 'it was a piece of cake' mean?", 'something very easy'],
  ])('%j is a meaning question too', async (question, meaning) => {
    expect(await ask(question)).toContain(meaning);
  });

  it('leaves a word that only begins an idiom to the dictionary', async () => {
    expect(await ask("What does 'piece' mean?")).not.toContain('something very easy');
    expect(await ask("What does 'it's a piece' mean?")).not.toContain('something very easy');
  });
});

describe('asked for idioms', () => {
  it.each(['Can you give me some idioms?', 'Teach me an idiom', 'What are some common English idioms?', 'Idioms, please'])('%j gets three everyday ones with their meanings and examples', async (question) => {
    const reply = await ask(question);
    expect(reply).toMatch(/^[^.!]+[.!] Here are three you'll hear all the time\. /);
    expect(EVERYDAY_IDIOMS.filter((i) => reply.includes(`'${i.idiom}' means ${i.meaning}, as in: ${i.example}`))).toHaveLength(3);
    expect(reply).toMatch(/Try one in a sentence about your own week\.$/);
  });

  it('gives business idioms from Ethan, never an abbreviation as an idiom', async () => {
    const reply = await askTutor({ slug: 'ethan', messages: [{ role: 'user', content: 'Can you give me some idioms?' }] });
    expect(reply).toMatch(/Here are three you'll hear all the time\./);
    expect(reply).not.toMatch(/'(?:KPI|ROI|ETA|EOD|FYI|OOO|TBC|HR|AI|CV|CEO|B2B)' means/);
  });

  it('leaves talk about idioms, and a question about one, to other answers', async () => {
    expect(await ask('I like idioms.')).not.toMatch(/Here are three/);
    expect(await ask("What does the idiom 'piece of cake' mean?")).toContain('something very easy');
  });
});

describe('asked for idioms on a topic', () => {
  it.each([
    ['Can you teach me some idioms about work?', 'work'],
    ['Do you know any weather idioms?', 'weather'],
    ['What about idioms about money?', 'money'],
    ['Give me some idioms for talking about feelings.', 'feelings'],
    ['Can you tell me some useful idioms about food?', 'food'],
    ['Are there idioms about studying for exams?', 'study'],
  ] as const)('%j gets three about %s, each one of them', async (question, topic) => {
    expect(idiomTopicAsked(question)).toBe(topic);
    const reply = await ask(question);
    const onTopic = [...EVERYDAY_IDIOMS.filter((i) => i.about?.includes(topic)), ...(topic === 'work' ? BUSINESS_IDIOMS : [])];
    expect(onTopic.filter((i) => reply.includes(`'${i.idiom}' means ${i.meaning}`)), reply).toHaveLength(3);
    expect(reply).not.toMatch(/you'll hear all the time/);
  });

  it.each(['Can you give me some idioms?', 'Do you know any good idioms?', 'What are some common English idioms?'])('%j names no topic', (question) => {
    expect(idiomTopicAsked(question)).toBeNull();
  });

  it('says so when it knows none on the topic, then gives everyday ones', async () => {
    const reply = await ask('Idioms about cars, please.');
    expect(reply).toMatch(/I don't know many idioms about that, but here are three you'll hear all the time\./);
    expect(EVERYDAY_IDIOMS.filter((i) => reply.includes(`'${i.idiom}' means`))).toHaveLength(3);
  });

  it('has three idioms or more for every topic', () => {
    for (const topic of Object.keys(IDIOM_TOPIC_WORDS) as IdiomTopic[]) expect(EVERYDAY_IDIOMS.filter((i) => i.about?.includes(topic)).length, topic).toBeGreaterThanOrEqual(3);
  });
});
