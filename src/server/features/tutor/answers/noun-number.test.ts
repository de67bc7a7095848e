import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { describeNounNumber, pluralNotUsed } from './noun-number';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('how an English noun counts', () => {
  it.each([
    ['jeans', /is plural, like trousers and glasses: these jeans are new\. To count them, say a pair of jeans/],
    ['news', /looks plural, but it is singular and uncountable: the news is good/],
    ['information', /is uncountable in English: no 'a' and no plural/],
    ['sheep', /the same form in the singular and the plural: one sheep, two sheep/],
    ['people', /is plural: people are friendly here\. For one, say a person/],
    ['physics', /looks plural, but it takes a singular verb/],
  ])('%s', (noun, said) => {
    expect(describeNounNumber(noun)).toMatch(said);
  });

  it('leaves a noun on none of its lists to other answers', () => {
    expect(describeNounNumber('table')).toBeNull();
  });

  it.each(['Is "jeans" singular or plural?', 'Is information countable?', "is 'news' plural"])('%j asks it', (message) => {
    expect(detectQuestion(message, teacherFor('sophia'))?.kind).toBe('noun-number');
  });

  it.each(['Is the table plural?', 'My jeans are blue.', 'Is it plural or singular?'])('%j asks it of no noun it knows', (message) => {
    expect(detectQuestion(message, teacherFor('sophia'))?.kind).not.toBe('noun-number');
  });

  it('answers in the conversation, and asks for a sentence with the word', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Is "jeans" singular or plural?' }] })).toMatch(/never a jeans\. Can you make a sentence of your own with 'jeans'\?$/);
  });

  it.each([
    ['advices', 'advice'],
    ['informations', 'information'],
    ['feedbacks', 'feedback'],
    ['furnitures', 'furniture'],
    ['datas', 'data'],
    ['staffs', 'staff'],
  ])('reads %j as a plural English does not use, of %j', (word, noun) => {
    expect(pluralNotUsed(word)).toBe(noun);
  });

  it.each(['news', 'tables', 'researches', 'behaviours', 'works', 'teams', 'families', 'physics'])('leaves %j, a word in use', (word) => {
    expect(pluralNotUsed(word)).toBeNull();
  });

  it.each([
    ['is "datas" correct?', /^No, 'datas' isn't used\. 'Data' is already a plural/],
    ['is "advices" correct?', /^No, 'advices' isn't used\. 'Advice' is uncountable/],
    ['is "informations" plural?', /^No, 'informations' isn't used\..*with 'information'\?$/],
    ['what is the plural of "staff"?', /we have 20 staff, or 20 staff members\. For people there is no 'staffs'/],
    ['what is the difference between "homework" and "homeworks"?', /^No, 'homeworks' isn't used\. 'Homework' is uncountable/],
  ])('answers %j with the noun as it is used', async (message, said) => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] })).toMatch(said);
  });

  it('names the -s of a taught uncountable noun in the learner\'s sentence instead of praising it', async () => {
    const reply = await askTutor({ slug: 'ethan', messages: [
      { role: 'user', content: 'what is the plural of "staff"?' },
      { role: 'assistant', content: "'Staff' means all the people who work somewhere, as one group. How would you use 'staff' in a sentence about your own life?" },
      { role: 'user', content: 'we have 20 staffs in our team' },
    ] });
    expect(reply).toMatch(/careful: 'staffs' isn't used, so say 'staff' there/);
    expect(reply).not.toMatch(/natural way to use/);
  });
});
