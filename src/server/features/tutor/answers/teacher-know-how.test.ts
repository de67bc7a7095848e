/** A writing or exam teacher's know-how: each topic answers its questions and leaves its counter-examples. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { findKnowHow, KNOW_HOW_TOPICS } from './teacher-know-how';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('every topic answers its questions and leaves its counter-examples', () => {
  for (const topic of KNOW_HOW_TOPICS) {
    for (const example of topic.examples) {
      it(`${topic.id}: "${example}"`, () => {
        expect(findKnowHow(example)?.id).toBe(topic.id);
        expect(detectQuestion(example, teacherFor(topic.examinerOnly ? 'oliver' : 'claire'))?.kind).toBe('know-how');
      });
    }
    for (const counter of topic.counterExamples) it(`not ${topic.id}: "${counter}"`, () => expect(findKnowHow(counter)?.id).not.toBe(topic.id));
  }

  it("leaves the examiner's topics to her unless IELTS or a band is named", () => {
    expect(detectQuestion('Which one is for immigration?', teacherFor('sophia'))?.kind).not.toBe('know-how');
    expect(detectQuestion('Which IELTS test is for university?', teacherFor('sophia'))?.kind).toBe('know-how');
  });
});

describe('the answer', () => {
  it('is the topic, in the teacher’s voice, with a task that uses it', async () => {
    const reply = await askTutor({ slug: 'claire', messages: [{ role: 'user', content: 'What is a topic sentence?' }] });
    expect(reply).toMatch(/^(?:Happy to explain|Good question|Of course)\. A topic sentence is the first sentence of a paragraph/);
    expect(reply).toMatch(/Try one now: write a topic sentence/);
  });

  it('tells Oliver’s learner what universities ask for, not a band estimate', async () => {
    const reply = await askTutor({ slug: 'oliver', messages: [{ role: 'user', content: 'What band score do I need for study in UK university?' }] });
    expect(reply).toMatch(/between 6\.0 and 7\.0/);
    expect(reply).not.toMatch(/fair band/);
  });

  it.each([
    ['How do I pronounce -ed endings?', /^\S.*The -ed of regular past verbs has three sounds/],
    ["Hi Maya, I'm from Vietnam and I have trouble with final sounds.", /the last consonant of a word often carries its meaning/],
    ["What about the 's' at the end of plurals?", /The -s at the end of a plural has three sounds/],
  ])('gives the pronunciation coach\'s learner %j the endings, not the phrase said as a word', async (message, answer) => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/in phonetic symbols/);
  });

  it('says how to say no in writing, then writes the no the learner tells of together with them', async () => {
    const say = conversationWith('claire');
    expect(await say('Hi Claire, how do I say no politely in an email?')).toMatch(/Say no in three steps: thank them, give the no with a short reason/);
    const next = await say("My manager asked me to work on Saturday but I can't.");
    expect(next).toMatch(/First thank them .*then say no with your reason .*Try your first two lines/);
  });

  it('leaves Lucía to her own answers', () => {
    expect(detectQuestion('How many paragraphs should an essay have?', teacherFor('lucia'))?.kind).not.toBe('know-how');
  });
});

describe('an example asked for just after a know-how answer', () => {
  it.each([
    ['How do I write a good email to a client?', 'Can you give me an example?', /Subject: Delivery date for order 4471\..*Kind regards, Ana Lima\. /],
    ['What is a thesis statement?', 'Could you show me one?', /companies should keep their offices/],
    ['How do I write a complaint letter?', 'Example, please.', /I am writing to complain about the washing machine/],
    // A piece the learner said they have to write: its model too.
    ['I need to write an email to my boss to ask for a day off.', 'Can you give me an example?', /Subject: Delivery date for order 4471\./],
    ['I have to write a complaint email to my landlord.', 'Can you show me one?', /I am writing to complain/],
    ['How do I start a presentation?', 'Can you give me an example?', /How many of you checked your phone/],
    ['What is a topic sentence?', 'Can you give me an example?', /Parks make city life healthier\./],
    ['How do I use a semicolon?', 'Example, please.', /My sister lives in Rome; she moved there for work\./],
  ])('%j then %j shows the model', async (question, request, model) => {
    const say = conversationWith('claire');
    await say(question);
    expect(await say(request)).toMatch(model);
  }, 20_000);

  it('needs the know-how question just before it, and asks what of rather than giving a plan', async () => {
    expect(await conversationWith('claire')('Can you give me an example?')).toBe('An example of what, exactly? Tell me the word, the phrase or the kind of sentence, and I’ll give you one.');
    const say = conversationWith('claire');
    await say('I wrote an email to my boss yesterday.');
    expect(await say('Can you give me an example?')).not.toMatch(/Delivery date for order/);
  }, 20_000);

  it('gives a model to every topic a learner is likely to ask to see', () => {
    for (const id of ['professional-email', 'complaint', 'thesis-statement', 'hook', 'introduction', 'conclusion', 'essay-paragraphs', 'formal-or-informal', 'topic-sentence', 'linking-words', 'semicolon', 'colon', 'apostrophe', 'comma', 'subject-line']) {
      expect(KNOW_HOW_TOPICS.find((topic) => topic.id === id)?.model, id).toMatch(/\w/);
    }
  });
});

describe('a good score, asked with no exam named', () => {
  it('is the examiner’s to answer, and no one else’s', () => {
    expect(detectQuestion('what is a good score?', teacherFor('oliver'))?.kind).toBe('know-how');
    expect(detectQuestion('what is a good score?', teacherFor('sophia'))).toBeNull();
  });
});


describe('a sound asked about by its letters', () => {
  it.each([
    ['how do you say "ed" in "worked", "played" and "wanted"?', /The -ed of regular past verbs has three sounds/],
    ['how do I say "th" in "the" and "thanks", is it same?', /English has two th sounds/],
  ])('%j is the sound explained, never a dictionary sense of the letters', async (message, said) => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(said);
    expect(reply).not.toMatch(/ means /);
  });

  it('compares no letters by their dictionary senses', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'What is the difference between "ed" and "wanted"?' }] });
    expect(reply).not.toMatch(/'ed' means/);
  });
});
